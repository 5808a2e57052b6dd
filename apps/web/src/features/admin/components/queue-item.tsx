import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

interface QueueItemProps {
  title: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  label: string;
}

/** One waiting item of a review queue: who and what, its badges, and what can be done. */
export function QueueItem({ title, badges, actions, children, label }: QueueItemProps) {
  return (
    <Paper component="li" variant="outlined" aria-label={label} sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between' }}>
        <Stack sx={{ gap: 0.75, minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {badges}
          </Stack>
          {children}
        </Stack>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexShrink: 0, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export function QueueList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** "Label: value" in one line of a queue item. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {children}
    </Typography>
  );
}
