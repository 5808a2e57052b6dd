import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPEAL_TEXT_MAX,
  DUE_PROCESS_MSG,
  type TAccountStatusUpdate,
  type TAdminUserDetails,
  type TCurrentUser,
  type TMyAppealsResponse,
  type TPendingAppealsResponse,
  type TPendingReports,
} from '@quad/contract';
import { adminActions, autoFlags, reports } from '@/db/schema/index';
import { bearer, createMember, useMember, type TestMember } from '@/test-support/accounts';
import { writeMessage } from '@/test-support/message-history';
import { connectSocket, nextEvent, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, useTestApp } from '@/test-support/test-app';
import { endExpiredSuspensions } from '@/modules/moderation/suspension-expiry.service';

const HOUR_MS = 60 * 60_000;

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man' });
const secondAdmin = useMember(t, { isAdmin: true, gender: 'woman' });
let member: TestMember;
let partner: TestMember;
const sockets: TestSocket[] = [];
afterAll(() => {
  for (const s of sockets) s.disconnect();
});
/** Sessions expire as the clock moves: tests that move it sign everyone in again. */
async function signInAgain(...people: TestMember[]) {
  for (const p of people) p.token = (await t.ctx.sessions.create(p.id)).token;
}

beforeEach(async () => {
  await signInAgain(admin, secondAdmin);
  member = await createMember(t, { gender: 'woman' });
  partner = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
  await writeMessage(t, partner.id, member.id, { content: 'hi there' });
});

const socketOf = async (m: TestMember) => {
  const s = await connectSocket(t, m.token);
  sockets.push(s);
  return s;
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const me = async (m: TestMember) => (await call('GET', '/api/users/me', m.token)).json<TCurrentUser>();
const myAppeals = async (m: TestMember) => {
  const res = await call('GET', '/api/users/me/appeals', m.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMyAppealsResponse>();
};
const details = async (id: number) =>
  (await call('GET', `/api/admin/users/${id}/details`, admin.token)).json<TAdminUserDetails>();
const suspend = (id: number, payload: Record<string, unknown>, token = admin.token) =>
  call('POST', `/api/admin/users/${id}/suspend`, token, payload);
const appeal = (m: TestMember, adminActionId: number, text = 'I was joking with a friend, it was not abuse.') =>
  call('POST', '/api/users/me/appeals', m.token, { admin_action_id: adminActionId, text });
const review = (appealId: number, decision: 'uphold' | 'overturn', token = secondAdmin.token) =>
  call('POST', `/api/admin/appeals/${appealId}/review`, token, { decision, message: 'Thanks for explaining.' });

async function report(reporter: TestMember, reported: TestMember) {
  const [row] = await t.ctx.db
    .insert(reports)
    .values({ reporterId: reporter.id, reportedId: reported.id, reason: 'harassment', description: 'rude words' })
    .returning({ id: reports.id });
  return row!.id;
}

/** The member's appealable action of that type (newest first). */
async function appealableOf(m: TestMember, type: 'warn' | 'suspend') {
  const found = (await myAppeals(m)).appealable.find((a) => a.action_type === type);
  expect(found).toBeTruthy();
  return found!;
}

describe('suspensions with an end', () => {
  it('ends by itself when the time is up, like an unsuspension, with the system in the history', async () => {
    const socket = await socketOf(member);
    const suspended = nextEvent(socket, 'account_status_update');
    const res = await suspend(member.id, { reason: 'Cool off for a day', duration_hours: 24 });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    expect(res.json()).toMatchObject({ user: { is_suspended: true, suspended_until: until } });
    expect(await suspended).toMatchObject({
      type: 'suspension',
      data: { reason: 'Cool off for a day', suspended_until: until },
    });
    expect(await me(member)).toMatchObject({ is_suspended: true, suspended_until: until });
    expect((await call('GET', '/api/users', member.token)).statusCode).toBe(403);

    const refused = await socket.emitWithAck('send_message', { recipient_id: partner.id, message: 'still there?' });
    expect(refused).toMatchObject({ ok: false });

    t.clock.advance(23 * HOUR_MS);
    await signInAgain(member, partner, admin);
    expect(await endExpiredSuspensions(t.ctx)).toBe(0);
    expect((await me(member)).is_suspended).toBe(true);

    const partnerSocket = await socketOf(partner);
    const back = nextEvent(partnerSocket, 'user_unsuspended');
    const lifted = nextEvent(socket, 'account_status_update');
    t.clock.advance(2 * HOUR_MS);
    await signInAgain(member, admin);
    expect(await endExpiredSuspensions(t.ctx)).toBe(1);
    expect(await lifted).toMatchObject({ type: 'unsuspension' });
    expect(await back).toEqual({ user_id: member.id });
    expect(await me(member)).toMatchObject({ is_suspended: false, suspension_reason: null, suspended_until: null });
    expect((await call('GET', '/api/users', member.token)).statusCode).toBe(200);
    // Sending works again on the connection that was refused.
    const sent = await socket.emitWithAck('send_message', { recipient_id: partner.id, message: 'back again' });
    expect(sent).toMatchObject({ ok: true });
    // A second sweep finds nothing more to do.
    expect(await endExpiredSuspensions(t.ctx)).toBe(0);

    const [entry] = (await details(member.id)).user.admin_action_history;
    expect(entry).toMatchObject({
      action_type: 'unsuspend',
      admin: null,
      by_system: true,
      reason: DUE_PROCESS_MSG.suspensionEnded,
    });
  });

  it('leaves an indefinite suspension alone, and a new suspension replaces the end', async () => {
    const r1 = await suspend(member.id, { reason: 'Timed', duration_hours: 24 });
    expect(r1.statusCode, r1.body).toBe(200);
    await suspend(member.id, { reason: 'Now indefinite' });
    expect(await me(member)).toMatchObject({ is_suspended: true, suspended_until: null });
    t.clock.advance(48 * HOUR_MS);
    await signInAgain(member, admin);
    await endExpiredSuspensions(t.ctx);
    expect((await me(member)).is_suspended).toBe(true);
    await call('POST', `/api/admin/users/${member.id}/unsuspend`, admin.token, {});
  });

  it('is lifted once when two instances sweep at the same time', async () => {
    const other = await createTestApp({ database: t.ctx.database, clock: t.clock });
    try {
      await suspend(member.id, { reason: 'Short break', duration_hours: 24 });
      t.clock.advance(25 * HOUR_MS);
      const ended = await Promise.all([endExpiredSuspensions(t.ctx), endExpiredSuspensions(other.ctx)]);
      expect(ended[0] + ended[1]).toBe(1);
      const history = await t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, member.id));
      expect(history.filter((a) => a.actionType === 'unsuspend')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('refuses a duration that is not a whole number of hours within a year', async () => {
    for (const duration_hours of [0, -5, 1.5, 24 * 366, 'soon']) {
      const res = await suspend(member.id, { reason: 'x', duration_hours });
      expect(res.statusCode, String(duration_hours)).toBe(400);
    }
    expect((await me(member)).is_suspended).toBe(false);
  });
});

describe('strikes', () => {
  it('counts upheld reports and flags that end in a warning or suspension, and suggests the ladder', async () => {
    const reporter = await createMember(t, { gender: 'man' });
    const dismissed = await report(reporter, member);
    await call('POST', `/api/admin/reports/${dismissed}/review`, admin.token, { action: 'dismiss' });
    expect((await details(member.id)).user.strike_count).toBe(0);

    const first = await report(reporter, member);
    let queue = (await call('GET', '/api/admin/reports/pending', admin.token)).json<TPendingReports>();
    expect(queue.pending_reports.find((r) => r.id === first)!.reported_user).toMatchObject({
      strike_count: 0,
      next_step: { action: 'warn', duration_hours: null },
    });
    await call('POST', `/api/admin/reports/${first}/review`, admin.token, {
      action: 'warn',
      moderation_message: 'Be kind',
    });

    const second = await report(reporter, member);
    queue = (await call('GET', '/api/admin/reports/pending', admin.token)).json<TPendingReports>();
    expect(queue.pending_reports.find((r) => r.id === second)!.reported_user).toMatchObject({
      strike_count: 1,
      next_step: { action: 'suspend', duration_hours: 168 },
    });
    const res = await call('POST', `/api/admin/reports/${second}/review`, admin.token, {
      action: 'suspend',
      moderation_message: 'A week off',
      duration_hours: 168,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(member)).suspended_until).toBe(new Date(t.clock.now().getTime() + 168 * HOUR_MS).toISOString());

    const [flag] = await t.ctx.db
      .insert(autoFlags)
      .values({
        senderId: member.id,
        recipientId: partner.id,
        flagReason: 'financial',
        riskScore: 60,
        detectedPatterns: ['money_request'],
        messageContent: 'send me money',
      })
      .returning({ id: autoFlags.id });
    await call('POST', `/api/admin/auto-flags/${flag!.id}/review`, admin.token, {
      action: 'warn',
      user_message: 'No money asks',
    });

    const user = (await details(member.id)).user;
    expect(user.strike_count).toBe(3);
    expect(user.strike_history.map((s) => [s.action_type, s.reason, s.source])).toEqual([
      ['warn', 'No money asks', 'message_flag'],
      ['suspend', 'A week off', 'report'],
      ['warn', 'Be kind', 'report'],
    ]);
    // A direct action from the user row is not a strike.
    await call('POST', `/api/admin/users/${member.id}/warn`, admin.token, { warning_message: 'Direct note' });
    expect((await details(member.id)).user.strike_count).toBe(3);
    await call('POST', `/api/admin/users/${member.id}/unsuspend`, admin.token, {});
  });

  it('takes its ladder from Settings, and refuses a ladder it cannot read', async () => {
    const set = (value: string) => call('PUT', '/api/admin/settings/moderation', admin.token, { strike_ladder: value });
    const bad = await set('warn, forever');
    expect(bad.statusCode).toBe(400);
    const ok = await set('Warn, 24 ,indefinite');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ settings: { strike_ladder: string } }>().settings.strike_ladder).toBe('warn,24,indefinite');
    const reporter = await createMember(t, { gender: 'man' });
    const id = await report(reporter, member);
    await call('POST', `/api/admin/reports/${id}/review`, admin.token, { action: 'warn' });
    const next = await report(reporter, member);
    const queue = (await call('GET', '/api/admin/reports/pending', admin.token)).json<TPendingReports>();
    expect(queue.pending_reports.find((r) => r.id === next)!.reported_user.next_step).toEqual({
      action: 'suspend',
      duration_hours: 24,
    });
    await call('POST', `/api/admin/reports/${next}/review`, admin.token, { action: 'dismiss' });
    await set('warn,168,720,indefinite');
  });
});

describe('appeals', () => {
  it('lists what can be appealed, takes one appeal per action, and answers 409 to a second', async () => {
    await suspend(member.id, { reason: 'Spamming people', duration_hours: 72 });
    const action = await appealableOf(member, 'suspend');
    expect(action).toMatchObject({ reason: 'Spamming people' });

    const filed = await appeal(member, action.admin_action_id);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ appeal: { status: 'pending', admin_action_id: action.admin_action_id } });
    const again = await appeal(member, action.admin_action_id, 'Please, once more');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'appeal_exists', msg: DUE_PROCESS_MSG.appealExists });

    const listed = await myAppeals(member);
    expect(listed.appealable.some((a) => a.admin_action_id === action.admin_action_id)).toBe(false);
    expect(listed.appeals[0]).toMatchObject({ status: 'pending', decision_message: null, decided_at: null });

    // Someone else's action, or one that is no warning or suspension, cannot be appealed.
    const stranger = await appeal(partner, action.admin_action_id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'not_appealable' });
    expect((await appeal(member, action.admin_action_id, 'x'.repeat(APPEAL_TEXT_MAX + 1))).statusCode).toBe(400);
    expect((await appeal(member, action.admin_action_id, '   ')).statusCode).toBe(400);
  });

  it('closes the window after thirty days', async () => {
    await call('POST', `/api/admin/users/${member.id}/warn`, admin.token, { warning_message: 'Old warning' });
    const action = await appealableOf(member, 'warn');
    t.clock.advance(31 * 24 * HOUR_MS);
    await signInAgain(member, admin);
    expect((await myAppeals(member)).appealable).toEqual([]);
    const late = await appeal(member, action.admin_action_id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'appeal_window_closed' });
  });

  it('is decided by another administrator: the one who acted gets 403', async () => {
    await suspend(member.id, { reason: 'Rude', duration_hours: 24 });
    const action = await appealableOf(member, 'suspend');
    const appealId = (await appeal(member, action.admin_action_id)).json<{ appeal: { id: number } }>().appeal.id;

    const mine = (await call('GET', '/api/admin/appeals/pending', admin.token)).json<TPendingAppealsResponse>();
    expect(mine.appeals.find((a) => a.id === appealId)).toMatchObject({
      can_decide: false,
      member: { id: member.id },
      action: { action_type: 'suspend', reason: 'Rude', admin: { id: admin.id } },
    });
    const own = await review(appealId, 'overturn', admin.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'appeal_own_action', msg: DUE_PROCESS_MSG.ownAction });

    const theirs = (await call('GET', '/api/admin/appeals/pending', secondAdmin.token)).json<TPendingAppealsResponse>();
    expect(theirs.appeals.find((a) => a.id === appealId)!.can_decide).toBe(true);
    const upheld = await review(appealId, 'uphold');
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect((await review(appealId, 'overturn')).json()).toMatchObject({ code: 'appeal_already_decided' });
    expect((await me(member)).is_suspended).toBe(true);
    await call('POST', `/api/admin/users/${member.id}/unsuspend`, admin.token, {});
  });

  it('overturned: lifts the suspension live, removes the strike, tells the member live and by e-mail', async () => {
    const reporter = await createMember(t, { gender: 'man' });
    const reportId = await report(reporter, member);
    await call('POST', `/api/admin/reports/${reportId}/review`, admin.token, {
      action: 'suspend',
      moderation_message: 'Harassment',
      duration_hours: 168,
    });
    expect((await details(member.id)).user.strike_count).toBe(1);
    const action = await appealableOf(member, 'suspend');
    const appealId = (await appeal(member, action.admin_action_id)).json<{ appeal: { id: number } }>().appeal.id;

    const pending = (
      await call('GET', '/api/admin/appeals/pending', secondAdmin.token)
    ).json<TPendingAppealsResponse>();
    expect(pending.appeals.find((a) => a.id === appealId)!.evidence).toMatchObject({
      source: 'report',
      report_reason: 'harassment',
      report_description: 'rude words',
      reporter_username: reporter.username,
    });

    const socket = await socketOf(member);
    const events: TAccountStatusUpdate[] = [];
    const bothArrived = new Promise<void>((resolve) => {
      socket.on('account_status_update', (e) => {
        events.push(e);
        if (events.length === 2) resolve();
      });
    });
    const res = await review(appealId, 'overturn');
    expect(res.statusCode, res.body).toBe(200);
    await bothArrived;
    expect(events[0]).toMatchObject({
      type: 'appeal_decided',
      data: { appeal_id: appealId, decision: 'overturn', message: 'Thanks for explaining.' },
    });
    expect(events[1]).toMatchObject({ type: 'unsuspension' });

    expect(await me(member)).toMatchObject({ is_suspended: false, suspended_until: null });
    const user = (await details(member.id)).user;
    expect(user.strike_count).toBe(0);
    expect(user.strike_history[0]!.removed_at).not.toBeNull();
    expect(user.admin_action_history.slice(0, 2).map((a) => [a.action_type, a.admin?.id])).toEqual([
      ['unsuspend', secondAdmin.id],
      ['appeal_overturned', secondAdmin.id],
    ]);
    expect((await myAppeals(member)).appeals[0]).toMatchObject({
      status: 'overturned',
      decision_message: 'Thanks for explaining.',
    });
    const mail = t.mailer.lastTo(member.email);
    expect(mail?.subject).toBe(DUE_PROCESS_MSG.mailSubjectOverturned);
    expect(mail?.text).toContain('Thanks for explaining.');
  });

  it('overturned warning: the warning is cleared', async () => {
    await call('POST', `/api/admin/users/${member.id}/warn`, admin.token, { warning_message: 'Mind your words' });
    const action = await appealableOf(member, 'warn');
    const appealId = (await appeal(member, action.admin_action_id)).json<{ appeal: { id: number } }>().appeal.id;
    const socket = await socketOf(member);
    const decided = nextEvent(socket, 'account_status_update');
    await review(appealId, 'overturn');
    expect(await decided).toMatchObject({ type: 'appeal_decided', data: { warning_cleared: true } });
    expect(await me(member)).toMatchObject({ has_active_warning: false, warning_message: null });
  });
});
