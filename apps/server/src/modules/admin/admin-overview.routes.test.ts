import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminStatistics, TAdminUserDetails, TAdminUserSearchResponse } from '@quad/contract';
import { adminActions, autoFlags, payments, reports, users } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { writeMessage } from '@/test-support/message-history';

const DAY_MS = 24 * 60 * 60_000;
let t: TestApp;
let admin: TestMember;
let alice: TestMember;
let bob: TestMember;
let casey: TestMember;
let dana: TestMember;

const get = <T>(url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(admin.token) }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });
const search = (query: string) => get<TAdminUserSearchResponse>(`/api/admin/users/search?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now().getTime();
  admin = await createMember(t, { isAdmin: true, gender: 'man', email: 'boss@ucalgary.ca' });
  alice = await createMember(t, { gender: 'woman', orientation: 'androphilic', email: 'alice.admintest@ucalgary.ca' });
  bob = await createMember(t, {
    gender: 'man',
    orientation: 'gynephilic',
    institutionId: 'sait',
    email: 'bob@edu.sait.ca',
  });
  casey = await createMember(t, {
    gender: 'nonbinary',
    orientation: 'ambiphilic',
    institutionId: 'mru',
    email: 'casey@mtroyal.ca',
  });
  dana = await createMember(t, { gender: 'woman', orientation: 'ambiphilic', email: 'dana_x@ucalgary.ca' });
  // Activity: the administrator now (as their requests record it), alice and bob recently, casey
  // 40 days ago, dana never. Bob paid.
  await t.ctx.db
    .update(users)
    .set({ lastActivityAt: new Date(now) })
    .where(eq(users.id, admin.id));
  await t.ctx.db
    .update(users)
    .set({ lastActivityAt: new Date(now - DAY_MS) })
    .where(eq(users.id, alice.id));
  await t.ctx.db
    .update(users)
    .set({ lastActivityAt: new Date(now - 2 * DAY_MS), isPaid: true })
    .where(eq(users.id, bob.id));
  await t.ctx.db
    .update(users)
    .set({ lastActivityAt: new Date(now - 40 * DAY_MS) })
    .where(eq(users.id, casey.id));
  await t.ctx.db
    .update(users)
    .set({ lastActivityAt: null, createdAt: new Date(now - 3 * DAY_MS) })
    .where(eq(users.id, dana.id));
  // Messages: bob starts with alice (2 old + reply), casey starts with bob; one message 10 days ago.
  await writeMessage(t, bob.id, alice.id, {
    content: 'hi alice, how is the semester going?',
    at: new Date(now - 10 * DAY_MS),
  });
  await writeMessage(t, bob.id, alice.id, { content: 'also, coffee at the library?', at: new Date(now - 60_000) });
  await writeMessage(t, alice.id, bob.id, { content: 'sure, tomorrow at 3', at: new Date(now - 30_000) });
  await writeMessage(t, casey.id, bob.id, { content: 'hey bob' });
  // Two reports against bob, one reviewed.
  await t.ctx.db.insert(reports).values([
    { reporterId: alice.id, reportedId: bob.id, reason: 'harassment', description: 'rude' },
    { reporterId: casey.id, reportedId: bob.id, reason: 'spam', status: 'reviewed' },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('statistics', () => {
  it('counts members, activity, payment, admins, messages and demographics', async () => {
    const stats = await get<TAdminStatistics>('/api/admin/statistics');
    expect(stats.users).toMatchObject({ total: 4, active_last_30_days: 2, paid: 1, admins: 1 });
    expect(stats.messages).toEqual({ total: 4, last_7_days: 3 });
    expect(stats.demographics.gender).toEqual({ MAN: 1, WOMAN: 2, NONBINARY: 1 });
    expect(stats.demographics.orientation).toEqual({ ANDROPHILIC: 1, GYNEPHILIC: 1, AMBIPHILIC: 2 });
    const byId = Object.fromEntries(stats.institutions.map((i) => [i.id, i]));
    expect(byId.ucalgary).toMatchObject({ user_count: 3, is_current: true, payment_threshold: 25, can_delete: false });
    expect(byId.sait).toMatchObject({ user_count: 1, paid_count: 1, is_current: false });
    // Alice is the one active woman at ucalgary (dana never signed in).
    expect(byId.ucalgary!.active_women_nonbinary_count).toBe(1);
  });

  it("adds the institutions' member counts up to the users total, as the Overview shows both", async () => {
    const stats = await get<TAdminStatistics>('/api/admin/statistics');
    expect(stats.institutions.reduce((sum, i) => sum + i.member_count, 0)).toBe(stats.users.total);
    // The administrator is one of ucalgary's accounts (it cannot be deleted) but not a member.
    const byId = Object.fromEntries(stats.institutions.map((i) => [i.id, i]));
    expect(byId.ucalgary).toMatchObject({ user_count: 3, member_count: 2 });
  });
});

describe('user search', () => {
  it('finds by part of the username or e-mail, case-insensitively, with wildcards taken literally', async () => {
    expect((await search('q=ADMINTEST')).users.map((u) => u.id)).toEqual([alice.id]);
    expect((await search('q=dana_')).users.map((u) => u.id)).toEqual([dana.id]);
    expect((await search('q=%25')).total).toBe(0);
  });

  it('has trigram indexes that can answer a part of a username or an e-mail without reading every account', async () => {
    // With sequential scans priced out, the plan shows whether the indexes can serve ILIKE '%q%'.
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from users where username ilike '%admintest%' or email ilike '%admintest%'`,
      );
      return JSON.stringify((result as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('users_username_trgm_idx');
    expect(plan).toContain('users_email_trgm_idx');
  });

  it('filters by institution, payment and activity', async () => {
    expect((await search('institution_id=sait')).users.map((u) => u.id)).toEqual([bob.id]);
    expect((await search('is_paid=true')).users.map((u) => u.id)).toEqual([bob.id]);
    const inactive = (await search('is_active=false')).users.map((u) => u.id);
    expect(inactive.sort()).toEqual([casey.id, dana.id].sort());
  });

  it('sorts by reports and by username, and pages 20 at a time by default', async () => {
    const byReports = await search('sort_by=reports&sort_order=desc');
    expect(byReports.users[0]).toMatchObject({ id: bob.id, total_reports: 2, pending_reports: 1 });
    const byName = (await search('sort_by=username&sort_order=asc')).users.map((u) => u.username.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const page = await search('per_page=2&page=2');
    expect(page).toMatchObject({ total: 5, total_pages: 3, page: 2, per_page: 2 });
    expect(page.users).toHaveLength(2);
    expect((await search('')).per_page).toBe(20);
  });

  it('shows the admin view of a member with upper-case gender and orientation', async () => {
    const [row] = (await search('q=bob@edu')).users;
    expect(row).toMatchObject({
      id: bob.id,
      email: 'bob@edu.sait.ca',
      gender: 'MAN',
      orientation: 'GYNEPHILIC',
      is_paid: true,
      institution: { id: 'sait' },
      is_test_account: false,
      photos: [],
    });
  });

  it('refuses a bad sort with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/search?sort_by=email',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('msg');
  });
});

describe('user details', () => {
  it('gives stats by gender, conversations with the latest message, payments, actions and flags', async () => {
    await t.ctx.db
      .insert(payments)
      .values({ userId: bob.id, amount: 20, source: 'admin', status: 'recorded', userPaidStatusAfter: true });
    await t.ctx.db.insert(adminActions).values({
      adminId: admin.id,
      targetUserId: bob.id,
      actionType: 'warn',
      reason: 'Be kind',
      notes: {
        warning_message: 'Be kind',
        admin_notes: 'first strike',
        report_context: { reporter_username: alice.username, report_reason: 'harassment' },
      },
    });
    await t.ctx.db.insert(autoFlags).values({
      senderId: bob.id,
      recipientId: alice.id,
      flagReason: 'phone',
      riskScore: 60,
      detectedPatterns: ['phone_number'],
      messageContent: 'call me 403 555 0101',
    });

    const details = await get<TAdminUserDetails>(`/api/admin/users/${bob.id}/details`);
    expect(details.stats).toEqual({
      total_messages_sent: 2,
      total_messages_received: 2,
      initiated: { MAN: 0, WOMAN: 1, NONBINARY: 0 },
      received: { MAN: 0, WOMAN: 0, NONBINARY: 1 },
      conversations: { MAN: 0, WOMAN: 1, NONBINARY: 0 },
    });
    const withAlice = details.conversations.find((c) => c.partner_id === alice.id)!;
    expect(withAlice).toMatchObject({ partner_username: alice.username, total_messages: 3 });
    expect(withAlice.latest_message).toMatchObject({ content: 'sure, tomorrow at 3', direction: 'received' });
    expect(withAlice.messages.map((m) => m.direction)).toEqual(['sent', 'sent', 'received']);
    // Most recent conversation first: casey wrote last.
    expect(details.conversations[0]!.partner_id).toBe(casey.id);
    expect(details.payment_history).toHaveLength(1);
    expect(details.payment_history[0]).toMatchObject({ amount: 20, user_paid_status_after: true });
    const [action] = details.user.admin_action_history;
    expect(action).toMatchObject({ action_type: 'warn', admin: { id: admin.id }, reason: 'Be kind' });
    expect(action!.parsed_notes).toMatchObject({
      warning_message: 'Be kind',
      admin_notes: 'first strike',
      report_context: { reporter_username: alice.username, report_reason: 'harassment', report_description: null },
    });
    expect(details.user.auto_flag_history[0]).toMatchObject({
      flag_reason: 'phone',
      risk_score: 60,
      recipient_username: alice.username,
      status: 'pending',
      false_positive: false,
    });
    expect(details.user.total_reports).toBe(2);
  });

  it('answers 404 with a message for an unknown member', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/999999/details',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'User not found', code: 'not_found' });
  });
});
