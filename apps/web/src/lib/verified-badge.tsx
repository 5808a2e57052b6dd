import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { Tooltip } from '@mui/material';

export const VERIFIED_LABEL = 'Verified: passed a selfie check against their photos';

/** The verified badge beside a member's name: cards, chat, the admin user row. */
export function VerifiedBadge({ size = 18 }: { size?: number }) {
  return (
    <Tooltip title={VERIFIED_LABEL}>
      <VerifiedRounded
        role="img"
        aria-label={VERIFIED_LABEL}
        // MUI hides icons from screen readers unless told; this one says something.
        aria-hidden={false}
        data-testid="verified-badge"
        sx={{ fontSize: size, color: 'info.light', verticalAlign: 'text-bottom', ml: 0.5, flexShrink: 0 }}
      />
    </Tooltip>
  );
}
