import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TestRunProgress, TTestRun } from '@quad/contract';
import { TEST_POLL_INTERVAL_MS } from '@quad/contract/constants';
import { useSocketEvent } from '@/shared/socket';
import { isActive, testingCall, testingKeys } from './testing-api';

/** How many polls are left; Run All shares one budget across its suites. */
export interface PollBudget {
  left: number;
}

export type MonitorOutcome = TTestRun | 'timed-out' | 'cancelled';

/** The run with the socket's latest progress folded in (between two polls). */
function withProgress(run: TTestRun, p: TestRunProgress): TTestRun {
  return {
    ...run,
    status: p.status,
    current_test_name: p.log ? run.current_test_name : p.current_test,
    passed_tests: p.passed,
    failed_tests: p.failed,
    progress: { ...run.progress, current_test: p.log ? run.progress.current_test : p.current_test, ...counts(p) },
  };
}
const counts = (p: TestRunProgress) => ({ passed: p.passed, failed: p.failed, remaining: p.remaining });

/**
 * Follows one run at a time: polls it every 2 seconds (admin-area.md section 4) until it
 * finishes or the poll budget runs out, and shows the progress the server streams over the
 * socket in between. Results, logs and history are refreshed with each poll.
 */
export function useRunMonitor() {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<TTestRun | null>(null);
  const watched = useRef<number | null>(null);
  const wake = useRef<(() => void) | null>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
      wake.current?.();
    };
  }, []);

  useSocketEvent('test_run_progress', (p) => {
    if (p.run_id !== watched.current) return;
    setLive((run) => (run && run.run_id === p.run_id ? withProgress(run, p) : run));
    if (p.log) void queryClient.invalidateQueries({ queryKey: testingKeys.logs(p.run_id) });
    // A finished run is fetched at once rather than at the next poll.
    if (p.status !== 'running' && p.status !== 'pending') wake.current?.();
  });

  const refresh = useCallback(
    async (run: TTestRun) => {
      queryClient.setQueryData(testingKeys.run(run.run_id), run);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testingKeys.results(run.run_id) }),
        queryClient.invalidateQueries({ queryKey: testingKeys.logs(run.run_id) }),
        queryClient.invalidateQueries({ queryKey: testingKeys.history(run.suite_id) }),
      ]);
    },
    [queryClient],
  );

  const monitor = useCallback(
    async (runId: number, budget: PollBudget): Promise<MonitorOutcome> => {
      watched.current = runId;
      try {
        for (;;) {
          if (cancelled.current) return 'cancelled';
          if (budget.left <= 0) return 'timed-out';
          budget.left -= 1;
          const run = await testingCall.run(runId).catch((err: unknown) => {
            console.error('Polling the test run failed', err);
            return null;
          });
          if (cancelled.current) return 'cancelled';
          if (run) {
            setLive(run);
            await refresh(run);
            if (!isActive(run)) return run;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, TEST_POLL_INTERVAL_MS);
            wake.current = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake.current = null;
        }
      } finally {
        if (watched.current === runId) watched.current = null;
      }
    },
    [refresh],
  );

  /** Ends the current wait early (after Stop, so the stopped state shows at once). */
  const pollNow = useCallback(() => wake.current?.(), []);

  return { live, monitor, pollNow };
}
