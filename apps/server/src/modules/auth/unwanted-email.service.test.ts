import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { blockedEmails, users } from '@/db/schema/index';
import { createMember, uniqueEmail } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { emailHash } from './email-hash';

const t = useTestApp();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });
const signup = (email: string) =>
  post('register', {
    email,
    password: 'a good password',
    institution_id: 'ucalgary',
    age: 30,
    gender: 'nonbinary',
    orientation: 'ambiphilic',
    height_inches: 68,
  });

/** The e-mail and code of the "I did not request this" link in the last mail to the address. */
function reportLinkOf(email: string): { email: string; code: string } {
  const text = t.mailer.lastTo(email)!.text;
  const url = new URL(/(http\S+\/report-email\S+)/.exec(text)![1]!);
  expect(url.pathname).toBe('/report-email');
  return { email: url.searchParams.get('email')!, code: url.searchParams.get('code')! };
}

describe('POST /api/auth/report-unwanted-email', () => {
  it('blocks the e-mail for good, removes the unverified account and stops all mail to it', async () => {
    const email = uniqueEmail();
    await signup(email);
    const link = reportLinkOf(email);
    expect(link.email).toBe(email);

    const res = await post('report-unwanted-email', link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG.emailBlockedByReport });

    const [blocked] = await t.ctx.db
      .select()
      .from(blockedEmails)
      .where(eq(blockedEmails.emailHash, emailHash(email)));
    expect(blocked).toMatchObject({ blockReason: 'unwanted_email_report' });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const sent = t.mailer.sent.length;
    expect((await signup(email)).json()).toMatchObject({ msg: MSG.emailBlocked });
    expect((await post('resend-verification', { email })).statusCode).toBe(403);
    expect((await post('forgot-password', { email })).statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(sent);

    // Following the link again is harmless.
    expect((await post('report-unwanted-email', link)).json()).toEqual({ msg: MSG.emailBlockedByReport });
  });

  it('still works after the code expired (the link stays valid)', async () => {
    const email = uniqueEmail();
    await signup(email);
    t.clock.advance(3 * 24 * 60 * 60_000);
    expect((await post('report-unwanted-email', reportLinkOf(email))).statusCode).toBe(200);
  });

  it('refuses a code that was not sent to that address', async () => {
    const email = uniqueEmail();
    await signup(email);
    const { code } = reportLinkOf(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const body of [
      { email, code: wrong },
      { email: uniqueEmail(), code },
      { email, code: 'abc' },
    ]) {
      const res = await post('report-unwanted-email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: MSG.invalidReportLink, code: 'bad_request' });
    }
  });

  it('answers a link without e-mail or code with "Invalid report link"', async () => {
    const res = await post('report-unwanted-email', { email: 'someone@ucalgary.ca' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: MSG.invalidReportLink });
  });

  it('locks out guessing after 5 wrong codes', async () => {
    const email = uniqueEmail();
    await signup(email);
    const { code } = reportLinkOf(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await post('report-unwanted-email', { email, code: wrong });
    expect((await post('report-unwanted-email', { email, code: wrong })).statusCode).toBe(429);
    expect((await post('report-unwanted-email', { email, code })).statusCode).toBe(429);
  });

  it('does not block the e-mail of a verified account', async () => {
    const email = uniqueEmail();
    await signup(email);
    const link = reportLinkOf(email);
    await post('verify-email', link);
    const res = await post('report-unwanted-email', link);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: MSG.reportVerifiedAccount, code: 'bad_request' });
    const member = await createMember(t);
    expect((await post('report-unwanted-email', { email: member.email, code: '123456' })).statusCode).toBe(400);
  });
});
