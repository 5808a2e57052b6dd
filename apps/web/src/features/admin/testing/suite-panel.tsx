import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { TTestRun, TTestSuite } from '@quad/contract';
import { dateTime } from '../admin-format';
import { ResultsTable } from './results-table';
import { RunHistory } from './run-history';
import { RunLogs } from './run-logs';
import { RunStatusChip, duration } from './run-status';
import { isActive, useRunLogs, useRunResults } from './testing-api';

interface SuitePanelProps {
  suite: TTestSuite;
  /** The run shown: the one in progress, or one chosen from the history (the latest by default). */
  run: TTestRun | null;
  history: TTestRun[];
  busy: boolean;
  stopping: boolean;
  onRun(): void;
  onStop(runId: number): void;
  onSelectRun(runId: number): void;
}

/** The selected suite: progress of its run, the results table, the log and the run history. */
export function SuitePanel({ suite, run, history, busy, stopping, onRun, onStop, onSelectRun }: SuitePanelProps) {
  const results = useRunResults(run?.run_id ?? null).data?.results ?? [];
  const logs = useRunLogs(run?.run_id ?? null).data?.logs ?? [];
  const active = isActive(run);
  const done = run ? run.passed_tests + run.failed_tests + run.skipped_tests + run.error_tests : 0;
  const percent = run && run.total_tests > 0 ? Math.round((done / run.total_tests) * 100) : 0;

  return (
    <Paper variant="outlined" component="section" aria-label={`${suite.name} details`} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {suite.name}
        </Typography>
        {run && <RunStatusChip status={run.status} />}
        <Box sx={{ flexGrow: 1 }} />
        {run && active && (
          <Button color="warning" variant="outlined" onClick={() => onStop(run.run_id)} disabled={stopping}>
            Stop
          </Button>
        )}
        <Button variant="contained" onClick={onRun} disabled={busy || active || !suite.runnable}>
          Run Suite
        </Button>
      </Stack>

      {run ? (
        <Box sx={{ mb: 3 }}>
          <LinearProgress
            variant={run.status === 'pending' ? 'indeterminate' : 'determinate'}
            value={percent}
            color={run.status === 'failed' ? 'error' : run.status === 'stopped' ? 'warning' : 'primary'}
            aria-label="Run progress"
            sx={{ height: 8, borderRadius: 4, my: 1.5 }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.5, sm: 3 }, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {done} of {run.total_tests} tests · {run.passed_tests} passed · {run.failed_tests + run.error_tests}{' '}
              failed
              {run.error_tests > 0 ? ` (${run.error_tests} with an error)` : ''} · {run.skipped_tests} skipped
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dateTime(run.started_at)} · {duration(run.duration_seconds)} · {run.environment}
            </Typography>
          </Stack>
          {active && (
            <Typography variant="body2" color="info.main" sx={{ mt: 0.5 }} aria-live="polite">
              {run.current_test_name ? `Running: ${run.current_test_name}` : 'Starting…'}
            </Typography>
          )}
          {(run.status === 'stopped' || run.status === 'failed') && run.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {run.summary}
            </Typography>
          )}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {suite.description}
        </Typography>
      )}

      <Stack sx={{ gap: 3 }}>
        {run && (
          <>
            <Box>
              <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
                Results
              </Typography>
              <ResultsTable results={results} />
            </Box>
            <Box>
              <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
                Logs
              </Typography>
              <RunLogs logs={logs} />
            </Box>
          </>
        )}
        <Box>
          <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
            Run history
          </Typography>
          <RunHistory runs={history} selectedRunId={run?.run_id ?? null} onSelect={onSelectRun} />
        </Box>
      </Stack>
    </Paper>
  );
}
