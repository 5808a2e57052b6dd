import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, FormControl, Grid, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { TESTING_MSG, type TTestingEnvironment, type TTestRun, type TTestSuite } from '@quad/contract';
import { TEST_POLL_LIMIT_SINGLE, TEST_POLL_LIMIT_SUITE } from '@quad/contract/constants';
import { useAdminToast, type AdminToast } from '../use-admin-toast';
import { SuiteCard } from './suite-card';
import { SuitePanel } from './suite-panel';
import { isActive, testingCall, testingKeys, useRunHistory, useTestSuites } from './testing-api';
import { useRunMonitor, type PollBudget } from './use-run-monitor';

type Activity = 'initializing' | 'single' | 'all' | null;

/** A toast for a finished run: its suite and summary, coloured by the outcome. */
function announce(toast: AdminToast, run: TTestRun): void {
  const text = `${run.suite_name}: ${run.summary ?? run.status}`;
  if (run.status === 'failed') toast.error(text);
  else if (run.status === 'stopped') toast.warning(text);
  else toast.success(text);
}

/**
 * Tab 4, Test Suite Management (admin-area.md section 4): built-in suites run against this
 * deployment, one at a time or all in a row, with live progress, results, logs and history.
 */
export default function TestingTab() {
  const [environment, setEnvironment] = useState<TTestingEnvironment>('development');
  const suitesQuery = useTestSuites(environment);
  const suites = suitesQuery.data?.suites ?? [];
  // A production server tests as production whatever the selector says.
  const effective = suitesQuery.data?.environment ?? environment;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [viewedRunId, setViewedRunId] = useState<number | null>(null);
  const [activity, setActivity] = useState<Activity>(null);
  const [stopping, setStopping] = useState(false);
  const [position, setPosition] = useState<{ index: number; total: number } | null>(null);
  const stopSequence = useRef(false);
  const { live, monitor, pollNow } = useRunMonitor();
  const toast = useAdminToast();
  const queryClient = useQueryClient();

  const selected = suites.find((s) => s.id === selectedId) ?? null;
  const history = useRunHistory(selected?.id ?? null).data?.runs ?? [];
  const viewed =
    (live && live.run_id === viewedRunId ? live : history.find((r) => r.run_id === viewedRunId)) ??
    (live && live.suite_id === selected?.id ? live : history[0]) ??
    null;

  // A run already under way when the suite is opened (another tab, another administrator,
  // a reload) is followed like one started here.
  const followed = useRef<number | null>(null);
  useEffect(() => {
    if (!viewed || !isActive(viewed) || activity !== null || followed.current === viewed.run_id) return;
    followed.current = viewed.run_id;
    setActivity('single');
    void monitor(viewed.run_id, { left: TEST_POLL_LIMIT_SINGLE })
      .then((outcome) => {
        if (outcome === 'timed-out') toast.warning(TESTING_MSG.monitoringTimedOut);
        else if (outcome !== 'cancelled') announce(toast, outcome);
      })
      .finally(() => setActivity(null));
  }, [viewed, activity, monitor, toast]);

  const initialize = async () => {
    setActivity('initializing');
    try {
      const answer = await testingCall.initialize(environment);
      toast.success(answer.msg);
      await queryClient.invalidateQueries({ queryKey: testingKeys.all });
    } catch (err) {
      toast.failure(err, { failed: TESTING_MSG.initFailed, error: TESTING_MSG.initError }, 'error');
    } finally {
      setActivity(null);
    }
  };

  /** Starts a run and follows it; resolves to false when the caller should not go on. */
  const panelRef = useRef<HTMLDivElement | null>(null);
  const runAndFollow = async (suite: TTestSuite, budget: PollBudget): Promise<boolean> => {
    setSelectedId(suite.id);
    // The run's progress, results and logs are below the cards: bring them into view.
    window.requestAnimationFrame(() => panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
    let runId: number | undefined;
    try {
      runId = (await testingCall.start(suite.id, effective))?.run_id;
    } catch (err) {
      toast.failure(err, { failed: TESTING_MSG.startFailed, error: TESTING_MSG.startError });
      return false;
    }
    if (!runId) {
      toast.error(TESTING_MSG.noRunId);
      return false;
    }
    setViewedRunId(runId);
    followed.current = runId;
    const outcome = await monitor(runId, budget);
    if (outcome === 'cancelled') return false;
    if (outcome === 'timed-out') {
      toast.warning(TESTING_MSG.monitoringTimedOut);
      return false;
    }
    announce(toast, outcome);
    return outcome.status !== 'stopped';
  };

  const runOne = async (suite: TTestSuite) => {
    if (effective === 'production' && !window.confirm(TESTING_MSG.productionConfirmOne)) return;
    setActivity('single');
    stopSequence.current = false;
    try {
      await runAndFollow(suite, { left: TEST_POLL_LIMIT_SINGLE });
    } finally {
      setActivity(null);
    }
  };

  const runAll = async () => {
    const runnable = suites.filter((s) => s.runnable && (effective !== 'production' || s.production_safe));
    if (runnable.length === 0) {
      toast.warning(TESTING_MSG.noneAvailable);
      return;
    }
    if (effective === 'production' && !window.confirm(TESTING_MSG.productionConfirm)) return;
    setActivity('all');
    stopSequence.current = false;
    const budget: PollBudget = { left: TEST_POLL_LIMIT_SUITE };
    try {
      for (const [index, suite] of runnable.entries()) {
        if (stopSequence.current) break;
        setPosition({ index: index + 1, total: runnable.length });
        if (!(await runAndFollow(suite, budget))) break;
      }
    } finally {
      setPosition(null);
      setActivity(null);
    }
  };

  const stop = async (runId: number) => {
    stopSequence.current = true;
    setStopping(true);
    try {
      const answer = await testingCall.stop(runId);
      toast.success(answer.msg);
      await queryClient.invalidateQueries({ queryKey: testingKeys.all });
    } catch (err) {
      toast.failure(err, { failed: TESTING_MSG.stopFailed, error: TESTING_MSG.stopError });
    } finally {
      setStopping(false);
      pollNow();
    }
  };

  const busy = activity !== null;
  return (
    <Stack sx={{ gap: 2.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Test Suite Management
        </Typography>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="test-environment-label">Environment</InputLabel>
          <Select
            labelId="test-environment-label"
            label="Environment"
            value={environment}
            disabled={busy}
            onChange={(e) => setEnvironment(e.target.value)}
          >
            <MenuItem value="development">Development</MenuItem>
            <MenuItem value="production">Production</MenuItem>
          </Select>
        </FormControl>
        {suitesQuery.data && suites.length === 0 && (
          <Button variant="contained" onClick={() => void initialize()} disabled={busy}>
            Initialize Test Suites
          </Button>
        )}
        {suites.length > 0 && (
          <Button variant="contained" onClick={() => void runAll()} disabled={busy}>
            Run All Tests
          </Button>
        )}
      </Stack>

      {effective === 'production' && (
        <Alert severity="warning">
          Production: only production-safe suites run, and only after you confirm. They read data and never change
          members’ accounts.
        </Alert>
      )}
      {position && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Running suite {position.index} of {position.total}
        </Typography>
      )}
      {suitesQuery.data && suites.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No test suites are set up yet. Initialize Test Suites registers the suites built into this version.
        </Typography>
      )}

      {suites.length > 0 && (
        <Grid container spacing={2}>
          {suites.map((suite) => (
            <Grid key={suite.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <SuiteCard
                suite={suite}
                selected={suite.id === selectedId}
                busy={busy}
                onSelect={() => {
                  setSelectedId(suite.id);
                  if (suite.id !== selectedId) setViewedRunId(null);
                }}
                onRun={() => void runOne(suite)}
              />
            </Grid>
          ))}
        </Grid>
      )}

      <Box ref={panelRef} sx={{ scrollMarginTop: 80 }} />
      {selected ? (
        <SuitePanel
          suite={selected}
          run={viewed}
          history={history}
          busy={busy}
          stopping={stopping}
          onRun={() => void runOne(selected)}
          onStop={(runId) => void stop(runId)}
          onSelectRun={setViewedRunId}
        />
      ) : (
        suites.length > 0 && (
          <Box sx={{ py: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Choose a suite to see its progress, results, logs and run history.
            </Typography>
          </Box>
        )
      )}
    </Stack>
  );
}
