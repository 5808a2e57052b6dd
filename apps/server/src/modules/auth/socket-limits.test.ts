import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG, SOCKETS_PER_MEMBER_MAX } from '@quad/contract';
import { createMember } from '@/test-support/accounts';
import { createTestApp, type TestApp, type TestAppOptions } from '@/test-support/test-app';
import { userRoom } from '@/platform/realtime';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
let redis: ChildProcess | undefined;
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  for (const t of apps.splice(0).reverse()) await t.close();
  redis?.kill();
  redis = undefined;
});

async function serve(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

interface Outcome {
  socket: Socket;
  /** 'connected', or the refusal's message and code. */
  result: 'connected' | { message: string; code: unknown };
}

function open(url: string, token: string): Promise<Outcome> {
  const socket = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, result: 'connected' }));
    socket.once('connect_error', (err: Error & { data?: { code?: unknown } }) =>
      resolve({ socket, result: { message: err.message, code: err.data?.code } }),
    );
  });
}

const tooMany = { message: MSG.tooManyConnections, code: 'too_many_connections' };

describe('connections per member', () => {
  it(`holds ${SOCKETS_PER_MEMBER_MAX} of one member and refuses the next, clearly; the open ones keep working`, async () => {
    const { t, url } = await serve();
    const m = await createMember(t);
    const held: Outcome[] = [];
    for (let i = 0; i < SOCKETS_PER_MEMBER_MAX; i++) held.push(await open(url, m.token));
    expect(held.map((o) => o.result)).toEqual(Array(SOCKETS_PER_MEMBER_MAX).fill('connected'));

    expect((await open(url, m.token)).result).toEqual(tooMany);
    expect(await t.ctx.io.in(userRoom(m.id)).fetchSockets()).toHaveLength(SOCKETS_PER_MEMBER_MAX);
    expect(held.every((o) => o.socket.connected)).toBe(true);
    // Another member is not affected.
    const other = await createMember(t);
    expect((await open(url, other.token)).result).toBe('connected');

    // A closed tab frees its place.
    const server = t.ctx.io.of('/').sockets.get(held[0]!.socket.id!)!;
    const gone = new Promise((resolve) => server.once('disconnect', resolve));
    held[0]!.socket.disconnect();
    await gone;
    expect((await open(url, m.token)).result).toBe('connected');
  });

  it('lets exactly the cap through when many connections of one member arrive at once', async () => {
    const { t, url } = await serve();
    const m = await createMember(t);
    const burst = await Promise.all(Array.from({ length: 2 * SOCKETS_PER_MEMBER_MAX }, () => open(url, m.token)));
    const connected = burst.filter((o) => o.result === 'connected');
    expect(connected).toHaveLength(SOCKETS_PER_MEMBER_MAX);
    expect(burst.filter((o) => o.result !== 'connected').map((o) => o.result)).toEqual(
      Array(SOCKETS_PER_MEMBER_MAX).fill(tooMany),
    );
  });
});

describe('handshakes failing authentication, per address', () => {
  it('refuses an address for the rest of the minute once it has failed too often, then lets it in', async () => {
    const { t, url } = await serve({ env: { SOCKET_AUTH_FAILURES_PER_MINUTE: '3' } });
    const m = await createMember(t);
    for (let i = 0; i < 3; i++) {
      expect((await open(url, 'not.a.token')).result).toEqual({
        message: MSG.sessionExpired,
        code: 'not_authenticated',
      });
    }
    const refused = { message: MSG.tooManyConnectionAttempts, code: 'too_many_connection_attempts' };
    expect((await open(url, 'not.a.token')).result).toEqual(refused);
    // Refused before the token is looked at: a good one waits for the minute to pass too.
    expect((await open(url, m.token)).result).toEqual(refused);
    t.clock.advance(60_000);
    expect((await open(url, m.token)).result).toBe('connected');
  });

  it('does not count handshakes that authenticate (a campus behind one address reconnecting at once)', async () => {
    const { t, url } = await serve({ env: { SOCKET_AUTH_FAILURES_PER_MINUTE: '3' } });
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t)));
    for (const m of members) expect((await open(url, m.token)).result).toBe('connected');
  });
});

/** A Redis server of our own on a free loopback port, when redis-server is installed. */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedis)('connections per member across two instances (Redis adapter)', () => {
  async function startRedis(): Promise<string> {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await new Promise<void>((resolve, reject) => {
      const server = redis!;
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
    });
    return `redis://127.0.0.1:${port}`;
  }

  it('counts the sockets a member holds on the other instance', async () => {
    const redisUrl = await startRedis();
    const a = await serve({ env: { REDIS_URL: redisUrl } });
    const b = await serve({ env: { REDIS_URL: redisUrl }, database: a.t.ctx.database, clock: a.t.clock });
    const m = await createMember(a.t);
    const half = Math.ceil(SOCKETS_PER_MEMBER_MAX / 2);
    for (let i = 0; i < SOCKETS_PER_MEMBER_MAX; i++) {
      expect((await open(i < half ? a.url : b.url, m.token)).result).toBe('connected');
    }
    expect((await open(a.url, m.token)).result).toEqual(tooMany);
    expect((await open(b.url, m.token)).result).toEqual(tooMany);
  });
});
