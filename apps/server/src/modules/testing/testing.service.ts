import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  TEST_RUN_HISTORY_LIMIT,
  TESTING_MSG,
  type TStartTestRunResponse,
  type TTestingEnvironment,
  type TTestLogsResponse,
  type TTestResultsResponse,
  type TTestRun,
  type TTestSuite,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { testLogs, testResults, testRuns, testSuites, users } from '@/db/schema/index';
import { BadRequest, Conflict, Forbidden, NotFound } from '@/platform/errors';
import { SUITE_CATALOGUE, findSuiteDefinition } from './suite-catalogue';
import type { RunStarter, TestRunner } from './test-runner';
import { presentLog, presentResult, presentRun, presentSuite } from './testing.presenter';

const ACTIVE = ['pending', 'running'] as const;

/** A production server always tests as production, whatever the selector says. */
export const effectiveEnvironment = (ctx: AppContext, requested: TTestingEnvironment): TTestingEnvironment =>
  ctx.config.isProduction ? 'production' : requested;

/** The registered suites that are still defined in code, in catalogue order. */
export async function listSuites(ctx: AppContext, environment: TTestingEnvironment): Promise<TTestSuite[]> {
  const ids = SUITE_CATALOGUE.map((s) => s.id);
  const rows = await ctx.db.select().from(testSuites).where(inArray(testSuites.id, ids));
  return rows
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((row) => presentSuite(row, environment !== 'production' || row.productionSafe));
}

/** Registers (or refreshes) every suite defined in code; running it twice changes nothing. */
export async function initializeSuites(ctx: AppContext, environment: TTestingEnvironment): Promise<TTestSuite[]> {
  for (const suite of SUITE_CATALOGUE) {
    const values = {
      name: suite.name,
      description: suite.description,
      category: suite.category,
      testCount: suite.tests.length,
      isDestructive: suite.isDestructive,
      productionSafe: suite.productionSafe,
    };
    await ctx.db
      .insert(testSuites)
      .values({ id: suite.id, ...values })
      .onConflictDoUpdate({ target: testSuites.id, set: values });
  }
  return listSuites(ctx, environment);
}

export async function startRun(
  ctx: AppContext,
  runner: TestRunner,
  input: { suite_id: string; environment: TTestingEnvironment; confirmed?: boolean | undefined },
  starter: RunStarter,
): Promise<TStartTestRunResponse> {
  const environment = effectiveEnvironment(ctx, input.environment);
  const suite = findSuiteDefinition(input.suite_id);
  const [registered] = await ctx.db
    .select({ id: testSuites.id })
    .from(testSuites)
    .where(eq(testSuites.id, input.suite_id));
  if (!suite || !registered) throw new NotFound(TESTING_MSG.suiteNotFound);
  if (environment === 'production') {
    if (!suite.productionSafe) throw new Forbidden(TESTING_MSG.notProductionSafe);
    if (input.confirmed !== true) throw new BadRequest(TESTING_MSG.confirmationRequired);
  }
  if (runner.busy) throw new Conflict(TESTING_MSG.alreadyRunning);
  const [other] = await ctx.db
    .select({ id: testRuns.id })
    .from(testRuns)
    .where(inArray(testRuns.status, [...ACTIVE]))
    .limit(1);
  if (other) throw new Conflict(TESTING_MSG.alreadyRunning);
  const runId = await runner.start(suite, environment, starter);
  return { msg: TESTING_MSG.started, run_id: runId };
}

export async function getRun(ctx: AppContext, runId: number): Promise<TTestRun> {
  const [row] = await ctx.db
    .select({ run: testRuns, startedBy: users.username })
    .from(testRuns)
    .leftJoin(users, eq(users.id, testRuns.startedById))
    .where(eq(testRuns.id, runId));
  if (!row) throw new NotFound(TESTING_MSG.runNotFound);
  return presentRun(row.run, row.startedBy);
}

export async function runResults(ctx: AppContext, runId: number): Promise<TTestResultsResponse> {
  await getRun(ctx, runId);
  const rows = await ctx.db.select().from(testResults).where(eq(testResults.runId, runId)).orderBy(asc(testResults.id));
  return { run_id: runId, results: rows.map(presentResult) };
}

export async function runLogs(ctx: AppContext, runId: number): Promise<TTestLogsResponse> {
  await getRun(ctx, runId);
  const rows = await ctx.db.select().from(testLogs).where(eq(testLogs.runId, runId)).orderBy(asc(testLogs.id));
  return { run_id: runId, logs: rows.map(presentLog) };
}

export async function runHistory(ctx: AppContext, suiteId: string | undefined): Promise<TTestRun[]> {
  const rows = await ctx.db
    .select({ run: testRuns, startedBy: users.username })
    .from(testRuns)
    .leftJoin(users, eq(users.id, testRuns.startedById))
    .where(suiteId ? eq(testRuns.suiteId, suiteId) : undefined)
    .orderBy(desc(testRuns.startedAt), desc(testRuns.id))
    .limit(TEST_RUN_HISTORY_LIMIT);
  return rows.map((r) => presentRun(r.run, r.startedBy));
}

/**
 * Stops a run after its current test (the remaining tests are not run; throwaway data is
 * still removed). The flag is stored so the instance running it sees it; a run nobody runs
 * any more (single instance, not in memory) is marked stopped at once.
 */
export async function stopRun(
  ctx: AppContext,
  runner: TestRunner,
  runId: number,
): Promise<{ msg: string; run: TTestRun }> {
  const run = await getRun(ctx, runId);
  if (run.status !== 'pending' && run.status !== 'running') throw new Conflict(TESTING_MSG.notRunning);
  await ctx.db.update(testRuns).set({ stopRequested: true }).where(eq(testRuns.id, runId));
  const local = runner.requestStop(runId);
  if (!local && !ctx.config.redisUrl) {
    await ctx.db
      .update(testRuns)
      .set({ status: 'stopped', currentTestName: null, completedAt: ctx.clock.now() })
      .where(and(eq(testRuns.id, runId), inArray(testRuns.status, [...ACTIVE])));
  }
  return { msg: TESTING_MSG.stopped, run: await getRun(ctx, runId) };
}
