import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type ClientToServerEvents, type ServerToClientEvents } from '@quad/contract';
import { conversations } from '@/db/schema/index';
import { bearer, createMember } from '@/test-support/accounts';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { userRoom } from '@/platform/realtime';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(async () => t.close());

function client(token?: string): Client {
  const socket: Client = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    ...(token === undefined ? {} : { auth: { token } }),
  });
  clients.push(socket);
  return socket;
}

/** Resolves when connected, rejects with the server's message when refused. */
const connected = (socket: Client) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

const next = <E extends keyof ServerToClientEvents>(socket: Client, event: E) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => {
    socket.once(event as 'error', ((payload: never) => resolve(payload)) as never);
  });

const disconnection = (socket: Client) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('socket authentication', () => {
  it('refuses a connection without a token', async () => {
    await expect(connected(client())).rejects.toThrow(MSG.notAuthenticated);
  });

  it('refuses a bad token', async () => {
    await expect(connected(client('not.a.token'))).rejects.toThrow(MSG.sessionExpired);
  });

  it("joins the member's room with a good token", async () => {
    const m = await createMember(t);
    const socket = client(m.token);
    await connected(socket);
    const [server] = await t.ctx.io.in(userRoom(m.id)).fetchSockets();
    expect(server!.data).toEqual({ userId: m.id, sessionId: expect.any(String), isAdmin: false });
    const received = next(socket, 'user_typing');
    t.ctx.realtime.toUser(m.id, 'user_typing', { user_id: 42, is_typing: true });
    expect(await received).toEqual({ user_id: 42, is_typing: true });
  });

  it('puts administrators in the admins room, and only them', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const member = await createMember(t);
    const [a, m] = [client(admin.token), client(member.token)];
    await Promise.all([connected(a), connected(m)]);
    let memberGotIt = false;
    m.on('user_suspended', () => (memberGotIt = true));
    const received = next(a, 'user_suspended');
    t.ctx.realtime.toAdmins('user_suspended', { user_id: 7 });
    expect(await received).toEqual({ user_id: 7 });
    expect(memberGotIt).toBe(false);
  });

  it('lets a suspended member connect (account events must reach them)', async () => {
    const m = await createMember(t, { suspendedReason: 'x' });
    await connected(client(m.token));
  });

  it('is ended by logout', async () => {
    const m = await createMember(t);
    const socket = client(m.token);
    await connected(socket);
    const ended = disconnection(socket);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(m.token) });
    expect(await ended).toBe('io server disconnect');
    await expect(connected(client(m.token))).rejects.toThrow(MSG.sessionExpired);
  });

  it('is ended by a password change on the other devices only', async () => {
    const m = await createMember(t);
    const { token: phone } = await t.ctx.sessions.create(m.id);
    const [here, there] = [client(m.token), client(phone)];
    await Promise.all([connected(here), connected(there)]);
    const ended = disconnection(there);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: bearer(m.token),
      payload: { current_password: m.password, new_password: 'another password' },
    });
    expect(await ended).toBe('io server disconnect');
    expect(here.connected).toBe(true);
  });

  it('tells a deleted member and their conversation partners, then closes the connection', async () => {
    const m = await createMember(t);
    const partner = await createMember(t);
    const [low, high] = m.id < partner.id ? [m.id, partner.id] : [partner.id, m.id];
    await t.ctx.db
      .insert(conversations)
      .values({ userLowId: low, userHighId: high, initiatorId: m.id, lastMessageAt: t.clock.now() });
    const [mine, theirs] = [client(m.token), client(partner.token)];
    await Promise.all([connected(mine), connected(theirs)]);
    const status = next(mine, 'account_status_update');
    const ended = disconnection(mine);
    const gone = next(theirs, 'user_deleted');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(m.token) })).statusCode).toBe(
      200,
    );
    expect(await status).toEqual({ type: 'deletion', data: { deletion_type: 'user_requested', message: null } });
    expect(await ended).toBe('io server disconnect');
    expect(await gone).toEqual({ user_id: m.id });
    await expect(connected(client(m.token))).rejects.toThrow(MSG.sessionExpired);
  });
});
