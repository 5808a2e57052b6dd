import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestRunProgress, TTestingEnvironment, TTestRunStatus } from '@quad/contract';
import { TESTING_MSG } from '@quad/contract';
import { testLogs, testResults, testRuns } from '@/db/schema/index';
import {
  CheckFailed,
  SkipTest,
  type LogLevel,
  type TestCase,
  type TestCaseContext,
  type TestSuiteDefinition,
} from './test-suite.types';
import { ThrowawayData } from './throwaway-data';

/** A test that takes longer than this fails (a hung socket must not hold the run forever). */
export const TEST_CASE_TIMEOUT_MS = 60_000;
const STACK_MAX_CHARS = 4_000;
const ERROR_MAX_CHARS = 1_000;

interface ActiveRun {
  stopRequested: boolean;
  done: Promise<void>;
}

interface Counts {
  passed: number;
  /** An expectation did not hold. */
  failed: number;
  /** The test itself broke (an exception, a timeout); shown as failed, counted apart. */
  errors: number;
  skipped: number;
}

const finished = (c: Counts) => c.passed + c.failed + c.errors + c.skipped;

export interface RunStarter {
  id: number;
  token: string | null;
}

/**
 * Runs suites in the background, one test at a time, yielding to the event loop between
 * tests so requests keep being served. Every step is written to the database (the Testing
 * tab polls it) and streamed to the administrators' sockets as `test_run_progress`.
 */
export class TestRunner {
  private readonly active = new Map<number, ActiveRun>();

  constructor(private readonly app: FastifyInstance) {}

  get busy(): boolean {
    return this.active.size > 0;
  }

  isActive(runId: number): boolean {
    return this.active.has(runId);
  }

  /** Records a pending run and starts it after this request's answer; resolves to the run id. */
  async start(suite: TestSuiteDefinition, environment: TTestingEnvironment, starter: RunStarter): Promise<number> {
    const { db, clock } = this.app.ctx;
    const [row] = await db
      .insert(testRuns)
      .values({
        suiteId: suite.id,
        suiteName: suite.name,
        environment,
        status: 'pending',
        totalTests: suite.tests.length,
        startedById: starter.id,
        startedAt: clock.now(),
      })
      .returning({ id: testRuns.id });
    const runId = row!.id;
    const run: ActiveRun = { stopRequested: false, done: Promise.resolve() };
    this.active.set(runId, run);
    run.done = yieldToEventLoop()
      .then(() => this.execute(runId, suite, starter, run))
      .catch((err: unknown) => this.abandon(runId, err))
      .finally(() => this.active.delete(runId));
    return runId;
  }

  /** Asks a run of this instance to stop after its current test; false when it is not running here. */
  requestStop(runId: number): boolean {
    const run = this.active.get(runId);
    if (!run) return false;
    run.stopRequested = true;
    return true;
  }

  /** Stops every run and waits for them to clean up (the app is closing). */
  async stopAll(): Promise<void> {
    for (const run of this.active.values()) run.stopRequested = true;
    await Promise.all([...this.active.values()].map((r) => r.done));
  }

  /** The runner itself broke (the database went away…): the run must not stay "running". */
  private async abandon(runId: number, err: unknown): Promise<void> {
    this.app.log.error({ err, runId }, 'test run broke');
    const { db, clock } = this.app.ctx;
    await db
      .update(testRuns)
      .set({
        status: 'failed',
        summary: `The run broke: ${errorText(err)}`,
        currentTestName: null,
        completedAt: clock.now(),
      })
      .where(eq(testRuns.id, runId))
      .catch((e: unknown) => this.app.log.error({ err: e, runId }, 'test run outcome not recorded'));
  }

  /** Runs left pending or running by a previous process can never finish: mark them failed. */
  async markInterrupted(): Promise<void> {
    const { db, clock } = this.app.ctx;
    await db
      .update(testRuns)
      .set({ status: 'failed', summary: TESTING_MSG.serverRestarted, currentTestName: null, completedAt: clock.now() })
      .where(inArray(testRuns.status, ['pending', 'running']));
  }

  private async execute(runId: number, suite: TestSuiteDefinition, starter: RunStarter, run: ActiveRun) {
    const { ctx } = this.app;
    const began = performance.now();
    const counts: Counts = { passed: 0, failed: 0, errors: 0, skipped: 0 };
    const throwaway = new ThrowawayData(ctx, runId);
    const t: TestCaseContext = {
      app: this.app,
      ctx,
      runId,
      admin: starter,
      throwaway,
      state: new Map(),
      log: (level, message) => this.log(runId, suite.id, level, message, counts, suite.tests.length),
    };
    const update = (values: Partial<typeof testRuns.$inferInsert>) =>
      ctx.db.update(testRuns).set(values).where(eq(testRuns.id, runId));
    const emit = (status: TTestRunStatus, currentTest: string | null) =>
      ctx.realtime.toAdmins('test_run_progress', progress(runId, suite.id, status, currentTest, counts, suite.tests));

    await update({ status: 'running' });
    emit('running', null);
    await t.log('INFO', `Started ${suite.name}: ${suite.tests.length} tests`);
    let stopped = false;
    for (const test of suite.tests) {
      if (run.stopRequested || (await stopRequestedInDatabase(this.app, runId))) {
        stopped = true;
        break;
      }
      await update({ currentTestName: test.name });
      emit('running', test.name);
      await this.runOne(t, test, counts);
      await update({
        passedTests: counts.passed,
        failedTests: counts.failed,
        errorTests: counts.errors,
        skippedTests: counts.skipped,
        durationSeconds: seconds(performance.now() - began),
      });
      await yieldToEventLoop();
    }

    let cleanupFailed = false;
    if (suite.isDestructive) {
      try {
        const removed = await throwaway.cleanup();
        await t.log('INFO', `Removed throwaway data: ${removed.members} members, ${removed.institutions} institutions`);
      } catch (err) {
        cleanupFailed = true;
        await t.log('ERROR', `Could not remove throwaway data: ${errorText(err)}`);
      }
    }

    const status = finalStatus(counts, stopped, cleanupFailed);
    const summary = summarise(counts, suite.tests.length, stopped, cleanupFailed);
    await update({
      status,
      currentTestName: null,
      summary,
      passedTests: counts.passed,
      failedTests: counts.failed,
      errorTests: counts.errors,
      skippedTests: counts.skipped,
      durationSeconds: seconds(performance.now() - began),
      completedAt: ctx.clock.now(),
    });
    await t.log(status === 'failed' ? 'ERROR' : stopped ? 'WARNING' : 'INFO', summary);
    emit(status, null);
  }

  private async runOne(t: TestCaseContext, test: TestCase, counts: Counts): Promise<void> {
    const { ctx } = t;
    const startedAt = ctx.clock.now();
    const began = performance.now();
    let status: 'passed' | 'failed' | 'skipped' = 'passed';
    let error: unknown = null;
    try {
      await withTimeout(test.run(t), TEST_CASE_TIMEOUT_MS, test.name);
    } catch (err) {
      error = err;
      status = err instanceof SkipTest ? 'skipped' : 'failed';
    }
    if (status === 'failed' && !(error instanceof CheckFailed)) counts.errors++;
    else counts[status]++;
    const duration = seconds(performance.now() - began);
    await ctx.db.insert(testResults).values({
      runId: t.runId,
      testCaseName: test.name,
      status,
      durationSeconds: duration,
      errorMessage: error ? errorText(error).slice(0, ERROR_MAX_CHARS) : null,
      stackTrace:
        status === 'failed' && error instanceof Error ? (error.stack ?? null)?.slice(0, STACK_MAX_CHARS) : null,
      startedAt,
      completedAt: ctx.clock.now(),
    });
    if (status === 'passed') await t.log('INFO', `Passed: ${test.name} (${duration.toFixed(2)} s)`);
    else if (status === 'skipped') await t.log('WARNING', `Skipped: ${test.name}: ${errorText(error)}`);
    else await t.log('ERROR', `Failed: ${test.name}: ${errorText(error)}`);
  }

  private async log(runId: number, suiteId: string, level: LogLevel, message: string, counts: Counts, total: number) {
    const { db, clock, realtime } = this.app.ctx;
    const [row] = await db
      .insert(testLogs)
      .values({ runId, level, message, timestamp: clock.now() })
      .returning({ timestamp: testLogs.timestamp });
    realtime.toAdmins('test_run_progress', {
      run_id: runId,
      suite_id: suiteId,
      status: 'running',
      current_test: null,
      passed: counts.passed,
      failed: counts.failed + counts.errors,
      remaining: Math.max(0, total - finished(counts)),
      log: { timestamp: row!.timestamp.toISOString(), level, message },
    });
  }
}

async function stopRequestedInDatabase(app: FastifyInstance, runId: number): Promise<boolean> {
  const [row] = await app.ctx.db.select({ stop: testRuns.stopRequested }).from(testRuns).where(eq(testRuns.id, runId));
  return row?.stop ?? false;
}

function progress(
  runId: number,
  suiteId: string,
  status: TTestRunStatus,
  currentTest: string | null,
  counts: Counts,
  tests: TestCase[],
): TestRunProgress {
  return {
    run_id: runId,
    suite_id: suiteId,
    status,
    current_test: currentTest,
    passed: counts.passed,
    failed: counts.failed + counts.errors,
    remaining: Math.max(0, tests.length - finished(counts)),
  };
}

/** Failed if anything failed; stopped if an administrator stopped it; completed if some were skipped. */
function finalStatus(counts: Counts, stopped: boolean, cleanupFailed: boolean): TTestRunStatus {
  if (counts.failed > 0 || counts.errors > 0 || cleanupFailed) return 'failed';
  if (stopped) return 'stopped';
  return counts.skipped > 0 ? 'completed' : 'passed';
}

function summarise(counts: Counts, total: number, stopped: boolean, cleanupFailed: boolean): string {
  const parts = [
    `${counts.passed} passed`,
    `${counts.failed} failed`,
    ...(counts.errors > 0 ? [`${counts.errors} broke with an error`] : []),
    `${counts.skipped} skipped`,
  ];
  const notRun = total - finished(counts);
  let summary = `${parts.join(', ')} of ${total} tests`;
  if (stopped) summary += `; stopped by an administrator with ${notRun} not run`;
  if (cleanupFailed) summary += '; throwaway data could not be removed';
  return summary;
}

const seconds = (ms: number) => Math.round(ms) / 1000;

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
