import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TESTING_MSG,
  type TTestLogEntry,
  type TTestResult,
  type TTestRun,
  type TTestRunStatus,
  type TTestSuite,
} from '@quad/contract';
import { TEST_POLL_INTERVAL_MS, TEST_POLL_LIMIT_SINGLE } from '@quad/contract/constants';
import { FakeSocket, FakeSocketProvider } from '@/test-support/fake-socket';
import { Providers } from '@/test-support/render';
import { prepareAdminTests, renderAdmin, requestedUrls, serveAdmin } from '../admin-test-support';
import TestingTab from './testing-tab';

prepareAdminTests({ testTimeout: 60_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const suite = (overrides: Partial<TTestSuite> = {}): TTestSuite => ({
  id: 'platform-health',
  name: 'Platform health',
  description: 'Checks the database, storage and mail.',
  category: 'Platform',
  test_count: 2,
  is_destructive: false,
  production_safe: true,
  runnable: true,
  ...overrides,
});
const destructive = suite({
  id: 'auth-flow',
  name: 'Authentication flow',
  description: 'Registers and deletes a throwaway member.',
  category: 'Accounts',
  is_destructive: true,
  production_safe: false,
});

const run = (status: TTestRunStatus, overrides: Partial<TTestRun> = {}): TTestRun => ({
  run_id: 41,
  suite_id: 'platform-health',
  suite_name: 'Platform health',
  environment: 'development',
  status,
  passed_tests: status === 'passed' ? 2 : 0,
  failed_tests: 0,
  skipped_tests: 0,
  error_tests: 0,
  total_tests: 2,
  current_test_name: status === 'running' ? 'Database answers queries' : null,
  duration_seconds: 1.5,
  started_at: '2026-11-20T10:00:00.000Z',
  completed_at: null,
  summary: status === 'passed' ? '2 passed, 0 failed, 0 skipped of 2 tests' : null,
  started_by: 'steady_lynx_1',
  progress: { suite_id: 'platform-health', current_test: null, passed: 0, failed: 0, remaining: 2 },
  ...overrides,
});

const LONG_ERROR = 'The latest migration 0004_chat is not applied (4 of 5 applied) on this database';
const results: TTestResult[] = [
  {
    id: 1,
    test_case_name: 'Database answers queries',
    status: 'passed',
    duration_seconds: 0.12,
    error_message: null,
    stack_trace: null,
    started_at: null,
    completed_at: null,
  },
  {
    id: 2,
    test_case_name: 'Every migration is applied',
    status: 'failed',
    duration_seconds: 0.05,
    error_message: LONG_ERROR,
    stack_trace: 'Error: The latest migration\n    at check (test-suite.types.ts:52:9)',
    started_at: null,
    completed_at: null,
  },
];
const logs: TTestLogEntry[] = [
  { id: 1, timestamp: '2026-11-20T10:00:00.000Z', level: 'INFO', message: 'Started Platform health: 2 tests' },
  { id: 2, timestamp: '2026-11-20T10:00:01.000Z', level: 'ERROR', message: `Failed: ${LONG_ERROR}` },
];

/** The testing calls of a server with the given suites; runs answer from `runs` in turn. */
function serveTesting(options: { suites?: TTestSuite[]; runs?: TTestRun[]; environment?: string } = {}) {
  const runs = options.runs ?? [run('running'), run('passed')];
  let polls = 0;
  const calls = serveAdmin({
    'GET /api/testing/test-suites': () => [
      200,
      {
        // The environment asked for, unless the server says it is production itself.
        environment:
          options.environment ??
          (requestedUrls()
            .findLast((u) => u.includes('/test-suites'))
            ?.includes('environment=production')
            ? 'production'
            : 'development'),
        suites: options.suites ?? [suite(), destructive],
      },
    ],
    'POST /api/testing/test-runs': () => [202, { msg: TESTING_MSG.started, run_id: 41 }],
    'GET /api/testing/test-runs/41': () => [200, runs[Math.min(polls++, runs.length - 1)]],
    'GET /api/testing/test-runs/41/results': () => [200, { run_id: 41, results }],
    'GET /api/testing/test-runs/41/logs': () => [200, { run_id: 41, logs }],
    'GET /api/testing/test-runs/history': () => [
      200,
      { runs: polls > 0 ? [runs[Math.min(polls, runs.length) - 1]] : [] },
    ],
    'POST /api/testing/test-runs/41/stop': () => [200, { msg: TESTING_MSG.stopped, run: run('running') }],
  });
  return { calls, polls: () => polls };
}

const suiteCard = (name: string) => screen.findByRole('region', { name });

describe('Testing tab', () => {
  it('offers Initialize Test Suites only while none exist, then shows the suites', async () => {
    let initialised = false;
    const calls = serveAdmin({
      'GET /api/testing/test-suites': () => [
        200,
        { environment: 'development', suites: initialised ? [suite(), destructive] : [] },
      ],
      'POST /api/testing/test-suites/initialize': () => {
        initialised = true;
        return [200, { msg: TESTING_MSG.initialized, suites: [] }];
      },
    });
    renderAdmin('?tab=4');
    expect(await screen.findByRole('tab', { name: 'Testing', selected: true })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Initialize Test Suites' }));
    expect(await screen.findByText(TESTING_MSG.initialized)).toBeInTheDocument();
    const card = await suiteCard('Authentication flow');
    expect(within(card).getByText('Creates throwaway data')).toBeInTheDocument();
    expect(within(await suiteCard('Platform health')).getByText('Production safe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Initialize Test Suites' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run All Tests' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/testing/test-suites/initialize')).toHaveLength(1);
  });

  it('shows the error field of a failed initialisation, else the fallbacks', async () => {
    let answer: () => [number, unknown] = () => [500, { error: 'Database is read-only' }];
    serveAdmin({
      'GET /api/testing/test-suites': () => [200, { environment: 'development', suites: [] }],
      'POST /api/testing/test-suites/initialize': () => answer(),
    });
    renderAdmin('?tab=4');
    const button = await screen.findByRole('button', { name: 'Initialize Test Suites' });
    await userEvent.click(button);
    expect(await screen.findByText('Database is read-only')).toBeInTheDocument();
    answer = () => [500, {}];
    await userEvent.click(button);
    expect(await screen.findByText(TESTING_MSG.initFailed)).toBeInTheDocument();
    answer = () => {
      throw new TypeError('offline');
    };
    await userEvent.click(button);
    expect(await screen.findByText(TESTING_MSG.initError)).toBeInTheDocument();
  });

  it('runs a suite, follows it to the end, and shows results (errors cut at 50 characters), logs and history', async () => {
    const { calls } = serveTesting({ runs: [run('running'), run('passed')] });
    renderAdmin('?tab=4');
    await userEvent.click(within(await suiteCard('Platform health')).getByRole('button', { name: 'Run' }));
    const panel = await screen.findByRole('region', { name: 'Platform health details' });
    expect(await within(panel).findByText('Running: Database answers queries')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    // The next poll, 2 seconds later, finds the run finished.
    expect(
      await screen.findByText('Platform health: 2 passed, 0 failed, 0 skipped of 2 tests', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/testing/test-runs')?.body).toEqual({
      suite_id: 'platform-health',
      environment: 'development',
      confirmed: false,
    });

    const table = within(panel).getByRole('table', { name: 'Test results' });
    expect(within(table).getByText(`${LONG_ERROR.slice(0, 50)}…`)).toBeInTheDocument();
    expect(within(table).queryByText(LONG_ERROR)).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Show details' }));
    expect(await within(table).findByText(LONG_ERROR)).toBeInTheDocument();
    expect(within(table).getByLabelText('Stack trace')).toHaveTextContent('at check (test-suite.types.ts:52:9)');

    const log = within(panel).getByRole('list', { name: 'Test log' });
    expect(within(log).getByText('Started Platform health: 2 tests')).toBeInTheDocument();
    expect(within(log).getByText('ERROR')).toBeInTheDocument();
    const history = within(panel).getByRole('table', { name: 'Run history' });
    expect(within(history).getByText('2 / 0 / 0 of 2')).toBeInTheDocument();
  });

  it('in production runs only production-safe suites, after a confirmation, and sends confirmed', async () => {
    const { calls } = serveTesting({
      suites: [suite(), { ...destructive, runnable: false }],
      runs: [run('passed', { environment: 'production' })],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderAdmin('?tab=4');
    await suiteCard('Platform health');
    await userEvent.click(screen.getByRole('combobox', { name: 'Environment' }));
    await userEvent.click(screen.getByRole('option', { name: 'Production' }));
    const authCard = await suiteCard('Authentication flow');
    expect(within(authCard).getByText('Not available in production')).toBeInTheDocument();
    expect(within(authCard).getByRole('button', { name: 'Run' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Run All Tests' }));
    expect(confirm).toHaveBeenCalledWith(TESTING_MSG.productionConfirm);
    expect(calls.some((c) => c.path === '/api/testing/test-runs')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Run All Tests' }));
    expect(await screen.findByText('Platform health: 2 passed, 0 failed, 0 skipped of 2 tests')).toBeInTheDocument();
    const starts = calls.filter((c) => c.path === '/api/testing/test-runs');
    expect(starts.map((c) => c.body)).toEqual([
      { suite_id: 'platform-health', environment: 'production', confirmed: true },
    ]);
  });

  it('warns when no suite can run in the current environment', async () => {
    serveTesting({ suites: [{ ...destructive, runnable: false }], environment: 'production' });
    renderAdmin('?tab=4');
    await suiteCard('Authentication flow');
    await userEvent.click(screen.getByRole('button', { name: 'Run All Tests' }));
    expect(await screen.findByText(TESTING_MSG.noneAvailable)).toBeInTheDocument();
  });

  it('reports a start refused by the server, a start without a run id and a failed start', async () => {
    let answer: () => [number, unknown] = () => [403, { msg: TESTING_MSG.notProductionSafe }];
    serveAdmin({
      'GET /api/testing/test-suites': () => [200, { environment: 'development', suites: [suite()] }],
      'POST /api/testing/test-runs': () => answer(),
    });
    renderAdmin('?tab=4');
    const runButton = within(await suiteCard('Platform health')).getByRole('button', { name: 'Run' });
    await userEvent.click(runButton);
    expect(await screen.findByText(TESTING_MSG.notProductionSafe)).toBeInTheDocument();
    answer = () => [202, { msg: TESTING_MSG.started }];
    await userEvent.click(runButton);
    expect(await screen.findByText(TESTING_MSG.noRunId)).toBeInTheDocument();
    answer = () => [500, {}];
    await userEvent.click(runButton);
    expect(await screen.findByText(TESTING_MSG.startFailed)).toBeInTheDocument();
    answer = () => {
      throw new TypeError('offline');
    };
    await userEvent.click(runButton);
    expect(await screen.findByText(TESTING_MSG.startError)).toBeInTheDocument();
  });

  it('stops a run', async () => {
    const { calls } = serveTesting({ runs: [run('running'), run('running'), run('stopped', { summary: 'stopped' })] });
    renderAdmin('?tab=4');
    await userEvent.click(within(await suiteCard('Platform health')).getByRole('button', { name: 'Run' }));
    const panel = await screen.findByRole('region', { name: 'Platform health details' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(TESTING_MSG.stopped)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/testing/test-runs/41/stop')).toBe(true);
    expect((await within(panel).findAllByText('Stopped')).length).toBeGreaterThan(0);
  });

  it('shows the progress streamed over the socket between polls', async () => {
    let current = run('running');
    serveAdmin({
      'GET /api/testing/test-suites': () => [200, { environment: 'development', suites: [suite()] }],
      'POST /api/testing/test-runs': () => [202, { msg: TESTING_MSG.started, run_id: 41 }],
      'GET /api/testing/test-runs/41': () => [200, current],
      'GET /api/testing/test-runs/41/results': () => [200, { run_id: 41, results: [] }],
      'GET /api/testing/test-runs/41/logs': () => [200, { run_id: 41, logs: [] }],
      'GET /api/testing/test-runs/history': () => [200, { runs: [] }],
    });
    const socket = new FakeSocket();
    render(
      <Providers>
        <FakeSocketProvider socket={socket}>
          <TestingTab />
        </FakeSocketProvider>
      </Providers>,
    );
    await userEvent.click(within(await suiteCard('Platform health')).getByRole('button', { name: 'Run' }));
    const panel = await screen.findByRole('region', { name: 'Platform health details' });
    await within(panel).findByText('Running: Database answers queries');

    const progress = { run_id: 41, suite_id: 'platform-health', failed: 0 };
    socket.serverEmit('test_run_progress', {
      ...progress,
      status: 'running',
      current_test: 'Every migration is applied',
      passed: 1,
      remaining: 1,
    });
    expect(within(panel).getByText('Running: Every migration is applied')).toBeInTheDocument();
    expect(within(panel).getByText(/1 of 2 tests · 1 passed/)).toBeInTheDocument();

    // The end of the run is fetched as soon as the socket announces it.
    current = run('passed');
    socket.serverEmit('test_run_progress', {
      ...progress,
      status: 'passed',
      current_test: null,
      passed: 2,
      remaining: 0,
    });
    expect(await screen.findByText('Platform health: 2 passed, 0 failed, 0 skipped of 2 tests')).toBeInTheDocument();
  });

  it('follows a run that was already under way when the suite is opened', async () => {
    const calls = serveAdmin({
      'GET /api/testing/test-suites': () => [200, { environment: 'development', suites: [suite()] }],
      'GET /api/testing/test-runs/history': () => [200, { runs: [run('running')] }],
      'GET /api/testing/test-runs/41': () => [200, run('passed')],
      'GET /api/testing/test-runs/41/results': () => [200, { run_id: 41, results: [] }],
      'GET /api/testing/test-runs/41/logs': () => [200, { run_id: 41, logs: [] }],
    });
    renderAdmin('?tab=4');
    await userEvent.click(within(await suiteCard('Platform health')).getByRole('button', { name: /Platform health/ }));
    expect(await screen.findByText('Platform health: 2 passed, 0 failed, 0 skipped of 2 tests')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/testing/test-runs')).toBe(false);
  });

  it(`stops following a run after ${TEST_POLL_LIMIT_SINGLE} polls`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { polls } = serveTesting({ runs: [run('running')] });
    renderAdmin('?tab=4');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(await suiteCard('Platform health')).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(polls()).toBe(1));
    for (let i = 0; i < TEST_POLL_LIMIT_SINGLE; i++) {
      await act(() => vi.advanceTimersByTimeAsync(TEST_POLL_INTERVAL_MS));
    }
    expect(await screen.findByText(TESTING_MSG.monitoringTimedOut)).toBeInTheDocument();
    expect(polls()).toBe(TEST_POLL_LIMIT_SINGLE);
  });
});
