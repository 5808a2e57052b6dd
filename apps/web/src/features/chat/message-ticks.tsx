import { Box } from '@mui/material';
import DoneRounded from '@mui/icons-material/DoneRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import type { ChatMessage } from './message-store';

/** Bright enough to tell apart from the white ticks on the sender's bubble (and the Seen line). */
export const READ_COLOUR = '#7fe8ff';

/** Sending (clock), not sent (!), sent (one tick), delivered (two ticks), read (two blue ticks). */
export function MessageTicks({ message }: { message: ChatMessage }) {
  const sx = { fontSize: 16, display: 'block' };
  let label: string;
  let icon;
  if (message.outgoing?.state === 'sending') {
    label = 'Sending';
    icon = <ScheduleRounded sx={sx} />;
  } else if (message.outgoing?.state === 'failed') {
    label = 'Not sent';
    icon = <ErrorOutlineRounded sx={{ ...sx, color: 'error.main' }} />;
  } else if (message.status === 'read') {
    label = 'Read';
    icon = <DoneAllRounded sx={{ ...sx, color: READ_COLOUR }} />;
  } else if (message.status === 'delivered') {
    label = 'Delivered';
    icon = <DoneAllRounded sx={sx} />;
  } else {
    label = 'Sent';
    icon = <DoneRounded sx={sx} />;
  }
  const read = label === 'Read';
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-status={label.toLowerCase()}
      sx={{
        display: 'inline-flex',
        color: 'inherit',
        opacity: read ? 1 : 0.65,
        // A thin dark edge keeps the light blue apart from the white ticks on a light bubble.
        filter: read ? 'drop-shadow(0 0 1px rgba(0,0,0,0.7))' : 'none',
      }}
    >
      {icon}
    </Box>
  );
}
