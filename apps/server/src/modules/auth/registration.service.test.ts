import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailDomainMismatch, MSG, PAYMENT_CODE_ALPHABET } from '@quad/contract';
import { authCodes, institutions, users } from '@/db/schema/index';
import { uniqueEmail } from '@/test-support/accounts';
import { createTestApp, useTestApp } from '@/test-support/test-app';
import { blockEmail } from './email-block.service';

const t = useTestApp();

const signup = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'a good password',
  institution_id: 'ucalgary',
  age: 22,
  gender: 'woman',
  orientation: 'androphilic',
  height_inches: 65,
  ...overrides,
});

const register = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object });

async function userByEmail(email: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/auth/register', () => {
  it('creates an unverified member, e-mails the code and returns it outside production', async () => {
    const body = signup();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json<{ msg: string; email: string; verification_code: string }>();
    expect(json).toEqual({ msg: MSG.registered, email: body.email, verification_code: expect.any(String) });
    expect(json.verification_code).toMatch(/^\d{6}$/);

    const mail = t.mailer.lastTo(body.email)!;
    expect(mail.subject).toBe('Your Quad verification code');
    expect(mail.text).toContain(`Your Quad verification code is ${json.verification_code}.`);
    expect(mail.text).toContain('It expires in 15 minutes.');
    const link = `${t.ctx.config.publicUrl}/report-email?email=${encodeURIComponent(body.email)}&code=${json.verification_code}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail.html).toContain('I did not request this');

    const user = (await userByEmail(body.email))!;
    expect(user).toMatchObject({ emailVerified: false, isAdmin: false, age: 22, gender: 'woman', heightInches: 65 });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(user.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);
    expect(user.username.toLowerCase()).not.toContain(body.email.split('@')[0]!.slice(0, 6));
    expect(user.paymentCode).toMatch(new RegExp(`^[${PAYMENT_CODE_ALPHABET}]{8}$`));
    expect(user.paymentCode).not.toMatch(/[01OIL]/);
  });

  it('stores the code only as a keyed hash', async () => {
    const body = signup();
    const code = (await register(body)).json<{ verification_code: string }>().verification_code;
    const user = (await userByEmail(body.email))!;
    const rows = await t.ctx.db.select().from(authCodes).where(eq(authCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
  });

  it('compares e-mails trimmed and lower-cased', async () => {
    const email = uniqueEmail();
    const res = await register(signup({ email: `  ${email.toUpperCase()} ` }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email });
    const again = await register(signup({ email: email.replace('member', 'MEMBER') }));
    expect(again.statusCode).toBe(409);
  });

  it('answers 422 with a message per field, joined in msg', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const { msg, errors } = res.json<{ msg: string; errors: Record<string, string> }>();
    expect(errors).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
      institution_id: MSG.institutionRequired,
      age: MSG.ageRange,
      gender: MSG.genderRequired,
      orientation: MSG.orientationRequired,
      height_inches: MSG.heightRange,
    });
    expect(msg).toBe(Object.values(errors).join('. '));
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', MSG.invalidEmail],
    [{ email: 'a@b' }, 'email', MSG.invalidEmail],
    [{ password: 'short' }, 'password', MSG.passwordTooShort],
    [{ password: 'x'.repeat(129) }, 'password', MSG.passwordTooLong],
    [{ age: 17 }, 'age', MSG.ageRange],
    [{ age: 81 }, 'age', MSG.ageRange],
    [{ age: 30.5 }, 'age', MSG.ageRange],
    [{ height_inches: 47 }, 'height_inches', MSG.heightRange],
    [{ height_inches: 85 }, 'height_inches', MSG.heightRange],
    [{ gender: 'other' }, 'gender', MSG.genderRequired],
    [{ orientation: 'x' }, 'orientation', MSG.orientationRequired],
  ])('refuses %o with the field message', async (override, field, message) => {
    const res = await register(signup(override));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ msg: message, errors: { [field]: message }, code: 'validation_failed' });
  });

  it('accepts the limits themselves: 8 and 128 characters, age 18 and 80, height 48 and 84', async () => {
    expect((await register(signup({ password: '12345678', age: 18, height_inches: 48 }))).statusCode).toBe(201);
    expect((await register(signup({ password: 'y'.repeat(128), age: 80, height_inches: 84 }))).statusCode).toBe(201);
  });

  it("refuses an e-mail outside the institution's domains, under the e-mail field", async () => {
    const res = await register(signup({ email: uniqueEmail('gmail.com') }));
    const msg = emailDomainMismatch('University of Calgary', 'ucalgary.ca');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ msg, errors: { email: msg }, code: 'validation_failed' });
    expect(msg).toBe('Email must be from University of Calgary domain (e.g., student@ucalgary.ca)');
  });

  it('accepts any subdomain for a *. domain entry', async () => {
    await t.ctx.db
      .update(institutions)
      .set({ domains: ['*.mtroyal.ca'] })
      .where(eq(institutions.id, 'mru'));
    const ok = await register(signup({ institution_id: 'mru', email: uniqueEmail('students.mtroyal.ca') }));
    expect(ok.statusCode).toBe(201);
    const bare = await register(signup({ institution_id: 'mru', email: uniqueEmail('mtroyal.ca') }));
    expect(bare.statusCode).toBe(422);
  });

  it('refuses an unknown institution', async () => {
    const res = await register(signup({ institution_id: 'nowhere' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      msg: MSG.unknownInstitution,
      errors: { institution_id: MSG.unknownInstitution },
      code: 'validation_failed',
    });
  });

  it('answers 409 "already exists" for an existing account, verified or not', async () => {
    const body = signup();
    await register(body);
    const res = await register({ ...body, password: 'another password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: 'An account with this email already exists' });
  });

  it('lets the latest sign-up set the password of an account nobody verified yet', async () => {
    const email = uniqueEmail();
    await register(signup({ email, password: 'first comer password' }));
    const again = await register(signup({ email, password: 'inbox owner password', age: 33 }));
    expect(again.statusCode).toBe(409);
    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    const code = resend.json<{ verification_code: string }>().verification_code;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, code } })).statusCode,
    ).toBe(200);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login('first comer password')).statusCode).toBe(401);
    expect((await login('inbox owner password')).statusCode).toBe(200);
    expect((await userByEmail(email))!.age).toBe(33);

    // Once verified, nobody can change it by signing up again.
    await register(signup({ email, password: 'late intruder password' }));
    expect((await login('inbox owner password')).statusCode).toBe(200);
  });

  it('refuses a blocked e-mail and sends it nothing', async () => {
    const email = uniqueEmail();
    await blockEmail(t.ctx, email, { reason: 'admin_blocked' });
    const before = t.mailer.sent.length;
    const res = await register(signup({ email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: MSG.emailBlocked, errors: { email: MSG.emailBlocked }, code: 'email_blocked' });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('gives every member a different username and payment code', async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail());
    for (const email of emails) await register(signup({ email }));
    const rows = await Promise.all(emails.map(userByEmail));
    expect(new Set(rows.map((r) => r!.username)).size).toBe(emails.length);
    expect(new Set(rows.map((r) => r!.paymentCode)).size).toBe(emails.length);
  });

  it('answers 503 when the code cannot be e-mailed; the member can resend later', async () => {
    const spy = vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const body = signup();
    const res = await register(body);
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ msg: MSG.mailFailed, code: 'unavailable' });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: body.email },
    });
    expect(resend.statusCode).toBe(200);
  });
});

describe('registration in production', () => {
  it('does not return the code, but e-mails it', async () => {
    const prod = await createTestApp({ env: { APP_ENV: 'production' } });
    try {
      const body = signup();
      const res = await prod.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ msg: MSG.registered, email: body.email });
      expect(prod.mailer.lastTo(body.email)?.text).toMatch(/code is \d{6}/);
    } finally {
      await prod.close();
    }
  });
});
