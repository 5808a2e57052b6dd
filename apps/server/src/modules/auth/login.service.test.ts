import { eq } from 'drizzle-orm';
import { hash } from 'argon2';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, MSG, tooManySignInsMessage } from '@quad/contract';
import { users } from '@/db/schema/index';
import { createMember, uniqueEmail, type TestMember } from '@/test-support/accounts';
import { createTestApp, useTestApp, type TestApp } from '@/test-support/test-app';
import { deleteAccount } from '@/modules/account/account-deletion.service';

const t = useTestApp();

let ipSequence = 0;
const freshIp = () => `10.1.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

const login = (email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('answers exactly access_token, is_suspended and suspension_reason', async () => {
    const m = await createMember(t);
    const res = await login(m.email.toUpperCase(), m.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: expect.any(String), is_suspended: false, suspension_reason: null });
  });

  it('makes the member active in the database before answering', async () => {
    const m = await createMember(t);
    await t.ctx.db.update(users).set({ lastActivityAt: null }).where(eq(users.id, m.id));
    expect((await login(m.email, m.password)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select({ at: users.lastActivityAt }).from(users).where(eq(users.id, m.id));
    expect(row?.at).toEqual(t.clock.now());
  });

  it('gives a suspended member a token with the reason', async () => {
    const m = await createMember(t, { suspendedReason: 'Spamming other members' });
    const res = await login(m.email, m.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_suspended: true, suspension_reason: 'Spamming other members' });
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    // Both pay for one argon2id verification: see password.service.test.ts (no timing here,
    // the machine running the tests is shared).
    const m = await createMember(t);
    const unknown = await login(uniqueEmail(), 'whatever password', freshIp());
    const wrong = await login(m.email, 'not the password', freshIp());
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ msg: MSG.invalidCredentials, code: 'invalid_credentials' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('asks an unverified member to verify, only once the password is right', async () => {
    const m = await createMember(t, { verified: false });
    expect((await login(m.email, 'wrong password')).statusCode).toBe(401);
    const res = await login(m.email, m.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      msg: MSG.verifyBeforeSignIn,
      requires_verification: true,
      email: m.email,
      code: 'verification_required',
    });
  });

  it('tells a self-deleted member when the e-mail may return', async () => {
    const m = await createMember(t);
    await deleteAccount(t.ctx, m.id, { type: 'user_requested' });
    const res = await login(m.email, m.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      msg: MSG.accountDeleted,
      is_deleted: true,
      deletion_type: 'user_requested',
      deletion_message: MSG.userRequestedDeletion,
      can_return_after: new Date(t.clock.now().getTime() + 30 * 24 * 60 * 60_000).toISOString(),
      code: 'account_deleted',
    });
  });

  it("shows an admin deletion's message and no return date", async () => {
    const m = await createMember(t);
    await deleteAccount(t.ctx, m.id, { type: 'admin_deleted', reason: 'Repeated harassment' });
    const res = await login(m.email, m.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      msg: MSG.accountDeleted,
      is_deleted: true,
      deletion_type: 'admin_deleted',
      deletion_message: 'Repeated harassment',
      can_return_after: null,
      code: 'account_deleted',
    });
  });

  it('upgrades a hash made with weaker parameters', async () => {
    const m = await createMember(t);
    const weak = await hash(m.password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.ctx.db.update(users).set({ passwordHash: weak }).where(eq(users.id, m.id));
    expect((await login(m.email, m.password)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('answers missing fields with their messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { email: MSG.emailRequired, password: MSG.passwordRequired } });
  });
});

describe('sign-in brute-force limits', () => {
  let m: TestMember;
  beforeAll(async () => {
    m = await createMember(t);
  });

  it('backs off per account and address after 5 failures, doubling, and a success clears it', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(m.email, 'wrong', ip)).statusCode).toBe(401);
    const blocked = await login(m.email, m.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: tooManySignInsMessage(30_000), code: 'sign_in_locked' });
    expect(blocked.headers['retry-after']).toBe('30');

    // Someone elsewhere (the member on another network) is not locked out.
    expect((await login(m.email, m.password, freshIp())).statusCode).toBe(200);

    t.clock.advance(30_000);
    expect((await login(m.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(m.email, m.password, ip)).headers['retry-after']).toBe('60');
    t.clock.advance(60_000);
    expect((await login(m.email, m.password, ip)).statusCode).toBe(200);
    // The success started the count afresh: five more failures before the next block.
    for (let i = 0; i < 4; i++) expect((await login(m.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(m.email, m.password, ip)).statusCode).toBe(200);
  });

  it('caps the back-off at 15 minutes', async () => {
    const other = await createMember(t);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(other.email, 'wrong', ip);
    for (const wait of [30, 60, 120, 240, 480, 900, 900]) {
      const res = await login(other.email, 'wrong', ip);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe(String(wait));
      t.clock.advance(wait * 1000);
      expect((await login(other.email, 'wrong', ip)).statusCode).toBe(401);
    }
  });

  it('limits an account guessed from many addresses', async () => {
    const target = await createMember(t);
    for (let i = 0; i < LOGIN_LIMITS.account.freeFailures; i++) await login(target.email, 'wrong', freshIp());
    const res = await login(target.email, target.password, freshIp());
    expect(res.statusCode).toBe(429);
    t.clock.advance(LOGIN_LIMITS.account.baseMs);
    expect((await login(target.email, target.password, freshIp())).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.ip.freeFailures; i++) await login(uniqueEmail(), 'wrong', ip);
    const res = await login(m.email, m.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ msg: tooManySignInsMessage(LOGIN_LIMITS.ip.baseMs), code: 'sign_in_locked' });
  });
});

describe('the coarse per-address guard on auth calls', () => {
  it('answers 429 with a wait once an address exceeds the limit, across auth routes', async () => {
    const limited = await createTestApp({ config: { authRateLimitPerMinute: 3 } });
    try {
      const call = (url: string) =>
        limited.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: { email: uniqueEmail() } });
      expect((await call('resend-verification')).statusCode).toBe(200);
      expect((await call('forgot-password')).statusCode).toBe(200);
      expect((await call('resend-verification')).statusCode).toBe(200);
      const res = await call('forgot-password');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        msg: 'Too many requests. Please wait 1 minute before trying again.',
        code: 'rate_limited',
      });
      const other = await limited.app.inject({ method: 'GET', url: '/api/institutions' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('shares the count between instances through Redis when REDIS_URL is set', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const [a, b] = [
      await createTestApp({ env, config: { authRateLimitPerMinute: 2 } }),
      await createTestApp({ env, config: { authRateLimitPerMinute: 2 } }),
    ];
    try {
      // An address of its own, so no other test run shares the Redis key.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const call = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/resend-verification',
          payload: { email: uniqueEmail() },
          remoteAddress: ip,
        });
      expect((await call(a)).statusCode).toBe(200);
      expect((await call(b)).statusCode).toBe(200);
      expect((await call(a)).statusCode).toBe(429);
      expect((await call(b)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
