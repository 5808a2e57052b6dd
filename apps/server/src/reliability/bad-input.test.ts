import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@quad/contract';
import { bearer, type TestMember } from '@/test-support/accounts';
import { createTestApp } from '@/test-support/test-app';
import { ENDPOINT_ACCESS } from './authorization-matrix';
import { badRequestFor, type BadRequest } from './bad-request.arbitrary';
import { listOperations, operationKey, type Operation } from './openapi-operations';
import { freshToken, quickMember } from './principals';

/**
 * Generated bad input against every endpoint the OpenAPI description lists, so endpoints
 * that land later are covered without a change here. Each request breaks one thing and
 * is sent as a signed-in member (an administrator for /api/admin), so it reaches the
 * handler past the auth gate. Every answer must be below 500; broken input must be a 4xx;
 * every 4xx is JSON with a `msg`, a `code` of ERROR_CODES and no stack trace. FUZZ_REQUESTS sets the total,
 * FUZZ_SEED replays a run.
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_500);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const t = await createTestApp();
const operations = await listOperations(t.app);
const runsPerOperation = Math.ceil(TOTAL / operations.length);

const principals: { member: TestMember; admin: TestMember; target: TestMember } = {
  member: await quickMember(t),
  admin: await quickMember(t, { isAdmin: true }),
  target: await quickMember(t),
};
const callerIds = () => new Set([principals.member.id, principals.admin.id]);
/** Path ids: the target member's, small ones that may exist, and large ones that do not. */
const pathIds = fc
  .oneof(fc.constant(principals.target.id), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }))
  .filter((id) => !callerIds().has(id));

const tally = new Map<string, number>();
const statuses = new Map<number, number>();
let sent = 0;
const started = Date.now();
let ipSeq = 0;

/** A signed-in caller whose session a request under test (logout, deletion) may have ended. */
async function ensureAlive(role: 'member' | 'admin'): Promise<void> {
  const current = principals[role];
  const alive = await t.ctx.sessions.authenticate(current.token).then(
    ({ user }) => !user.isSuspended && user.isAdmin === (role === 'admin'),
    () => false,
  );
  if (alive) return;
  const replacement = await t.ctx.sessions
    .authenticate((current.token = await freshToken(t, current.id).catch(() => '')))
    .then(
      ({ user }) => !user.isSuspended && user.isAdmin === (role === 'admin'),
      () => false,
    );
  if (!replacement) principals[role] = await quickMember(t, { isAdmin: role === 'admin' });
}

async function send(op: Operation, request: BadRequest) {
  const role = op.admin || ENDPOINT_ACCESS[operationKey(op)] === 'admin' ? 'admin' : 'member';
  const headers = { ...bearer(principals[role].token), ...request.headers };
  sent++;
  ipSeq++;
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    // Spread over many client addresses so per-address limits do not hide the handlers.
    remoteAddress: `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`,
  });
  tally.set(request.kind, (tally.get(request.kind) ?? 0) + 1);
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (request.method !== 'GET' && res.statusCode < 300) await ensureAlive(role);
  return res;
}

function assertWellFormed(request: BadRequest, res: Awaited<ReturnType<typeof send>>): void {
  const where = `${request.kind}: ${request.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (request.expect === '4xx') expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const body = res.json<{ msg?: unknown; code?: unknown }>();
    expect(typeof body.msg, where).toBe('string');
    expect(ERROR_CODES, where).toContain(body.code);
    expect((body.msg as string).length, where).toBeGreaterThan(0);
    expect(res.body, where).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/i);
  }
}

afterAll(async () => {
  const seconds = (Date.now() - started) / 1000;
  if (process.env.RELIABILITY_REPORT) {
    console.info(
      JSON.stringify({
        operations: operations.length,
        requests: sent,
        seconds,
        kinds: Object.fromEntries(tally),
        statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      }),
    );
  }
  await t.close();
});

describe('generated bad input, from the served OpenAPI description', () => {
  it('lists the endpoints', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((op) => [operationKey(op), op] as const))(
    '%s answers every broken request with a 4xx { msg }, never a 5xx',
    async (_, op) => {
      await fc.assert(
        fc.asyncProperty(badRequestFor(op, pathIds), async (request) => {
          assertWellFormed(request, await send(op, request));
        }),
        { numRuns: runsPerOperation, ...(seed !== undefined ? { seed } : {}), endOnFailure: true },
      );
    },
    120_000,
  );

  it('leaves the server healthy, signed-in members served and no prototype polluted', async () => {
    expect(sent).toBeGreaterThanOrEqual(Math.min(TOTAL, 10_000));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await ensureAlive('member');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(principals.member.token) });
    expect(me.statusCode).toBe(200);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
