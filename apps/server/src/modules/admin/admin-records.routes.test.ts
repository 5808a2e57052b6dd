import { describe, expect, it } from 'vitest';
import { ADMIN_MANAGE_MSG, MSG, type TBlockedEmailsResponse, type TDeletedUsersResponse } from '@quad/contract';
import { bearer, createMember, uniqueEmail, useMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { rateCounters } from '@/db/schema/index';
import { limitKeys } from '@/modules/auth/auth-limits';
import { emailHash } from '@/modules/auth/email-hash';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man' });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: 'a long enough password',
      institution_id: 'ucalgary',
      age: 21,
      gender: 'woman',
      orientation: 'androphilic',
      height_inches: 65,
    },
  });
const deleted = async (query = '') =>
  (await call('GET', `/api/admin/deleted-users${query}`)).json<TDeletedUsersResponse>();

describe('deleted users', () => {
  it('a self-deleted member is in cooldown until an administrator allows an early return', async () => {
    const member = await createMember(t);
    expect((await call('DELETE', '/api/users/me', undefined, member.token)).statusCode).toBe(200);

    const listed = (await deleted()).deleted_users.find((d) => d.original_user_id === member.id)!;
    expect(listed).toMatchObject({
      deletion_type: 'user_requested',
      email: null,
      email_hash: emailHash(member.email),
      status_labels: ['User Requested', 'In Cooldown'],
      return_allowed: false,
    });
    const searched = await deleted(`?email=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(searched.deleted_users).toHaveLength(1);
    expect(searched.deleted_users[0]).toMatchObject({ email: member.email, id: listed.id });
    expect((await deleted('?email=nobody@ucalgary.ca')).deleted_users).toEqual([]);

    expect((await register(member.email)).statusCode).toBe(403);
    const allow = await call('POST', `/api/admin/deleted-users/${listed.id}/allow-return`);
    expect(allow.json()).toEqual({ msg: ADMIN_MANAGE_MSG.returnAllowed });
    const allowed = (await deleted(`?email=${member.email}`)).deleted_users[0]!;
    expect(allowed).toMatchObject({
      status_labels: ['User Requested', 'Allowed Early Return'],
      return_allowed_by: { id: admin.id },
    });
    expect(allowed.admin_action_history[0]).toMatchObject({ action_type: 'allow_return', admin: { id: admin.id } });

    expect((await register(member.email)).statusCode).toBe(201);
    const back = (await deleted(`?email=${member.email}`)).deleted_users[0]!;
    expect(back.status_labels).toEqual(['User Requested', 'Returned']);
    expect(back.user_has_returned).toBe(true);
    const again = await call('POST', `/api/admin/deleted-users/${listed.id}/allow-return`);
    expect(again.statusCode).toBe(409);
  });

  it('an admin-deleted e-mail stays barred until allowed, and the list pages by 50', async () => {
    const member = await createMember(t);
    await call('POST', `/api/admin/users/${member.id}/delete`, { reason: 'Fake profile' });
    const record = (await deleted(`?email=${member.email}`)).deleted_users[0]!;
    expect(record).toMatchObject({ status_labels: ['Admin Deleted'], reason: 'Fake profile', can_return_after: null });
    expect(record.admin_action_history.map((a) => a.action_type)).toContain('delete');
    expect((await register(member.email)).json().msg).toBe(MSG.emailNotReturnable);
    await call('POST', `/api/admin/deleted-users/${record.id}/allow-return`);
    expect((await deleted(`?email=${member.email}`)).deleted_users[0]!.status_labels).toEqual([
      'Admin Deleted',
      'Can Return',
    ]);
    expect((await register(member.email)).statusCode).toBe(201);

    expect((await deleted()).paging).toMatchObject({ page: 1, per_page: 50, total: 2, pages: 1, has_next: false });
    expect((await deleted('?per_page=1&page=2')).paging).toMatchObject({ pages: 2, has_next: false, has_prev: true });
    expect((await call('POST', '/api/admin/deleted-users/999999/allow-return')).statusCode).toBe(404);
  });
});

describe('blocked e-mails', () => {
  it('blocks an address from signing up; unblocking with the address clears its rate limits', async () => {
    const email = uniqueEmail();
    const missing = await call('POST', '/api/admin/blocked-emails/block', { email: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain(ADMIN_MANAGE_MSG.emailRequiredToBlock);

    const res = await call('POST', '/api/admin/blocked-emails/block', {
      email: ` ${email.toUpperCase()} `,
      reason: 'spam sign-ups',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: ADMIN_MANAGE_MSG.emailBlocked,
      blocked_email: {
        email,
        block_reason: 'admin_blocked',
        admin_notes: 'spam sign-ups',
        blocked_by: { id: admin.id },
      },
    });
    const id = res.json<{ blocked_email: { id: number } }>().blocked_email.id;
    expect((await call('POST', '/api/admin/blocked-emails/block', { email })).statusCode).toBe(409);
    expect((await register(email)).json().msg).toBe(MSG.emailBlocked);

    const all = (await call('GET', '/api/admin/blocked-emails')).json<TBlockedEmailsResponse>();
    expect(all.blocked_emails.find((b) => b.id === id)).toMatchObject({ email: null, email_hash: emailHash(email) });
    expect(all.paging.per_page).toBe(50);
    const found = (await call('GET', `/api/admin/blocked-emails?search=${email}`)).json<TBlockedEmailsResponse>();
    expect(found.blocked_emails.map((b) => [b.id, b.email])).toEqual([[id, email]]);

    const wrong = await call('POST', `/api/admin/blocked-emails/${id}/unblock`, { email: 'someone.else@ucalgary.ca' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ msg: ADMIN_MANAGE_MSG.unblockEmailMismatch, code: 'bad_request' });

    const later = new Date(t.clock.now().getTime() + 3_600_000);
    await t.ctx.db
      .insert(rateCounters)
      .values({ key: limitKeys.signupResend(email), count: 5, blockedUntil: later, expiresAt: later });
    const ok = await call('POST', `/api/admin/blocked-emails/${id}/unblock`, { email });
    expect(ok.json()).toEqual({ msg: ADMIN_MANAGE_MSG.emailUnblockedAndLimitsCleared, rate_limits_cleared: true });
    expect(await t.ctx.rateCounters.get(limitKeys.signupResend(email))).toBeNull();
    expect((await register(email)).statusCode).toBe(201);
    expect((await call('POST', `/api/admin/blocked-emails/${id}/unblock`, {})).statusCode).toBe(404);
  });

  it('unblocks by id alone, without touching rate limits', async () => {
    const email = uniqueEmail();
    const { blocked_email } = (await call('POST', '/api/admin/blocked-emails/block', { email })).json<{
      blocked_email: { id: number };
    }>();
    const res = await call('POST', `/api/admin/blocked-emails/${blocked_email.id}/unblock`);
    expect(res.json()).toEqual({ msg: ADMIN_MANAGE_MSG.emailUnblocked, rate_limits_cleared: false });
  });
});
