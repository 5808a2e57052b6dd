import { Box, Paper, Stack, Typography } from '@mui/material';
import type { TTestLogEntry } from '@quad/contract';
import { EmptyState } from '../components/empty-state';

const LEVEL_COLOURS: Record<TTestLogEntry['level'], string> = {
  ERROR: 'error.main',
  WARNING: 'warning.main',
  INFO: 'info.main',
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-CA', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** The run's log, oldest first, in a box that scrolls on its own. */
export function RunLogs({ logs }: { logs: TTestLogEntry[] }) {
  if (logs.length === 0) return <EmptyState>No log entries yet</EmptyState>;
  return (
    <Paper variant="outlined" sx={{ maxHeight: 320, overflowY: 'auto', p: 1.5 }}>
      <Stack component="ol" aria-label="Test log" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
        {logs.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            sx={{
              display: 'flex',
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              columnGap: 1,
              fontFamily: 'monospace',
              fontSize: 13,
              alignItems: 'baseline',
              pb: { xs: 0.75, sm: 0 },
            }}
          >
            <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'inherit' }}>
              {time(entry.timestamp)}
            </Typography>
            <Typography
              component="span"
              sx={{
                fontFamily: 'inherit',
                fontSize: 'inherit',
                fontWeight: 700,
                color: LEVEL_COLOURS[entry.level],
                minWidth: 64,
              }}
            >
              {entry.level}
            </Typography>
            <Typography
              component="span"
              sx={{
                fontFamily: 'inherit',
                fontSize: 'inherit',
                overflowWrap: 'anywhere',
                flexBasis: { xs: '100%', sm: 'auto' },
              }}
            >
              {entry.message}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
