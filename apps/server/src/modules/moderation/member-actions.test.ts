import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ACTION_MSG, MSG, type TAccountStatusUpdate, type TCurrentUser } from '@quad/contract';
import { adminActions, deletedUsers, users } from '@/db/schema/index';
import { bearer, createMember, useMember, type TestMember } from '@/test-support/accounts';
import { lastSeen, writeMessage } from '@/test-support/message-history';
import { connectSocket, nextEvent, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { emailHash } from '@/modules/auth/email-hash';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man' });
let member: TestMember;
let partner: TestMember;
const sockets: TestSocket[] = [];
afterAll(() => {
  for (const s of sockets) s.disconnect();
});
beforeEach(async () => {
  member = await createMember(t, { gender: 'woman' });
  partner = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
  await lastSeen(t, member.id, 60_000);
  await writeMessage(t, partner.id, member.id, { content: 'hi there' });
});

const socketOf = async (m: TestMember) => {
  const s = await connectSocket(t, m.token);
  sockets.push(s);
  return s;
};
const act = (id: number, action: string, payload: Record<string, unknown> = {}, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/${action}`, headers: bearer(token), payload });
const me = (m: TestMember) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(m.token) });
const browseNames = async (m: TestMember) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ users: { id: number }[] }>().users.map((u) => u.id);
};
const actionsOn = (id: number) => t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, id));

describe('warn', () => {
  it('reaches the member live, shows until dismissed, and is recorded with its notes', async () => {
    const socket = await socketOf(member);
    const event = nextEvent(socket, 'account_status_update');
    const res = await act(member.id, 'warn', { warning_message: 'Please keep it respectful', admin_notes: 'first' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: ADMIN_ACTION_MSG.warned, user: { has_active_warning: true } });
    const update: TAccountStatusUpdate = await event;
    expect(update).toMatchObject({ type: 'warning', data: { message: 'Please keep it respectful' } });
    expect(update.data.issued_at).toBeTruthy();

    expect((await me(member)).json<TCurrentUser>()).toMatchObject({
      has_active_warning: true,
      warning_message: 'Please keep it respectful',
    });
    const [action] = await actionsOn(member.id);
    expect(action).toMatchObject({ actionType: 'warn', adminId: admin.id, reason: 'Please keep it respectful' });
    expect(action!.notes).toMatchObject({ warning_message: 'Please keep it respectful', admin_notes: 'first' });

    await t.app.inject({ method: 'POST', url: '/api/users/me/dismiss-warning', headers: bearer(member.token) });
    expect((await me(member)).json<TCurrentUser>().has_active_warning).toBe(false);
    // A new warning shows again.
    await act(member.id, 'warn', { warning_message: 'Second warning' });
    expect((await me(member)).json<TCurrentUser>()).toMatchObject({
      has_active_warning: true,
      warning_message: 'Second warning',
    });
  });

  it('needs a message, and a failure carries its text in error as well as msg', async () => {
    const blank = await act(member.id, 'warn', { warning_message: '  ' });
    expect(blank.statusCode).toBe(400);
    const onAdmin = await act(admin.id, 'warn', { warning_message: 'x' });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json()).toEqual({
      msg: ADMIN_ACTION_MSG.cannotActOnSelf,
      error: ADMIN_ACTION_MSG.cannotActOnSelf,
      code: 'forbidden',
    });
    const unknown = await act(999_999, 'warn', { warning_message: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'User not found' });
  });
});

describe('suspend and unsuspend', () => {
  it('keeps the member signed in to the allowed pages, refuses browse, hides them, and tells partners', async () => {
    const memberSocket = await socketOf(member);
    const partnerSocket = await socketOf(partner);
    expect(await browseNames(partner)).toContain(member.id);

    const toMember = nextEvent(memberSocket, 'account_status_update');
    const toPartner = nextEvent(partnerSocket, 'user_suspended');
    const res = await act(member.id, 'suspend', { reason: 'Spamming links', admin_notes: 'three reports' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: ADMIN_ACTION_MSG.suspended,
      user: { is_suspended: true, suspension_reason: 'Spamming links' },
    });
    expect(await toMember).toMatchObject({ type: 'suspension', data: { reason: 'Spamming links' } });
    expect(await toPartner).toEqual({ user_id: member.id });

    // Same session: the own account still loads, browse is refused, others no longer see them.
    expect((await me(member)).json<TCurrentUser>()).toMatchObject({
      is_suspended: true,
      suspension_reason: 'Spamming links',
    });
    const refused = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(member.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ msg: MSG.suspendedNotAllowed });
    expect(await browseNames(partner)).not.toContain(member.id);

    // Re-suspending changes the reason.
    const resuspended = nextEvent(memberSocket, 'account_status_update');
    await act(member.id, 'suspend', { reason: 'Spamming links and scams' });
    expect(await resuspended).toMatchObject({ type: 'suspension', data: { reason: 'Spamming links and scams' } });
    expect((await me(member)).json<TCurrentUser>().suspension_reason).toBe('Spamming links and scams');

    const lifted = nextEvent(memberSocket, 'account_status_update');
    const partnerLifted = nextEvent(partnerSocket, 'user_unsuspended');
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/unsuspend`,
      headers: bearer(admin.token),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ msg: ADMIN_ACTION_MSG.unsuspended, user: { is_suspended: false } });
    expect(await lifted).toMatchObject({ type: 'unsuspension' });
    expect(await partnerLifted).toEqual({ user_id: member.id });
    expect(await browseNames(member)).toContain(partner.id);
    expect(await browseNames(partner)).toContain(member.id);

    const history = (await actionsOn(member.id)).map((a) => a.actionType);
    expect(history).toEqual(['suspend', 'suspend', 'unsuspend']);
    const unsuspended = (await actionsOn(member.id)).find((a) => a.actionType === 'unsuspend')!;
    expect(unsuspended.notes).toMatchObject({ admin_notes: MSG.unsuspendDefaultNote });
  });

  it('needs a reason to suspend, and refuses to unsuspend a member who is not suspended', async () => {
    expect((await act(member.id, 'suspend', {})).statusCode).toBe(400);
    const res = await act(member.id, 'unsuspend');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: ADMIN_ACTION_MSG.notSuspended, code: 'conflict' });
  });
});

describe('delete', () => {
  it('ends the sessions, sends the member to the deleted page, tells partners, and bars the e-mail', async () => {
    await t.ctx.db.update(users).set({ isPaid: true }).where(eq(users.id, member.id));
    const memberSocket = await socketOf(member);
    const partnerSocket = await socketOf(partner);
    const toMember = nextEvent(memberSocket, 'account_status_update');
    const toPartner = nextEvent(partnerSocket, 'user_deleted');
    const closed = new Promise<string>((resolve) => memberSocket.once('disconnect', resolve));

    const res = await act(member.id, 'delete', { reason: 'Scam account', admin_notes: 'confirmed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(ADMIN_ACTION_MSG.deleted);
    expect(await toMember).toEqual({
      type: 'deletion',
      data: { deletion_type: 'admin_deleted', message: 'Scam account' },
    });
    expect(await toPartner).toEqual({ user_id: member.id });
    expect(await closed).toBe('io server disconnect');

    expect((await me(member)).statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ email: null, deletionType: 'admin_deleted', isPaid: false });
    const [record] = await t.ctx.db
      .select()
      .from(deletedUsers)
      .where(eq(deletedUsers.emailHash, emailHash(member.email)));
    expect(record).toMatchObject({ deletionType: 'admin_deleted', canReturnAfter: null, reason: 'Scam account' });
    const [action] = await actionsOn(member.id);
    expect(action).toMatchObject({ actionType: 'delete', adminId: admin.id });
    expect(action!.notes).toMatchObject({
      deletion_message: 'Scam account',
      admin_notes: 'confirmed',
      payments_forfeited: true,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: member.email,
        password: 'another long password',
        institution_id: 'ucalgary',
        age: 22,
        gender: 'woman',
        orientation: 'androphilic',
        height_inches: 65,
      },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe(MSG.emailNotReturnable);

    const twice = await act(member.id, 'delete', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ msg: ADMIN_ACTION_MSG.userDeleted, code: 'conflict' });
  });

  it('uses the default reason, and never deletes an administrator from here', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/delete`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [record] = await t.ctx.db
      .select()
      .from(deletedUsers)
      .where(eq(deletedUsers.emailHash, emailHash(member.email)));
    expect(record!.reason).toBe(MSG.deleteUserDefaultReason);

    const other = await createMember(t, { isAdmin: true });
    const refused = await act(other.id, 'delete', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: ADMIN_ACTION_MSG.cannotActOnAdmin, code: 'forbidden' });
  });
});
