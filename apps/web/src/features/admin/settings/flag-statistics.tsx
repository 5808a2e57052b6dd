import { Box, Chip, Stack, Typography } from '@mui/material';
import { FLAG_HIGHLIGHT_PERCENT } from '@quad/contract/constants';
import type { TFlagStatistics } from '@quad/contract';
import { spaced } from '../components/risk';

/** Share of `count` in `total`, in percent with one decimal. */
export const percentOf = (count: number, total: number): number =>
  total > 0 ? Math.round((count / total) * 1000) / 10 : 0;

function Figure({ label, value, highlight }: { label: string; value: string; highlight?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body1"
        sx={{ fontWeight: 700, color: highlight ? 'error.main' : undefined }}
        aria-label={highlight ? `${label}: ${value}, above ${FLAG_HIGHLIGHT_PERCENT} percent` : undefined}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Totals, the false-positive rate and the share of each reason; above 20 % stands out. */
export function FlagStatistics({ stats }: { stats: TFlagStatistics }) {
  const reasons = Object.entries(stats.by_reason).sort((a, b) => b[1] - a[1]);
  return (
    <Box component="section" aria-label="Statistics" sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1.5 }}>
        Statistics
      </Typography>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', mb: 2 }}>
        <Figure label="Total" value={String(stats.total)} />
        <Figure label="Pending" value={String(stats.pending)} />
        <Figure label="Resolved" value={String(stats.resolved)} />
        <Figure
          label="False positive rate"
          value={`${stats.false_positive_rate}%`}
          highlight={stats.false_positive_rate > FLAG_HIGHLIGHT_PERCENT}
        />
      </Stack>
      {stats.nudges && (
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', mb: 2 }} aria-label='"Are you sure?" nudges'>
          <Figure label='Asked "Are you sure?"' value={String(stats.nudges.issued)} />
          <Figure label="Sent anyway" value={String(stats.nudges.confirmed)} />
          <Figure label="Edited instead" value={String(stats.nudges.edited)} />
        </Stack>
      )}
      {reasons.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="By reason">
          {reasons.map(([reason, count]) => {
            const share = percentOf(count, stats.total);
            return (
              <Chip
                key={reason}
                size="small"
                variant="outlined"
                color={share > FLAG_HIGHLIGHT_PERCENT ? 'warning' : 'default'}
                label={`${spaced(reason)}: ${count} (${share}%)`}
              />
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
