import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { REPORT_DESCRIPTION_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type TReportReason } from '@quad/contract';
import { ApiError, NetworkError } from '@/api/client';
import { useToast } from '@/shared/toast';
import { reportUser } from './chat-api';
import { CHAT_TOAST_MS, REPORT_TEXT } from './chat-texts';

interface ReportDialogProps {
  open: boolean;
  userId: number;
  username: string;
  onClose(): void;
  /** Filled in when the dialog opens from a safety tip: the reason, and the message quoted. */
  initialReason?: TReportReason;
  initialDescription?: string;
}

/** Reason (required) and description (optional); the result is a toast (member-app.md section 2). */
export function ReportDialog(props: ReportDialogProps) {
  const { open, userId, username, onClose, initialReason, initialDescription } = props;
  const toast = useToast();
  const [reason, setReason] = useState<TReportReason | ''>(initialReason ?? '');
  const [description, setDescription] = useState(initialDescription ?? '');
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    if (submitting) return;
    setReason('');
    setDescription('');
    onClose();
  };

  const submit = async () => {
    if (!reason) return;
    setSubmitting(true);
    try {
      await reportUser(userId, { reason, description: description.trim() || undefined });
      toast(REPORT_TEXT.success, { severity: 'success', duration: CHAT_TOAST_MS });
      setSubmitting(false);
      setReason('');
      setDescription('');
      onClose();
    } catch (err) {
      const message =
        err instanceof ApiError
          ? err.message || REPORT_TEXT.failed
          : err instanceof NetworkError
            ? REPORT_TEXT.network
            : REPORT_TEXT.failed;
      toast(message, { severity: 'error', duration: CHAT_TOAST_MS });
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">
        {REPORT_TEXT.title}: {username}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            required
            label={REPORT_TEXT.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value as TReportReason)}
            disabled={submitting}
          >
            {REPORT_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {REPORT_REASON_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={REPORT_TEXT.description}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            maxRows={8}
            disabled={submitting}
            slotProps={{ htmlInput: { maxLength: REPORT_DESCRIPTION_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={submitting} color="inherit">
          {REPORT_TEXT.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={!reason || submitting}>
          {submitting ? REPORT_TEXT.submitting : REPORT_TEXT.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
