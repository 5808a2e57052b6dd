import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { TOwnPhoto } from '@quad/contract';
import { deleteAccount } from '@/modules/account/account-deletion.service';
import { clientId, send, setPaid } from '@/modules/chat/chat.test-support';
import { bearer, type TestMember } from '@/test-support/accounts';
import { jpeg } from '@/test-support/images';
import { uploadPhotoAs } from '@/test-support/photo-upload';
import { connectSocket, type TestSocket } from '@/test-support/socket-client';
import { createTestApp } from '@/test-support/test-app';
import { ENDPOINT_ACCESS, SOCKET_EVENT_ACCESS, type Access } from './authorization-matrix';
import { validValue } from './json-schema-arbitrary';
import { fillPath, listOperations, operationKey, type Operation } from './openapi-operations';
import { freshToken, quickMember } from './principals';

/**
 * ASVS 5.0 V8 (authorisation) at level 2: every endpoint × anonymous, member, another
 * member, suspended member, a deleted member's old token, a logged-out token, and an
 * administrator, each request with a well-formed body so that only the caller decides.
 */
const t = await createTestApp();
const operations = await listOperations(t.app);
const sockets: TestSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

type Role = 'member' | 'other' | 'suspended' | 'admin';
const roles: Record<Role, TestMember> = {
  member: await quickMember(t),
  other: await quickMember(t),
  suspended: await quickMember(t, { suspended: true }),
  admin: await quickMember(t, { isAdmin: true }),
};
const deleted = await quickMember(t);
await deleteAccount(t.ctx, deleted.id, { type: 'user_requested' });
const loggedOut = await quickMember(t);
await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(loggedOut.token) });

/** Restores any caller a request under test deleted, suspended, demoted or signed out. */
async function restoreCallers(): Promise<void> {
  for (const role of Object.keys(roles) as Role[]) {
    const state = await t.ctx.sessions.authenticate(roles[role].token).then(
      ({ user }) => user,
      () => null,
    );
    const right = state && state.isSuspended === (role === 'suspended') && state.isAdmin === (role === 'admin');
    if (right) continue;
    const again = state
      ? null
      : await t.ctx.sessions.authenticate(await freshToken(t, roles[role].id)).catch(() => null);
    roles[role] =
      again?.user.isSuspended === (role === 'suspended') && again.user.isAdmin === (role === 'admin')
        ? { ...roles[role], token: await freshToken(t, roles[role].id) }
        : await quickMember(t, { isAdmin: role === 'admin', suspended: role === 'suspended' });
  }
}

let ip = 0;
/** The endpoint called with a well-formed request naming the other member where it takes an id. */
async function call(op: Operation, token: string | undefined) {
  const ids: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in !== 'path') continue;
    const namesMember = /user/i.test(p.name) || /\/users\/\{id\}/.test(op.path);
    // An administrator edits only their own admin account: name it, so the rule under test is the role.
    const id = op.path === '/api/admin/admins/{id}' ? roles.admin.id : namesMember ? roles.other.id : 2_147_483_000;
    ids[p.name] = p.name === 'name' ? 'AAAAAAAAAAAAAAAA.webp' : String(id);
  }
  const query = new URLSearchParams();
  for (const p of op.params) {
    if (p.in === 'query' && p.required)
      query.set(p.name, String(fc.sample(validValue(p.schema), { numRuns: 1, seed: 7 })[0]));
  }
  const body = op.body ? fc.sample(validValue(op.body), { numRuns: 1, seed: 7 })[0] : undefined;
  ip++;
  const res = await t.app.inject({
    method: op.method,
    url: fillPath(op.path, ids) + (query.size ? `?${query.toString()}` : ''),
    headers: token ? bearer(token) : {},
    remoteAddress: `10.9.${(ip >> 8) & 255}.${ip & 255}`,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  if (op.method !== 'GET') await restoreCallers();
  return res;
}

/** What each caller must get: 'denied-401', 'denied-403', or 'allowed' (any answer but 401/403/5xx). */
function expected(access: Access, caller: Role | 'anonymous' | 'deleted' | 'logged-out') {
  if (access === 'public') return 'any';
  if (caller === 'anonymous' || caller === 'deleted' || caller === 'logged-out') return 'denied-401';
  if (access === 'admin') return caller === 'admin' ? 'allowed' : 'denied-403';
  if (access === 'active' && caller === 'suspended') return 'denied-403';
  return 'allowed';
}

describe('authorisation matrix', () => {
  it('has a row for every endpoint and no row for an endpoint that is gone', () => {
    const keys = operations.map(operationKey);
    expect(
      keys.filter((k) => !(k in ENDPOINT_ACCESS)),
      'endpoints without a row',
    ).toEqual([]);
    expect(
      Object.keys(ENDPOINT_ACCESS).filter((k) => !keys.includes(k)),
      'rows without an endpoint',
    ).toEqual([]);
  });

  it.each(operations.map((op) => [operationKey(op), op] as const))('%s', async (key, op) => {
    const access = ENDPOINT_ACCESS[key];
    if (!access) return; // reported by the row check above
    expect(op.secured, 'documents bearer security exactly when not public').toBe(access !== 'public');
    const callers = [
      ['anonymous', undefined],
      ['deleted', deleted.token],
      ['logged-out', loggedOut.token],
      ...(Object.keys(roles) as Role[]).map((role) => [role, roles[role].token] as const),
    ] as const;
    for (const [caller] of callers) {
      const token = caller in roles ? roles[caller as Role].token : callers.find(([c]) => c === caller)![1];
      const res = await call(op, token);
      const where = `${key} as ${caller} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      const rule = expected(access, caller);
      if (rule === 'denied-401') expect(res.statusCode, where).toBe(401);
      if (rule === 'denied-403') expect(res.statusCode, where).toBe(403);
      if (rule === 'allowed') expect([401, 403], where).not.toContain(res.statusCode);
      if (res.statusCode >= 400) expect(res.json<{ msg?: unknown }>().msg, where).toEqual(expect.any(String));
    }
  });
});

describe('socket events', () => {
  it('has a row for every event a connection listens to', async () => {
    const socket = await connectSocket(t, roles.member.token);
    sockets.push(socket);
    const [server] = await t.ctx.io.in(`user:${roles.member.id}`).fetchSockets();
    const local = t.ctx.io.sockets.sockets.get(server!.id)!;
    const reserved = new Set(['disconnect', 'disconnecting', 'error']);
    const events = local
      .eventNames()
      .map(String)
      .filter((e) => !reserved.has(e));
    expect(
      events.filter((e) => !(e in SOCKET_EVENT_ACCESS)),
      'events without a row',
    ).toEqual([]);
    expect(
      Object.keys(SOCKET_EVENT_ACCESS).filter((e) => !events.includes(e)),
      'rows without an event',
    ).toEqual([]);
  });

  it('refuses the handshake to anonymous, deleted and logged-out callers', async () => {
    for (const token of ['', deleted.token, loggedOut.token]) {
      await expect(connectSocket(t, token)).rejects.toThrow();
    }
  });

  it('refuses active-only events to a suspended member', async () => {
    await restoreCallers();
    await setPaid(t, roles.suspended.id);
    await setPaid(t, roles.other.id);
    const socket = await connectSocket(t, roles.suspended.token);
    sockets.push(socket);
    for (const event of Object.keys(SOCKET_EVENT_ACCESS).filter((e) => SOCKET_EVENT_ACCESS[e] === 'active')) {
      expect(event).toBe('send_message');
      const ack = await send(socket, { recipient_id: roles.other.id, client_id: clientId() });
      expect(ack.ok).toBe(false);
    }
  });
});

describe('no access to another member’s things (IDOR)', () => {
  it("another member can neither delete one's photo nor see one's drafts, payments, settings or e-mail", async () => {
    await restoreCallers();
    const owner = await quickMember(t);
    const intruder = await quickMember(t);
    const upload = await uploadPhotoAs(t, owner.token, await jpeg(300, 300));
    const photo = upload.json<{ photo: TOwnPhoto }>().photo;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(owner.token),
      payload: { profile_visible: false },
    });
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: bearer(intruder.token),
    });
    expect(steal.statusCode).toBe(404);
    const still = await t.app.inject({ method: 'GET', url: '/api/profile/edit', headers: bearer(owner.token) });
    expect(still.body).toContain(photo.filename);
    for (const url of ['/api/profile/edit', '/api/profile/draft', '/api/payments', '/api/settings', '/api/users/me']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(intruder.token) });
      expect(res.body, url).not.toContain(photo.filename);
      expect(res.body, url).not.toContain(owner.email);
    }
  });

  it("no member-facing GET answer carries another member's e-mail", async () => {
    await restoreCallers();
    await setPaid(t, roles.member.id);
    await setPaid(t, roles.other.id);
    const a = await connectSocket(t, roles.member.token);
    sockets.push(a);
    expect((await send(a, { recipient_id: roles.other.id, client_id: clientId() })).ok).toBe(true);
    const others = [roles.other.email, roles.admin.email, roles.suspended.email];
    const memberGets = operations.filter((op) => op.method === 'GET' && ENDPOINT_ACCESS[operationKey(op)] !== 'admin');
    expect(memberGets.length).toBeGreaterThan(10);
    for (const op of memberGets) {
      const res = await call(op, roles.member.token);
      for (const email of others) expect(res.body, operationKey(op)).not.toContain(email);
    }
  });
});
