import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incorrectAttemptsMessage, MSG, resendBlockedMessage, resendWaitMessage } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, lastCode, uniqueEmail } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { blockEmail } from './email-block.service';

const t = useTestApp();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });

async function registered(): Promise<{ email: string; password: string; code: string }> {
  const email = uniqueEmail();
  const password = 'a good password';
  const res = await post('register', {
    email,
    password,
    institution_id: 'ucalgary',
    age: 24,
    gender: 'man',
    orientation: 'gynephilic',
    height_inches: 70,
  });
  expect(res.statusCode).toBe(201);
  return { email, password, code: res.json<{ verification_code: string }>().verification_code };
}

const verify = (email: string, code: string) => post('verify-email', { email, code });
const resend = (email: string) => post('resend-verification', { email });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/verify-email', () => {
  it('verifies with the e-mailed code and signs the member in', async () => {
    const { email, code } = await registered();
    expect(lastCode(t, email)).toBe(code);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string }>();
    expect(body).toEqual({
      msg: MSG.emailVerified,
      access_token: expect.any(String),
      is_suspended: false,
      suspension_reason: null,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(body.access_token) });
    expect(me.json()).toMatchObject({ email, email_verified: true });
  });

  it('makes the member active in the database before answering (others find them at once)', async () => {
    const { email, code } = await registered();
    expect((await verify(email, code)).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select({ at: users.lastActivityAt })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(row?.at).toEqual(t.clock.now());
  });

  it('uses a code once: verifying again says the account is already verified', async () => {
    const { email, code } = await registered();
    await verify(email, code);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: MSG.alreadyVerified, already_verified: true, code: 'already_verified' });
  });

  it('refuses a wrong code, and a malformed one with the form message', async () => {
    const { email, code } = await registered();
    const res = await verify(email, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: MSG.invalidCode, code: 'code_invalid' });
    const malformed = await verify(email, '12ab');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      msg: MSG.codeLength,
      code: 'validation_failed',
      errors: { code: MSG.codeLength },
    });
  });

  it('refuses an expired code; the expiry follows the admin setting', async () => {
    const { email, code } = await registered();
    t.clock.advance(15 * 60_000 + 1000);
    expect((await verify(email, code)).json()).toEqual({ msg: MSG.codeExpired, code: 'code_expired' });

    await t.ctx.settings.update({ verification_code_expiry_minutes: 5 });
    const second = await registered();
    t.clock.advance(5 * 60_000 - 1000);
    expect((await verify(second.email, second.code)).statusCode).toBe(200);
    const third = await registered();
    t.clock.advance(5 * 60_000 + 1000);
    expect((await verify(third.email, third.code)).json()).toEqual({ msg: MSG.codeExpired, code: 'code_expired' });
    await t.ctx.settings.update({ verification_code_expiry_minutes: 15 });
  });

  it('locks the e-mail out for 15 minutes at the 5th wrong code, then wants a new code', async () => {
    const { email, code } = await registered();
    for (let i = 0; i < 4; i++) expect((await verify(email, wrong(code))).statusCode).toBe(400);
    const fifth = await verify(email, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ msg: incorrectAttemptsMessage(15 * 60_000), code: 'verification_locked' });
    expect(fifth.json<{ msg: string }>().msg).toBe(
      'Too many incorrect verification attempts. Please wait 15 minutes before trying again.',
    );
    expect(fifth.headers['retry-after']).toBe('900');

    const evenRight = await verify(email, code);
    expect(evenRight.statusCode).toBe(429);
    t.clock.advance(10 * 60_000);
    expect((await verify(email, code)).json()).toEqual({
      msg: 'Too many incorrect verification attempts. Please wait 5 minutes before trying again.',
      code: 'verification_locked',
    });

    t.clock.advance(5 * 60_000);
    // The code that was being guessed no longer works; a new one does.
    expect((await verify(email, code)).statusCode).toBe(400);
    const fresh = (await resend(email)).json<{ verification_code: string }>().verification_code;
    expect((await verify(email, fresh)).statusCode).toBe(200);
  });

  it('counts wrong codes for unknown e-mails the same way', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 4; i++) expect((await verify(email, '000000')).statusCode).toBe(400);
    expect((await verify(email, '000000')).statusCode).toBe(429);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('follows the schedule: waits of 30, 60, 120, 180 s, then a 10-minute block after the 5th', async () => {
    const { email } = await registered();
    const expectations: [number, number][] = [
      [4, 30],
      [3, 60],
      [2, 120],
      [1, 180],
      [0, 600],
    ];
    for (const [remaining, retryAfter] of expectations) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ verification_code: string }>();
      expect(body).toEqual({
        msg: MSG.codeSent,
        resends_remaining: remaining,
        retry_after_seconds: retryAfter,
        verification_code: expect.stringMatching(/^\d{6}$/),
      });
      expect(lastCode(t, email)).toBe(body.verification_code);
      if (remaining > 0) {
        t.clock.advance((retryAfter - 1) * 1000);
        const early = await resend(email);
        expect(early.statusCode).toBe(429);
        expect(early.json()).toEqual({ msg: resendWaitMessage(1000), code: 'resend_wait' });
        t.clock.advance(1000);
      }
    }
    const blocked = await resend(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: resendBlockedMessage(10 * 60_000), code: 'resend_limited' });
    expect(blocked.json<{ msg: string }>().msg).toBe(
      'Too many resend attempts. Please wait 10 minutes before trying again.',
    );
    t.clock.advance(10 * 60_000);
    expect((await resend(email)).json()).toMatchObject({ resends_remaining: 4 });
  });

  it('makes only the newest code valid', async () => {
    const { email, code } = await registered();
    const newer = (await resend(email)).json<{ verification_code: string }>().verification_code;
    if (newer !== code) expect((await verify(email, code)).statusCode).toBe(400);
    expect((await verify(email, newer)).statusCode).toBe(200);
  });

  it('forgets the counters after 7 days', async () => {
    const { email } = await registered();
    await resend(email);
    t.clock.advance(30_000);
    await resend(email);
    t.clock.advance(7 * 24 * 60 * 60_000);
    expect((await resend(email)).json()).toMatchObject({ resends_remaining: 4 });
  });

  it('says "already verified" (409) for a verified account', async () => {
    const { email, code } = await registered();
    await verify(email, code);
    const res = await resend(email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: MSG.alreadyVerified, already_verified: true, code: 'already_verified' });
  });

  it('answers an unknown e-mail like a known one, without sending anything', async () => {
    const email = uniqueEmail();
    const before = t.mailer.sent.length;
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG.codeSent, resends_remaining: 4, retry_after_seconds: 30 });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('refuses a blocked e-mail', async () => {
    const { email } = await registered();
    await blockEmail(t.ctx, email, { reason: 'admin_blocked' });
    const before = t.mailer.sent.length;
    const res = await resend(email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: MSG.emailBlocked, code: 'email_blocked' });
    expect(t.mailer.sent.length).toBe(before);
  });
});
