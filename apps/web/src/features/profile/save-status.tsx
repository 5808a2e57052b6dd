import { Typography } from '@mui/material';
import { clockTime } from '@/lib/date-time';
import type { SaveStatus } from './use-draft-autosave';

/** Where the draft stands: saving, saved (with the time), or not saved. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const text =
    status.state === 'saving'
      ? 'Saving draft…'
      : status.state === 'saved'
        ? `Draft saved ${clockTime(status.at)}`
        : status.state === 'failed'
          ? 'Draft not saved'
          : 'Changes are saved as a draft';
  return (
    <Typography
      variant="body2"
      color={status.state === 'failed' ? 'warning.main' : 'text.secondary'}
      role="status"
      aria-live="polite"
    >
      {text}
    </Typography>
  );
}
