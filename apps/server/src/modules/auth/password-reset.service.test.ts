import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incorrectAttemptsMessage, MSG, resendWaitMessage } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember, lastCode, uniqueEmail } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { blockEmail } from './email-block.service';

const t = useTestApp();

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: token ? bearer(token) : {} });
const login = (email: string, password: string) => post('login', { email, password });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

async function requestCode(email: string): Promise<string> {
  const res = await post('forgot-password', { email });
  expect(res.statusCode).toBe(200);
  return res.json<{ verification_code: string }>().verification_code;
}

describe('forgot-password', () => {
  it('e-mails a code to an existing account and returns it outside production', async () => {
    const m = await createMember(t);
    const res = await post('forgot-password', { email: m.email });
    expect(res.json()).toEqual({ msg: MSG.resetCodeSent, verification_code: expect.stringMatching(/^\d{6}$/) });
    const mail = t.mailer.lastTo(m.email)!;
    expect(mail.subject).toBe('Reset your Quad password');
    expect(lastCode(t, m.email)).toBe(res.json<{ verification_code: string }>().verification_code);
  });

  it('answers an unknown e-mail the same way, and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const res = await post('forgot-password', { email: uniqueEmail() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG.resetCodeSent });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('sends nothing to a blocked e-mail', async () => {
    const m = await createMember(t);
    await blockEmail(t.ctx, m.email, { reason: 'admin_blocked' });
    const before = t.mailer.sent.length;
    expect((await post('forgot-password', { email: m.email })).json()).toEqual({ msg: MSG.resetCodeSent });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('follows the schedule: waits of 30, 60, 120 s, at most 5 resends, then an hour, for every e-mail alike', async () => {
    for (const email of [(await createMember(t)).email, uniqueEmail()]) {
      for (const wait of [30, 60, 120, 120, 120]) {
        expect((await post('forgot-password', { email })).statusCode).toBe(200);
        t.clock.advance((wait - 1) * 1000);
        const early = await post('forgot-password', { email });
        expect(early.statusCode).toBe(429);
        expect(early.json()).toEqual({ msg: resendWaitMessage(1000), code: 'resend_wait' });
        t.clock.advance(1000);
      }
      expect((await post('forgot-password', { email })).statusCode).toBe(200);
      t.clock.advance(60 * 60_000 - 1000);
      const exhausted = await post('forgot-password', { email });
      expect(exhausted.statusCode).toBe(429);
      expect(exhausted.json()).toEqual({
        msg: 'Too many resend attempts. Please try again later.',
        code: 'resend_limited',
      });
      expect(exhausted.headers['retry-after']).toBe('1');
      t.clock.advance(1000);
      expect((await post('forgot-password', { email })).statusCode).toBe(200);
    }
  });
});

describe('verify-reset-code and reset-password', () => {
  it('checks the code without using it, then resets and ends every session', async () => {
    const m = await createMember(t);
    const { token: other } = await t.ctx.sessions.create(m.id);
    const code = await requestCode(m.email);
    const check = await post('verify-reset-code', { email: m.email, code });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ msg: MSG.resetCodeValid, valid: true });

    const res = await post('reset-password', { email: m.email, code, new_password: 'a brand new password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG.passwordReset });
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(m.email, m.password)).statusCode).toBe(401);
    expect((await login(m.email, 'a brand new password')).statusCode).toBe(200);
    expect(t.mailer.lastTo(m.email)?.subject).toBe('Your Quad password was changed');

    const reuse = await post('reset-password', { email: m.email, code, new_password: 'yet another password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ msg: MSG.invalidOrExpiredCode, code: 'code_invalid' });
  });

  it('answers "Invalid or expired" for wrong, unknown and expired codes', async () => {
    const m = await createMember(t);
    const code = await requestCode(m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const body of [
      { email: m.email, code: wrong },
      { email: uniqueEmail(), code },
    ]) {
      const res = await post('verify-reset-code', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: 'Invalid or expired verification code', code: 'code_invalid' });
    }
    t.clock.advance(16 * 60_000);
    expect((await post('verify-reset-code', { email: m.email, code })).json()).toEqual({
      msg: MSG.invalidOrExpiredCode,
      code: 'code_expired',
    });
  });

  it('locks out after 5 wrong codes', async () => {
    const m = await createMember(t);
    const code = await requestCode(m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await post('verify-reset-code', { email: m.email, code: wrong });
    const res = await post('reset-password', { email: m.email, code: wrong, new_password: 'a brand new password' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ msg: incorrectAttemptsMessage(15 * 60_000), code: 'verification_locked' });
  });

  it('refuses a short new password with the reset screen wording', async () => {
    const m = await createMember(t);
    const code = await requestCode(m.email);
    const res = await post('reset-password', { email: m.email, code, new_password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      msg: 'Password must be at least 8 characters long',
      errors: { new_password: 'Password must be at least 8 characters long' },
      code: 'validation_failed',
    });
  });

  it('verifies an unverified account, since the code proves the inbox', async () => {
    const m = await createMember(t, { verified: false });
    const code = await requestCode(m.email);
    await post('reset-password', { email: m.email, code, new_password: 'a brand new password' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.emailVerified).toBe(true);
    expect((await login(m.email, 'a brand new password')).statusCode).toBe(200);
  });
});

describe('update-password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const m = await createMember(t);
    const { token: other } = await t.ctx.sessions.create(m.id);
    const wrong = await post('update-password', { current_password: 'nope', new_password: 'a new password' }, m.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ msg: MSG.currentPasswordWrong, code: 'current_password_wrong' });

    const same = await post('update-password', { current_password: m.password, new_password: m.password }, m.token);
    expect(same.json()).toEqual({ msg: MSG.samePassword, code: 'bad_request' });

    const short = await post('update-password', { current_password: m.password, new_password: 'short' }, m.token);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ msg: MSG.passwordTooShort });

    const ok = await post('update-password', { current_password: m.password, new_password: 'a new password' }, m.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ msg: 'Password changed successfully' });
    expect((await me(m.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(m.email, 'a new password')).statusCode).toBe(200);
    expect(t.mailer.lastTo(m.email)?.subject).toBe('Your Quad password was changed');
  });

  it('is open to suspended members and closed to anonymous callers', async () => {
    const m = await createMember(t, { suspendedReason: 'x' });
    const body = { current_password: m.password, new_password: 'a new password' };
    expect((await post('update-password', body, m.token)).statusCode).toBe(200);
    expect((await post('update-password', body)).statusCode).toBe(401);
  });

  it('backs off after repeated wrong current passwords', async () => {
    const m = await createMember(t);
    const body = { current_password: 'nope', new_password: 'a new password' };
    for (let i = 0; i < 5; i++) expect((await post('update-password', body, m.token)).statusCode).toBe(400);
    expect((await post('update-password', body, m.token)).statusCode).toBe(429);
  });
});
