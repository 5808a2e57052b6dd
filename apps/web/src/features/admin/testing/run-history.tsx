import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { TTestRun } from '@quad/contract';
import { dateTime } from '../admin-format';
import { EmptyState } from '../components/empty-state';
import { ScrollTable } from '../components/scroll-table';
import { RunStatusChip, duration } from './run-status';

/** Earlier runs of the suite, newest first; choosing one shows its results and logs. */
export function RunHistory({
  runs,
  selectedRunId,
  onSelect,
}: {
  runs: TTestRun[];
  selectedRunId: number | null;
  onSelect(runId: number): void;
}) {
  if (runs.length === 0) return <EmptyState>This suite has not been run yet</EmptyState>;
  return (
    <ScrollTable label="Run history" minWidth={720}>
      <TableHead>
        <TableRow>
          <TableCell>Started</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Passed / failed / skipped</TableCell>
          <TableCell>Duration</TableCell>
          <TableCell>Environment</TableCell>
          <TableCell>By</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow
            key={run.run_id}
            hover
            selected={run.run_id === selectedRunId}
            onClick={() => onSelect(run.run_id)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onSelect(run.run_id);
              }
            }}
            tabIndex={0}
            aria-label={`Run ${run.run_id}, ${dateTime(run.started_at)}, ${run.status}`}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(run.started_at)}</TableCell>
            <TableCell>
              <RunStatusChip status={run.status} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {run.passed_tests} / {run.failed_tests + run.error_tests} / {run.skipped_tests} of {run.total_tests}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{duration(run.duration_seconds)}</TableCell>
            <TableCell sx={{ textTransform: 'capitalize' }}>{run.environment}</TableCell>
            <TableCell>{run.started_by ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
