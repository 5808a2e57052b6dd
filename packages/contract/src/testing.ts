import { z } from 'zod';
import { ZLogLevel, ZTestResultStatus, ZTestRunStatus } from './enums';

/** Texts of the Testing tab and of the /api/testing answers (admin-area.md sections 4 and 8). */
export const TESTING_MSG = {
  initialized: 'Test suites initialized',
  initFailed: 'Failed to initialize test suites',
  initError: 'Error initializing test suites',
  startFailed: 'Failed to start test run',
  startError: 'Error starting test run',
  noRunId: 'Test started but no run ID received',
  started: 'Test run started',
  stopped: 'Test run stopped',
  stopFailed: 'Failed to stop test run',
  stopError: 'Error stopping test run',
  monitoringTimedOut: 'Test monitoring timed out. Tests may still be running in background.',
  noneAvailable: 'No test suites available to run in current environment',
  productionConfirm:
    'Run the production-safe test suites against PRODUCTION? They only read data and never change members’ accounts.',
  productionConfirmOne:
    'Run this test suite against PRODUCTION? It only reads data and never changes members’ accounts.',
  confirmationRequired: 'Running tests in production needs a confirmation',
  notProductionSafe: 'This test suite is not safe to run in production',
  alreadyRunning: 'A test run is already in progress. Wait for it to finish or stop it.',
  suiteNotFound: 'Test suite not found. Initialize the test suites first.',
  runNotFound: 'Test run not found',
  notRunning: 'This test run has already finished',
  serverRestarted: 'The server restarted while this run was in progress',
} as const;

/** The environment an administrator runs tests for (the selector of the Testing tab). */
export const TESTING_ENVIRONMENTS = ['development', 'production'] as const;
export const ZTestingEnvironment = z.enum(TESTING_ENVIRONMENTS);
export type TTestingEnvironment = z.infer<typeof ZTestingEnvironment>;

export const ZTestSuite = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  test_count: z.number().int(),
  is_destructive: z.boolean(),
  production_safe: z.boolean(),
  /** Whether it may run in the environment asked for (only production-safe suites in production). */
  runnable: z.boolean(),
});
export type TTestSuite = z.infer<typeof ZTestSuite>;

export const ZTestSuitesQuery = z.object({ environment: ZTestingEnvironment.default('development') });
export const ZTestSuitesResponse = z.object({
  suites: z.array(ZTestSuite),
  /** The environment the suites were judged for; production when the server itself runs in production. */
  environment: ZTestingEnvironment,
});
export type TTestSuitesResponse = z.infer<typeof ZTestSuitesResponse>;

export const ZInitializeTestSuitesResponse = z.object({ msg: z.string(), suites: z.array(ZTestSuite) });
export type TInitializeTestSuitesResponse = z.infer<typeof ZInitializeTestSuitesResponse>;

export const ZStartTestRunRequest = z.object({
  suite_id: z.string().trim().min(1).max(100),
  environment: ZTestingEnvironment.default('development'),
  /** Required (true) for a run in production. */
  confirmed: z.boolean().optional(),
});
export type TStartTestRunRequest = z.input<typeof ZStartTestRunRequest>;

export const ZStartTestRunResponse = z.object({ msg: z.string(), run_id: z.number().int() });
export type TStartTestRunResponse = z.infer<typeof ZStartTestRunResponse>;

export const ZTestRunIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZTestProgress = z.object({
  suite_id: z.string(),
  current_test: z.string().nullable(),
  passed: z.number().int(),
  failed: z.number().int(),
  remaining: z.number().int(),
});
export type TTestProgress = z.infer<typeof ZTestProgress>;

export const ZTestRun = z.object({
  run_id: z.number().int(),
  suite_id: z.string(),
  suite_name: z.string(),
  environment: z.string(),
  status: ZTestRunStatus,
  passed_tests: z.number().int(),
  failed_tests: z.number().int(),
  skipped_tests: z.number().int(),
  error_tests: z.number().int(),
  total_tests: z.number().int(),
  current_test_name: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  summary: z.string().nullable(),
  started_by: z.string().nullable(),
  progress: ZTestProgress,
});
export type TTestRun = z.infer<typeof ZTestRun>;

export const ZTestResult = z.object({
  id: z.number().int(),
  test_case_name: z.string(),
  status: ZTestResultStatus,
  duration_seconds: z.number().nullable(),
  error_message: z.string().nullable(),
  stack_trace: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type TTestResult = z.infer<typeof ZTestResult>;
export const ZTestResultsResponse = z.object({ run_id: z.number().int(), results: z.array(ZTestResult) });
export type TTestResultsResponse = z.infer<typeof ZTestResultsResponse>;

export const ZTestLogEntry = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  level: ZLogLevel,
  message: z.string(),
});
export type TTestLogEntry = z.infer<typeof ZTestLogEntry>;
export const ZTestLogsResponse = z.object({ run_id: z.number().int(), logs: z.array(ZTestLogEntry) });
export type TTestLogsResponse = z.infer<typeof ZTestLogsResponse>;

export const ZTestRunHistoryQuery = z.object({ suite_id: z.string().trim().min(1).max(100).optional() });
export const ZTestRunHistoryResponse = z.object({ runs: z.array(ZTestRun) });
export type TTestRunHistoryResponse = z.infer<typeof ZTestRunHistoryResponse>;

/** How many runs the history answer lists (newest first). */
export const TEST_RUN_HISTORY_LIMIT = 50;

export const ZStopTestRunResponse = z.object({ msg: z.string(), run: ZTestRun });
export type TStopTestRunResponse = z.infer<typeof ZStopTestRunResponse>;
