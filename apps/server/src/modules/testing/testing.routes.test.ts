import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  TESTING_MSG,
  type TestRunProgress,
  type TTestLogsResponse,
  type TTestResultsResponse,
  type TTestRun,
  type TTestRunHistoryResponse,
  type TTestSuitesResponse,
} from '@quad/contract';
import { autoFlags, deletedUsers, institutions, messages, users } from '@/db/schema/index';
import { bearer, createMember, useMember } from '@/test-support/accounts';
import { connectSocket } from '@/test-support/socket-client';
import { createTestApp, useTestApp, type TestApp } from '@/test-support/test-app';
import { SUITE_CATALOGUE } from './suite-catalogue';
import { THROWAWAY_PREFIX } from './throwaway-data';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true });
beforeAll(async () => {
  // Suites that open real sockets connect to the server's own port.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const api = (app: TestApp, method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  app.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const start = (app: TestApp, token: string, payload: object) =>
  api(app, 'POST', '/api/testing/test-runs', token, payload);

/** Polls the run (as the Testing tab does) until it has finished. */
async function finished(app: TestApp, token: string, runId: number): Promise<TTestRun> {
  for (let i = 0; i < 1200; i++) {
    const run = (await api(app, 'GET', `/api/testing/test-runs/${runId}`, token)).json<TTestRun>();
    if (run.status !== 'pending' && run.status !== 'running') return run;
    await sleep(100);
  }
  throw new Error(`run ${runId} did not finish`);
}

async function runToEnd(app: TestApp, token: string, suiteId: string): Promise<TTestRun> {
  const res = await start(app, token, { suite_id: suiteId, environment: 'development' });
  expect(res.statusCode, res.body).toBe(202);
  return finished(app, token, res.json<{ run_id: number }>().run_id);
}

const results = async (app: TestApp, token: string, runId: number) =>
  (await api(app, 'GET', `/api/testing/test-runs/${runId}/results`, token)).json<TTestResultsResponse>().results;
const logs = async (app: TestApp, token: string, runId: number) =>
  (await api(app, 'GET', `/api/testing/test-runs/${runId}/logs`, token)).json<TTestLogsResponse>().logs;

async function throwawayFootprint(app: TestApp) {
  const [members] = await app.ctx.db.select({ n: count() }).from(users);
  const [marked] = await app.ctx.db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, `${THROWAWAY_PREFIX}%`));
  const [deleted] = await app.ctx.db.select({ n: count() }).from(deletedUsers);
  const [insts] = await app.ctx.db
    .select({ n: count() })
    .from(institutions)
    .where(like(institutions.id, `${THROWAWAY_PREFIX}%`));
  const [msgs] = await app.ctx.db.select({ n: count() }).from(messages);
  const [flags] = await app.ctx.db.select({ n: count() }).from(autoFlags);
  return {
    members: members!.n,
    marked: marked!.n,
    deletionRecords: deleted!.n,
    institutions: insts!.n,
    messages: msgs!.n,
    flags: flags!.n,
  };
}

describe('suites', () => {
  it('refuses members (403) and visitors (401)', async () => {
    const member = await createMember(t);
    const asMember = await api(t, 'GET', '/api/testing/test-suites', member.token);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ msg: MSG.notAdmin, code: 'forbidden' });
    expect((await api(t, 'POST', '/api/testing/test-suites/initialize', null)).statusCode).toBe(401);
    expect((await start(t, member.token, { suite_id: 'platform-health' })).statusCode).toBe(403);
  });

  it('lists none before initialisation; Initialize registers every suite once, however often it is called', async () => {
    const before = (await api(t, 'GET', '/api/testing/test-suites', admin.token)).json<TTestSuitesResponse>();
    expect(before).toEqual({ environment: 'development', suites: [] });
    expect((await start(t, admin.token, { suite_id: 'platform-health' })).json()).toEqual({
      msg: TESTING_MSG.suiteNotFound,
      code: 'not_found',
    });

    const first = await api(t, 'POST', '/api/testing/test-suites/initialize', admin.token);
    expect(first.statusCode).toBe(200);
    const again = await api(t, 'POST', '/api/testing/test-suites/initialize', admin.token);
    expect(again.json()).toEqual(first.json());
    const listed = (await api(t, 'GET', '/api/testing/test-suites', admin.token)).json<TTestSuitesResponse>();
    expect(listed.suites.map((s) => s.id)).toEqual(SUITE_CATALOGUE.map((s) => s.id));
    const health = listed.suites.find((s) => s.id === 'platform-health');
    expect(health).toMatchObject({
      name: 'Platform health',
      category: 'Platform',
      is_destructive: false,
      production_safe: true,
      runnable: true,
      test_count: 6,
    });
    for (const suite of listed.suites) {
      expect(suite.name.length).toBeGreaterThan(0);
      expect(suite.description.length).toBeGreaterThan(20);
      // Anything that writes data must never be offered for production.
      if (suite.is_destructive) expect(suite.production_safe).toBe(false);
    }
  });
});

describe('runs', () => {
  it('answers at once with a run id, runs in the background, streams progress and records results, logs and history', async () => {
    const socket = await connectSocket(t, admin.token);
    const progress: TestRunProgress[] = [];
    socket.on('test_run_progress', (p) => progress.push(p));

    const res = await start(t, admin.token, { suite_id: 'admin-permissions', environment: 'development' });
    expect(res.statusCode).toBe(202);
    const { run_id, msg } = res.json<{ run_id: number; msg: string }>();
    expect(msg).toBe(TESTING_MSG.started);
    const run = await finished(t, admin.token, run_id);
    expect(run).toMatchObject({
      run_id,
      suite_id: 'admin-permissions',
      suite_name: 'Admin permission checks',
      environment: 'development',
      status: 'passed',
      passed_tests: 4,
      failed_tests: 0,
      skipped_tests: 0,
      total_tests: 4,
      current_test_name: null,
      started_by: admin.username,
      summary: '4 passed, 0 failed, 0 skipped of 4 tests',
      progress: { suite_id: 'admin-permissions', current_test: null, passed: 4, failed: 0, remaining: 0 },
    });
    expect(run.duration_seconds).toBeGreaterThan(0);
    expect(run.completed_at).not.toBeNull();

    const rows = await results(t, admin.token, run_id);
    expect(rows.map((r) => [r.test_case_name, r.status])).toEqual(
      SUITE_CATALOGUE.find((s) => s.id === 'admin-permissions')!.tests.map((test) => [test.name, 'passed']),
    );
    expect(rows.every((r) => r.error_message === null && r.duration_seconds !== null)).toBe(true);

    const entries = await logs(t, admin.token, run_id);
    expect(entries[0]).toMatchObject({ level: 'INFO', message: 'Started Admin permission checks: 4 tests' });
    expect(entries.at(-1)).toMatchObject({ level: 'INFO', message: run.summary });
    expect(entries.some((e) => /administrator endpoints answered 401/.test(e.message))).toBe(true);

    // The socket saw the run start, its tests, its log lines and its end.
    await expect.poll(() => progress.some((p) => p.run_id === run_id && p.status === 'passed')).toBe(true);
    const mine = progress.filter((p) => p.run_id === run_id);
    expect(mine.some((p) => p.current_test === 'Sockets refuse connections without a valid token')).toBe(true);
    expect(mine.some((p) => p.log?.message === run.summary)).toBe(true);
    socket.close();

    const history = (
      await api(t, 'GET', '/api/testing/test-runs/history?suite_id=admin-permissions', admin.token)
    ).json<TTestRunHistoryResponse>();
    expect(history.runs[0]).toEqual(run);
    expect(history.runs.every((r) => r.suite_id === 'admin-permissions')).toBe(true);
  });

  it('records a skipped test with its reason and finishes completed (image moderation is off here)', async () => {
    const run = await runToEnd(t, admin.token, 'platform-health');
    expect(run).toMatchObject({ status: 'completed', passed_tests: 5, failed_tests: 0, skipped_tests: 1 });
    const skipped = (await results(t, admin.token, run.run_id)).find((r) => r.status === 'skipped');
    expect(skipped).toMatchObject({
      test_case_name: 'Image moderation model loads and classifies',
      error_message: 'Image moderation is switched off (IMAGE_MODERATION=off)',
      stack_trace: null,
    });
    const entries = await logs(t, admin.token, run.run_id);
    expect(entries.some((e) => e.level === 'WARNING' && e.message.startsWith('Skipped: Image moderation'))).toBe(true);
  });

  it('counts a test that breaks (here: no mail server listening) as an error, apart from failed checks', async () => {
    const broken = await createTestApp({ mail: 'configured', env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const brokenAdmin = await createMember(broken, { isAdmin: true });
      await api(broken, 'POST', '/api/testing/test-suites/initialize', brokenAdmin.token);
      const run = await runToEnd(broken, brokenAdmin.token, 'platform-health');
      expect(run).toMatchObject({
        status: 'failed',
        passed_tests: 4,
        failed_tests: 0,
        error_tests: 1,
        skipped_tests: 1,
      });
      expect(run.summary).toBe('4 passed, 0 failed, 1 broke with an error, 1 skipped of 6 tests');
      expect(run.progress).toMatchObject({ failed: 1, remaining: 0 });
      const mail = (await results(broken, brokenAdmin.token, run.run_id)).find(
        (r) => r.test_case_name === 'Mail transport is ready',
      );
      expect(mail?.status).toBe('failed');
      expect(mail?.error_message).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await broken.close();
    }
  });

  it('runs the message screening regression against the live settings', async () => {
    const run = await runToEnd(t, admin.token, 'message-screening');
    expect(run.status, run.summary ?? '').toBe('passed');

    // An administrator raising the threshold out of reach is what the regression is there to show.
    await t.ctx.settings.update({ autoflag_threshold_score: 100 });
    try {
      const lax = await runToEnd(t, admin.token, 'message-screening');
      expect(lax.status).toBe('failed');
      const failed = (await results(t, admin.token, lax.run_id)).find((r) => r.status === 'failed');
      expect(failed?.test_case_name).toBe('Messages the default settings flag are still flagged');
      expect(failed?.error_message).toMatch(/not flagged with the live settings \(threshold 100\)/);
      expect(failed?.stack_trace).toMatch(/^CheckFailed: .*\n\s+at /s);
    } finally {
      await t.ctx.settings.update({ autoflag_threshold_score: 50 });
    }
  });

  it('the authentication flow, the realtime chat round trip and the payment gate pass and leave nothing behind', async () => {
    const before = await throwawayFootprint(t);
    for (const suiteId of ['auth-flow', 'realtime-chat', 'payment-gate']) {
      const run = await runToEnd(t, admin.token, suiteId);
      expect(run.status, `${suiteId}: ${run.summary}`).toBe('passed');
      const entries = await logs(t, admin.token, run.run_id);
      expect(entries.some((e) => /^Removed throwaway data: [1-9]\d* members/.test(e.message))).toBe(true);
    }
    expect(await throwawayFootprint(t)).toEqual(before);
  });

  it('removes the throwaway data of a destructive suite that fails half-way', async () => {
    // Sign-in calls are limited to two a minute here: the third call of the flow is refused.
    const strict = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const strictAdmin = await createMember(strict, { isAdmin: true });
      await api(strict, 'POST', '/api/testing/test-suites/initialize', strictAdmin.token);
      const before = await throwawayFootprint(strict);
      const run = await runToEnd(strict, strictAdmin.token, 'auth-flow');
      expect(run.status).toBe('failed');
      expect(run.passed_tests).toBeGreaterThanOrEqual(1);
      expect(run.failed_tests).toBeGreaterThanOrEqual(1);
      const rows = await results(strict, strictAdmin.token, run.run_id);
      expect(rows[0]).toMatchObject({ test_case_name: 'Register a throwaway member', status: 'passed' });
      const failure = rows.find((r) => r.status === 'failed')!;
      expect(failure.error_message).toMatch(/answered 429/);
      expect(failure.stack_trace).toMatch(/at /);
      const entries = await logs(strict, strictAdmin.token, run.run_id);
      expect(entries.some((e) => e.level === 'ERROR' && e.message.startsWith('Failed: '))).toBe(true);
      expect(entries.some((e) => e.message === 'Removed throwaway data: 1 members, 0 institutions')).toBe(true);
      expect(await throwawayFootprint(strict)).toEqual(before);
    } finally {
      await strict.close();
    }
  });

  it('runs one suite at a time, and a run can be stopped after its current test', async () => {
    const res = await start(t, admin.token, { suite_id: 'message-screening', environment: 'development' });
    const { run_id } = res.json<{ run_id: number }>();
    const second = await start(t, admin.token, { suite_id: 'platform-health', environment: 'development' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ msg: TESTING_MSG.alreadyRunning, code: 'conflict' });

    const stop = await api(t, 'POST', `/api/testing/test-runs/${run_id}/stop`, admin.token);
    expect(stop.statusCode).toBe(200);
    expect(stop.json<{ msg: string }>().msg).toBe(TESTING_MSG.stopped);
    const run = await finished(t, admin.token, run_id);
    expect(run.status).toBe('stopped');
    expect(run.summary).toMatch(/stopped by an administrator with [1-9]\d* not run/);
    expect((await results(t, admin.token, run_id)).length).toBeLessThan(run.total_tests);

    const again = await api(t, 'POST', `/api/testing/test-runs/${run_id}/stop`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: TESTING_MSG.notRunning, code: 'conflict' });
  });

  it('answers 404 for an unknown run and 400 for a malformed id', async () => {
    for (const path of ['', '/results', '/logs']) {
      const res = await api(t, 'GET', `/api/testing/test-runs/999999${path}`, admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: TESTING_MSG.runNotFound, code: 'not_found' });
    }
    expect((await api(t, 'GET', '/api/testing/test-runs/abc', admin.token)).statusCode).toBe(400);
    expect((await start(t, admin.token, { suite_id: 'no-such-suite' })).statusCode).toBe(404);
    expect((await start(t, admin.token, { environment: 'development' })).statusCode).toBe(400);
  });
});

describe('production', () => {
  it('runs only production-safe suites, and only when confirmed', async () => {
    const suites = (
      await api(t, 'GET', '/api/testing/test-suites?environment=production', admin.token)
    ).json<TTestSuitesResponse>();
    expect(suites.environment).toBe('production');
    for (const s of suites.suites) expect(s.runnable).toBe(s.production_safe);

    const destructive = await start(t, admin.token, {
      suite_id: 'auth-flow',
      environment: 'production',
      confirmed: true,
    });
    expect(destructive.statusCode).toBe(403);
    expect(destructive.json()).toEqual({ msg: TESTING_MSG.notProductionSafe, code: 'forbidden' });
    const unconfirmed = await start(t, admin.token, { suite_id: 'platform-health', environment: 'production' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({ msg: TESTING_MSG.confirmationRequired, code: 'bad_request' });

    const res = await start(t, admin.token, {
      suite_id: 'platform-health',
      environment: 'production',
      confirmed: true,
    });
    expect(res.statusCode).toBe(202);
    const run = await finished(t, admin.token, res.json<{ run_id: number }>().run_id);
    expect(run.environment).toBe('production');
  });

  it('a production server tests as production whatever the selector says', async () => {
    const prod = await createTestApp({ config: { isProduction: true } });
    try {
      const prodAdmin = await createMember(prod, { isAdmin: true });
      await api(prod, 'POST', '/api/testing/test-suites/initialize', prodAdmin.token);
      const listed = (
        await api(prod, 'GET', '/api/testing/test-suites?environment=development', prodAdmin.token)
      ).json<TTestSuitesResponse>();
      expect(listed.environment).toBe('production');
      const res = await start(prod, prodAdmin.token, { suite_id: 'payment-gate', environment: 'development' });
      expect(res.statusCode).toBe(403);
      const [row] = await prod.ctx.db.select({ n: count() }).from(users).where(eq(users.isAdmin, false));
      expect(row!.n).toBe(0);
    } finally {
      await prod.close();
    }
  });
});
