import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { blockedEmails, users } from '@/db/schema/index';
import { deleteAccount } from '@/modules/account/account-deletion.service';
import { bearer, createMember, lastCode, uniqueEmail } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { Conflict } from '@/platform/errors';
import { createAccount } from './account-creation.service';
import { blockEmail } from './email-block.service';
import { emailHash, normalizeEmail } from './email-hash';

/**
 * One mailbox, one account: `alice+x@` reaches alice@'s inbox (Microsoft 365, Google
 * Workspace), so everywhere an address is compared it counts as `alice@`.
 */
const t = useTestApp();

/** The same mailbox with a sub-address: `a.b@x` becomes `a.b+tag@x`. */
const plus = (email: string, tag: string): string => email.replace('@', `+${tag}@`);
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });
const signup = (email: string) =>
  post('register', {
    email,
    password: 'a good password',
    institution_id: 'ucalgary',
    age: 24,
    gender: 'man',
    orientation: 'gynephilic',
    height_inches: 70,
  });
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  msg: (res.json() as { msg: string }).msg,
});

describe('normalizeEmail and emailHash', () => {
  it('fold the sub-address, keep dots, lower-case and trim', () => {
    expect(normalizeEmail('  Alice.Smith+Quad@UCalgary.ca ')).toBe('alice.smith@ucalgary.ca');
    expect(normalizeEmail('alice+a+b@ucalgary.ca')).toBe('alice@ucalgary.ca');
    expect(normalizeEmail('a.lice@ucalgary.ca')).not.toBe(normalizeEmail('alice@ucalgary.ca'));
    expect(normalizeEmail('+tag@ucalgary.ca')).toBe('+tag@ucalgary.ca');
    expect(emailHash('alice+x@ucalgary.ca')).toBe(emailHash('ALICE@ucalgary.ca'));
  });

  it("agree with the database's users.email_mailbox", async () => {
    const base = uniqueEmail();
    for (const email of [plus(base, 'one'), plus(plus(base, 'b'), 'a'), base]) {
      const [row] = await t.ctx.db
        .select({ mailbox: users.emailMailbox })
        .from(users)
        .where(eq(users.id, (await createMember(t, { email })).id));
      expect(row!.mailbox).toBe(normalizeEmail(email));
      await t.ctx.db.delete(users).where(eq(users.email, email));
    }
  });
});

describe('registration', () => {
  it('refuses a sub-address of a registered mailbox, and the mailbox of a sub-address (409)', async () => {
    const alice = uniqueEmail();
    expect((await signup(alice)).statusCode).toBe(201);
    expect(refusal(await signup(plus(alice, 'x')))).toEqual({ status: 409, msg: MSG.emailExists });
    expect(refusal(await signup(plus(alice.toUpperCase(), 'Y')))).toEqual({ status: 409, msg: MSG.emailExists });

    const bob = uniqueEmail();
    const res = await signup(plus(bob, 'quad'));
    expect(res.statusCode).toBe(201);
    // The address is kept as typed: the code goes where the member asked.
    expect(t.mailer.lastTo(plus(bob, 'quad'))).toBeDefined();
    expect(refusal(await signup(bob))).toEqual({ status: 409, msg: MSG.emailExists });
  });

  it('holds in the database too: a second account of one mailbox cannot be stored', async () => {
    const alice = uniqueEmail();
    await createMember(t, { email: alice });
    await expect(createMember(t, { email: plus(alice, 'x') })).rejects.toBeInstanceOf(Conflict);
    const rows = await t.ctx.db.select().from(users).where(eq(users.emailMailbox, alice));
    expect(rows).toHaveLength(1);
    await expect(
      createAccount(
        t.ctx,
        {
          email: plus(alice, 'y'),
          passwordHash: 'x',
          institutionId: 'ucalgary',
          age: 20,
          gender: 'man',
          orientation: 'gynephilic',
          heightInches: 70,
          emailVerified: true,
        },
        { returning: false },
      ),
    ).rejects.toThrow(MSG.emailExists);
  });
});

describe('blocked e-mails', () => {
  it('a block of one address blocks its whole mailbox, either way round', async () => {
    const alice = uniqueEmail();
    await blockEmail(t.ctx, plus(alice, 'spam'), { reason: 'admin_blocked' });
    expect(refusal(await signup(alice))).toEqual({ status: 403, msg: MSG.emailBlocked });
    expect(refusal(await signup(plus(alice, 'other')))).toEqual({ status: 403, msg: MSG.emailBlocked });
  });

  it('a block stored before folding (the exact address hashed) still refuses that address', async () => {
    const alice = plus(uniqueEmail(), 'old');
    const exact = createHash('sha256').update(alice, 'utf8').digest('hex');
    await t.ctx.db.insert(blockedEmails).values({ emailHash: exact, blockReason: 'admin_blocked' });
    expect(refusal(await signup(alice))).toEqual({ status: 403, msg: MSG.emailBlocked });
  });

  it('a report of unwanted e-mail to a sub-address blocks the mailbox', async () => {
    const alice = uniqueEmail();
    await signup(plus(alice, 'x'));
    const code = lastCode(t, plus(alice, 'x'));
    const report = await post('report-unwanted-email', { email: plus(alice, 'x'), code });
    expect(report.statusCode).toBe(200);
    expect(refusal(await signup(alice))).toEqual({ status: 403, msg: MSG.emailBlocked });
    expect(refusal(await signup(plus(alice, 'y')))).toEqual({ status: 403, msg: MSG.emailBlocked });
  });
});

describe('deleted accounts', () => {
  it('the cooldown after a self-deletion holds for the sub-addresses of the mailbox', async () => {
    const m = await createMember(t);
    await deleteAccount(t.ctx, m.id, { type: 'user_requested' });
    const res = await signup(plus(m.email, 'again'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ can_return_after: expect.any(String) });
  });

  it("an administrator's deletion bans the mailbox, not only the address", async () => {
    const m = await createMember(t, { email: plus(uniqueEmail(), 'first') });
    await deleteAccount(t.ctx, m.id, { type: 'admin_deleted', reason: 'Harassment' });
    const bare = m.email.replace('+first', '');
    expect(refusal(await signup(bare))).toEqual({ status: 403, msg: MSG.emailNotReturnable });
    expect(refusal(await signup(plus(bare, 'second')))).toEqual({ status: 403, msg: MSG.emailNotReturnable });
  });
});

describe('sign-in and password reset', () => {
  it('signs in to the mailbox account with any of its sub-addresses', async () => {
    const m = await createMember(t);
    const res = await post('login', { email: plus(m.email, 'phone'), password: m.password });
    expect(res.statusCode).toBe(200);
    const token = res.json<{ access_token: string }>().access_token;
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json<{ id: number }>().id).toBe(m.id);
  });

  it('resets the password of the mailbox account, mailing the code to the address it registered with', async () => {
    const m = await createMember(t);
    const asked = plus(m.email, 'reset');
    expect((await post('forgot-password', { email: asked })).statusCode).toBe(200);
    expect(t.mailer.lastTo(asked)).toBeUndefined();
    const code = lastCode(t, m.email);
    const reset = await post('reset-password', { email: asked, code, new_password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('login', { email: m.email, password: 'a brand new password' })).statusCode).toBe(200);
  });
});
