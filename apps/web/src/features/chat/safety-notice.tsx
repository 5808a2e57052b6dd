import { Alert, Box, Button, IconButton, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import type { TReportReason, TSafetyCategory } from '@quad/contract';
import { SAFETY_TEXT } from './chat-texts';

/** The report reason a tip's Report starts with (the member may change it). */
export const REPORT_REASON_FOR: Record<TSafetyCategory, TReportReason> = {
  financial: 'spam',
  link: 'spam',
  contact: 'other',
};

interface SafetyNoticeProps {
  category: TSafetyCategory;
  /** The member is blocked already: no Block button. */
  blocked: boolean;
  onReport(): void;
  onBlock(): void;
  onDismiss(): void;
}

/** Under a received message the screening found risky: what to keep in mind, with Report and Block at hand. */
export function SafetyNotice({ category, blocked, onReport, onBlock, onDismiss }: SafetyNoticeProps) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      icon={<ShieldOutlined fontSize="small" />}
      role="note"
      aria-label={SAFETY_TEXT.noticeLabel}
      action={
        <IconButton aria-label={SAFETY_TEXT.dismiss} size="small" color="inherit" onClick={onDismiss}>
          <CloseRounded fontSize="small" />
        </IconButton>
      }
      sx={{ mt: 0.75, maxWidth: { xs: '100%', sm: '75%' }, alignSelf: 'flex-start', py: 0.25 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {SAFETY_TEXT.noticeLead[category]}
      </Typography>
      <Typography variant="body2">{SAFETY_TEXT.notice}</Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 0.75, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" color="warning" onClick={onReport}>
          {SAFETY_TEXT.report}
        </Button>
        {!blocked && (
          <Button size="small" variant="text" color="inherit" onClick={onBlock}>
            {SAFETY_TEXT.block}
          </Button>
        )}
      </Box>
    </Alert>
  );
}
