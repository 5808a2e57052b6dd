import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '@/modules/auth/token.service';
import { connectSelfSocket } from '../self-socket';
import { describeAnswer, selfRequest } from '../self-request';
import { SkipTest, check, type TestCaseContext, type TestSuiteDefinition } from '../test-suite.types';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every administrator endpoint of this server: all of /api/admin and /api/testing. */
function presentEndpoints(app: FastifyInstance): [Method, string][] {
  return app.routeCatalogue
    .filter((r) => /^\/api\/(admin|testing)\//.test(r.url))
    .map((r): [Method, string] => [r.method as Method, r.url]);
}

/** Reads that need no parameters: the running administrator must get 200 from each present one. */
const PLAIN_READS = new Set([
  '/api/admin/check',
  '/api/admin/statistics',
  '/api/admin/admins',
  '/api/admin/settings/all',
  '/api/admin/payments/pending',
  '/api/admin/reports/pending',
  '/api/testing/test-suites',
  '/api/testing/test-runs/history',
]);

/** Every present endpoint must answer the status; the failures are listed. */
async function expectEveryAnswer(t: TestCaseContext, token: string | null, status: number): Promise<void> {
  const endpoints = presentEndpoints(t.app);
  check(endpoints.length > 0, 'No administrator endpoints found');
  const wrong: string[] = [];
  for (const [method, pattern] of endpoints) {
    // An id nobody has: a guard that let the call through could at most answer 404.
    const url = pattern.replace(/:[A-Za-z_]+/g, '2147483647');
    const res = await selfRequest(t.app, method, url, { token, ...(method === 'GET' ? {} : { body: {} }) });
    if (res.status !== status) wrong.push(describeAnswer(method, url, res));
  }
  await t.log(
    'INFO',
    `${endpoints.length - wrong.length} of ${endpoints.length} administrator endpoints answered ${status}`,
  );
  check(wrong.length === 0, `Expected ${status}: ${wrong.slice(0, 5).join('; ')}`);
}

/** The admin guard on every administrator endpoint and on sockets. Sends only refused or read-only requests. */
export const adminPermissionsSuite: TestSuiteDefinition = {
  id: 'admin-permissions',
  name: 'Admin permission checks',
  description:
    'Calls every administrator endpoint without a token and with a forged one and expects a refusal, checks sockets refuse unauthenticated connections, and checks the running administrator is accepted. Read-only.',
  category: 'Security',
  isDestructive: false,
  productionSafe: true,
  tests: [
    {
      name: 'Administrator endpoints refuse requests without a token',
      run: (t) => expectEveryAnswer(t, null, 401),
    },
    {
      name: 'Administrator endpoints refuse a token signed with another key',
      async run(t) {
        const forged = await signAccessToken(
          { jwtSecret: randomBytes(32), accessTokenTtlMs: t.ctx.config.accessTokenTtlMs },
          t.ctx.clock,
          t.admin.id,
          randomUUID(),
        );
        await expectEveryAnswer(t, forged, 401);
      },
    },
    {
      name: 'Sockets refuse connections without a valid token',
      async run(t) {
        for (const token of [null, 'not-a-token']) {
          const outcome = await connectSelfSocket(t.app, token).then(
            (socket) => {
              socket.close();
              return 'connected';
            },
            (err: unknown) => (err instanceof SkipTest ? Promise.reject(err) : 'refused'),
          );
          check(outcome === 'refused', `A socket ${token ? 'with a bad token' : 'without a token'} was let in`);
        }
      },
    },
    {
      name: 'The running administrator is accepted',
      async run(t) {
        if (!t.admin.token) throw new SkipTest('The run was not started with a bearer token');
        const reads = presentEndpoints(t.app).filter(([method, url]) => method === 'GET' && PLAIN_READS.has(url));
        for (const [method, url] of reads) {
          const res = await selfRequest(t.app, method, url, { token: t.admin.token });
          check(res.status === 200, describeAnswer(method, url, res));
        }
        await t.log('INFO', `${reads.length} administrator reads answered 200`);
      },
    },
  ],
};
