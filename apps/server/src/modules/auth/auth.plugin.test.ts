import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REFRESHED_TOKEN_HEADER } from '@quad/contract';
import { buildApp } from '@/app';
import { sessions, users } from '@/db/schema/index';
import { bearer, createMember } from '@/test-support/accounts';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { SESSION_CACHE_TTL_MS } from './session.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: async (app) => {
      app.get('/test/member', { onRequest: app.requireMember }, async (request) => request.user);
      app.get('/test/active', { preHandler: app.requireActiveMember }, async (request) => request.user);
      app.get('/test/admin', { onRequest: app.requireAdmin }, async (request) => request.user);
      app.get('/test/unguarded', async (request) => request.user);
    },
  });
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const ttl = () => t.ctx.config.accessTokenTtlMs;

describe('access tokens', () => {
  it('are HS256 JWTs naming the member and the session, with the configured lifetime', async () => {
    const m = await createMember(t);
    expect(decodeProtectedHeader(m.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(m.token);
    expect(claims.sub).toBe(String(m.id));
    const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, m.id));
    expect(claims.sid).toBe(session!.id);
    expect((claims.exp! - claims.iat!) * 1000).toBe(ttl());
  });

  it('refuse missing, malformed, forged, unsigned and other-algorithm tokens with 401 { msg }', async () => {
    const m = await createMember(t);
    const claims = decodeJwt(m.token);
    const secret = t.ctx.config.jwtSecret;
    const resign = (alg: string, key: Uint8Array) =>
      new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
    const expired = { msg: MSG.sessionExpired, code: 'session_expired' };
    const cases: [string | undefined, { msg: string; code: string }][] = [
      [undefined, { msg: MSG.notAuthenticated, code: 'unauthorized' }],
      ['garbage', expired],
      [await resign('HS256', new TextEncoder().encode('another-secret-another-secret-another!!')), expired],
      [await resign('HS512', secret), expired],
      [new UnsecuredJWT(claims).encode(), expired],
    ];
    for (const [token, body] of cases) {
      const res = await get('/api/users/me', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(body);
    }
    const wrongScheme = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Basic ${m.token}` },
    });
    expect(wrongScheme.statusCode).toBe(401);
  });

  it('expire after their lifetime', async () => {
    const m = await createMember(t);
    t.clock.advance(ttl() + 1000);
    const res = await get('/api/users/me', m.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: MSG.sessionExpired, code: 'session_expired' });
  });

  it('are renewed past half their lifetime in the x-refreshed-token header, and the session slides', async () => {
    const m = await createMember(t);
    t.clock.advance(ttl() / 2 - 1000);
    const early = await get('/api/users/me', m.token);
    expect(early.statusCode).toBe(200);
    expect(early.headers[REFRESHED_TOKEN_HEADER]).toBeUndefined();

    t.clock.advance(2000);
    const [before] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, m.id));
    const res = await get('/api/users/me', m.token);
    expect(res.statusCode).toBe(200);
    const renewed = res.headers[REFRESHED_TOKEN_HEADER] as string;
    expect(decodeJwt(renewed)).toMatchObject({ sub: String(m.id), sid: before!.id });
    const [after] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, m.id));
    expect(after!.expiresAt.getTime()).toBe(t.clock.now().getTime() + t.ctx.config.sessionTtlMs);
    expect(after!.expiresAt > before!.expiresAt).toBe(true);

    // The old token dies at its expiry; the renewed one carries on.
    t.clock.advance(ttl() / 2 + 1000);
    expect((await get('/api/users/me', m.token)).statusCode).toBe(401);
    expect((await get('/api/users/me', renewed)).statusCode).toBe(200);
  });

  it('stop working when the session expires or the member is deleted', async () => {
    const m = await createMember(t);
    await t.ctx.db.update(sessions).set({ expiresAt: t.clock.now() }).where(eq(sessions.userId, m.id));
    t.clock.advance(SESSION_CACHE_TTL_MS);
    expect((await get('/api/users/me', m.token)).statusCode).toBe(401);

    const other = await createMember(t);
    await t.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, other.id));
    t.ctx.sessions.forgetUser(other.id);
    expect((await get('/api/users/me', other.token)).json()).toEqual({
      msg: MSG.accountDeleted,
      code: 'account_deleted',
    });
  });
});

describe('logout and revocation', () => {
  it('ends the session at once; logout without a token still answers 200', async () => {
    const m = await createMember(t);
    expect((await get('/api/users/me', m.token)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(m.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG.loggedOut });
    expect((await get('/api/users/me', m.token)).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(200);
  });

  it('ends only that session: the same member signed in elsewhere stays in', async () => {
    const m = await createMember(t);
    const { token: second } = await t.ctx.sessions.create(m.id);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(m.token) });
    expect((await get('/api/users/me', second)).statusCode).toBe(200);
  });

  it('reaches another instance within the cache time', async () => {
    const m = await createMember(t);
    const other = await buildApp({
      config: t.ctx.config,
      database: t.ctx.database,
      clock: t.clock,
      mailer: t.mailer,
      serveWeb: false,
    });
    try {
      const viaOther = () => other.inject({ method: 'GET', url: '/api/users/me', headers: bearer(m.token) });
      expect((await viaOther()).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(m.token) });
      t.clock.advance(SESSION_CACHE_TTL_MS);
      expect((await viaOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('guards', () => {
  it('requireMember lets any signed-in member through, suspended included, and sets request.user', async () => {
    const m = await createMember(t);
    expect((await get('/api/test/member', m.token)).json()).toEqual({
      id: m.id,
      sessionId: decodeJwt(m.token).sid,
      isAdmin: false,
      isSuspended: false,
    });
    const suspended = await createMember(t, { suspendedReason: 'x' });
    expect((await get('/api/test/member', suspended.token)).json()).toMatchObject({ isSuspended: true });
    expect((await get('/api/test/member')).statusCode).toBe(401);
  });

  it('requireActiveMember refuses a suspended member with 403 and a clear message', async () => {
    const m = await createMember(t);
    expect((await get('/api/test/active', m.token)).statusCode).toBe(200);
    const suspended = await createMember(t, { suspendedReason: 'x' });
    const res = await get('/api/test/active', suspended.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: MSG.suspendedNotAllowed, is_suspended: true, code: 'account_suspended' });
  });

  it('a suspension applies at once on this instance once the member is forgotten', async () => {
    const m = await createMember(t);
    expect((await get('/api/test/active', m.token)).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ isSuspended: true }).where(eq(users.id, m.id));
    t.ctx.sessions.forgetUser(m.id);
    expect((await get('/api/test/active', m.token)).statusCode).toBe(403);
  });

  it('requireAdmin: 401 without a token, 403 for members, through for administrators', async () => {
    expect((await get('/api/test/admin')).json()).toEqual({ msg: MSG.notAuthenticated, code: 'unauthorized' });
    const m = await createMember(t);
    const res = await get('/api/test/admin', m.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: 'You do not have admin access', code: 'forbidden' });
    const admin = await createMember(t, { isAdmin: true });
    expect((await get('/api/test/admin', admin.token)).json()).toMatchObject({ id: admin.id, isAdmin: true });
  });

  it('reading request.user on a route without a guard answers 401, never a 500', async () => {
    const res = await get('/api/test/unguarded');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: MSG.notAuthenticated, code: 'unauthorized' });
  });
});

describe('activity', () => {
  it('records last_activity_at on authenticated requests at most once a minute', async () => {
    const m = await createMember(t);
    const activity = async () => {
      await t.ctx.activity.flush();
      return (await t.ctx.db.select().from(users).where(eq(users.id, m.id)))[0]!.lastActivityAt?.getTime();
    };
    expect(await activity()).toBeUndefined();
    await get('/api/users/me', m.token);
    const first = t.clock.now().getTime();
    expect(await activity()).toBe(first);
    t.clock.advance(30_000);
    await get('/api/users/me', m.token);
    expect(await activity()).toBe(first);
    t.clock.advance(30_000);
    await get('/api/users/me', m.token);
    expect(await activity()).toBe(t.clock.now().getTime());
  });
});
