import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTION_MSG,
  type TFlagStatsResponse,
  type TPendingAutoFlags,
  type TPendingProfileFlags,
  type TPendingReports,
} from '@quad/contract';
import { adminActions, autoFlags, profileFlags, reports, users } from '@/db/schema/index';
import { bearer, createMember, type TestMember, useMember } from '@/test-support/accounts';
import { connectSocket, nextEvent } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man' });

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload });
const userRow = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

async function report(reporter: TestMember, reported: TestMember, reason: 'harassment' | 'spam' = 'harassment') {
  const [row] = await t.ctx.db
    .insert(reports)
    .values({ reporterId: reporter.id, reportedId: reported.id, reason, description: 'sent me abuse' })
    .returning({ id: reports.id });
  return row!.id;
}
async function messageFlag(sender: TestMember, recipient: TestMember, riskScore = 60) {
  const [row] = await t.ctx.db
    .insert(autoFlags)
    .values({
      senderId: sender.id,
      recipientId: recipient.id,
      flagReason: 'phone',
      riskScore,
      detectedPatterns: ['phone_number'],
      messageContent: 'text me at 403 555 0199',
    })
    .returning({ id: autoFlags.id });
  return row!.id;
}
async function profileFlag(user: TestMember) {
  const [row] = await t.ctx.db
    .insert(profileFlags)
    .values({
      userId: user.id,
      flagReason: 'social_media',
      riskScore: 45,
      detectedPatterns: ['instagram_handle'],
      flaggedFields: ['bio'],
      profileText: 'add me on insta @someone',
    })
    .returning({ id: profileFlags.id });
  return row!.id;
}

describe('reports', () => {
  it('lists pending reports with both members, and suspending from a review reaches the member', async () => {
    const reporter = await createMember(t);
    const reported = await createMember(t, { gender: 'man' });
    const id = await report(reporter, reported);
    const queue = await get<TPendingReports>('/api/admin/reports/pending');
    expect(queue.pending_reports.find((r) => r.id === id)).toMatchObject({
      reason: 'harassment',
      description: 'sent me abuse',
      reporter: { id: reporter.id, username: reporter.username },
      reported_user: { id: reported.id, total_reports: 1, is_suspended: false },
    });

    const socket = await connectSocket(t, reported.token);
    const event = nextEvent(socket, 'account_status_update');
    const res = await post(`/api/admin/reports/${id}/review`, {
      action: 'suspend',
      moderation_message: 'Harassment is not allowed',
      admin_notes: 'checked the chat',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: ADMIN_ACTION_MSG.suspended });
    expect(await event).toMatchObject({ type: 'suspension', data: { reason: 'Harassment is not allowed' } });
    socket.disconnect();

    expect((await userRow(reported.id)).isSuspended).toBe(true);
    const after = await get<TPendingReports>('/api/admin/reports/pending');
    expect(after.pending_reports.map((r) => r.id)).not.toContain(id);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: 'reviewed', reviewAction: 'suspend', reviewedById: admin.id });
    const [action] = await t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, reported.id));
    expect(action!.notes).toMatchObject({
      suspension_message: 'Harassment is not allowed',
      admin_notes: 'checked the chat',
      report_context: {
        reporter_username: reporter.username,
        report_reason: 'harassment',
        report_description: 'sent me abuse',
      },
    });

    const again = await post(`/api/admin/reports/${id}/review`, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: ADMIN_ACTION_MSG.alreadyReviewed, code: 'conflict' });
  });

  it('dismissing says when the member has other reports waiting, and records the dismissal', async () => {
    const reported = await createMember(t);
    const first = await report(await createMember(t), reported);
    await report(await createMember(t), reported, 'spam');
    const res = await post(`/api/admin/reports/${first}/review`, { action: 'dismiss' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: ADMIN_ACTION_MSG.dismissed,
      message: 'This member still has 1 other pending report.',
    });
    const [action] = await t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, reported.id));
    expect(action).toMatchObject({ actionType: 'dismiss_report', reason: 'dismiss' });
    expect((await userRow(reported.id)).isSuspended).toBe(false);
  });

  it('needs an action, answers 404 for an unknown report, and leaves the report waiting when the action is refused', async () => {
    const missing = await post('/api/admin/reports/1/review', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain(ADMIN_ACTION_MSG.actionRequired);
    expect((await post('/api/admin/reports/999999/review', { action: 'dismiss' })).statusCode).toBe(404);

    const otherAdmin = await createMember(t, { isAdmin: true });
    const id = await report(await createMember(t), otherAdmin);
    const refused = await post(`/api/admin/reports/${id}/review`, { action: 'warn' });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, id));
    expect(row!.status).toBe('pending');
  });
});

describe('auto-flags and profile flags', () => {
  it('lists message flags by risk, and a false-positive dismissal feeds the statistics', async () => {
    const sender = await createMember(t, { gender: 'man' });
    const recipient = await createMember(t);
    const low = await messageFlag(sender, recipient, 55);
    const high = await messageFlag(sender, recipient, 90);
    const queue = await get<TPendingAutoFlags>('/api/admin/auto-flags/pending');
    const ids = queue.auto_flags.map((f) => f.id);
    expect(ids.indexOf(high)).toBeLessThan(ids.indexOf(low));
    expect(queue.auto_flags.find((f) => f.id === high)).toMatchObject({
      sender: { id: sender.id },
      recipient: { id: recipient.id },
      flag_reason: 'phone',
      risk_score: 90,
      detected_patterns: ['phone_number'],
    });

    const before = await get<TFlagStatsResponse>('/api/admin/auto-flags/stats');
    const res = await post(`/api/admin/auto-flags/${low}/review`, { action: 'dismiss', false_positive: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get<TFlagStatsResponse>('/api/admin/auto-flags/stats');
    expect(after.stats.pending).toBe(before.stats.pending - 1);
    expect(after.stats.resolved).toBe(before.stats.resolved + 1);
    expect(after.stats.false_positive_rate).toBeGreaterThan(0);
    const [row] = await t.ctx.db.select().from(autoFlags).where(eq(autoFlags.id, low));
    expect(row).toMatchObject({ status: 'reviewed', falsePositive: true, reviewAction: 'dismiss' });
  });

  it('warning from a message flag sends the member the chosen text', async () => {
    const sender = await createMember(t, { gender: 'man' });
    const id = await messageFlag(sender, await createMember(t));
    const socket = await connectSocket(t, sender.token);
    const event = nextEvent(socket, 'account_status_update');
    const res = await post(`/api/admin/auto-flags/${id}/review`, {
      action: 'warn',
      user_message: 'Do not share phone numbers in your first messages',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await event).toMatchObject({
      type: 'warning',
      data: { message: 'Do not share phone numbers in your first messages' },
    });
    socket.disconnect();
    const [action] = await t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, sender.id));
    expect(action!.notes).toMatchObject({ flag_id: id, flag_reason: 'phone', risk_score: 60 });
  });

  it('deleting from a profile flag settles the member’s other waiting items', async () => {
    const user = await createMember(t);
    const id = await profileFlag(user);
    const otherReport = await report(await createMember(t), user);
    const otherFlag = await messageFlag(user, await createMember(t));
    const queue = await get<TPendingProfileFlags>('/api/admin/profile-flags/pending');
    expect(queue.profile_flags.find((f) => f.id === id)).toMatchObject({
      user: { id: user.id },
      flagged_fields: ['bio'],
      profile_text: 'add me on insta @someone',
    });

    const res = await post(`/api/admin/profile-flags/${id}/review`, { action: 'delete', user_message: 'Scam profile' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(ADMIN_ACTION_MSG.deleted);
    expect((await userRow(user.id)).deletionType).toBe('admin_deleted');
    const [r] = await t.ctx.db.select().from(reports).where(eq(reports.id, otherReport));
    const [f] = await t.ctx.db.select().from(autoFlags).where(eq(autoFlags.id, otherFlag));
    expect([r!.status, f!.status]).toEqual(['reviewed', 'reviewed']);
    const stats = await get<TFlagStatsResponse>('/api/admin/profile-flags/stats');
    expect(stats.stats.by_reason.social_media).toBeGreaterThanOrEqual(1);
  });
});
