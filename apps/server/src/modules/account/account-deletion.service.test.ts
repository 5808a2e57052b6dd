import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cooldownMessage, MSG } from '@quad/contract';
import {
  adminActions,
  authCodes,
  autoFlags,
  blocks,
  conversations,
  deletedUsers,
  messages,
  payments,
  photos,
  profileDrafts,
  profileFlags,
  reports,
  sessions,
  users,
} from '@/db/schema/index';
import { bearer, createMember, uniqueEmail, type TestMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { tablesContaining } from '@/test-support/table-scan';
import { emailHash } from '@/modules/auth/email-hash';
import { deleteAccount } from './account-deletion.service';
import { REMOVED_CONTENT_MARKER } from './inventory-entry';

const t = useTestApp();

const DAY = 24 * 60 * 60_000;
const del = (token: string) => t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token) });
const signup = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: 'a good password',
      institution_id: 'ucalgary',
      age: 21,
      gender: 'woman',
      orientation: 'gynephilic',
      height_inches: 64,
    },
  });

/** A member with a bit of everything: photos, a conversation, blocks, a draft, reports, flags, a payment. */
async function busyMember(): Promise<{ a: TestMember; b: TestMember; files: string[] }> {
  const a = await createMember(t);
  const b = await createMember(t, { gender: 'man' });
  const now = t.clock.now();
  const files: string[] = [];
  for (const primary of [true, false]) {
    const [filename, thumbnail] = [t.ctx.photos.newName('webp'), t.ctx.photos.newName('webp')];
    await t.ctx.photos.put(filename, Buffer.from('full'));
    await t.ctx.photos.put(thumbnail, Buffer.from('thumb'));
    files.push(filename, thumbnail);
    await t.ctx.db
      .insert(photos)
      .values({ userId: a.id, filename, thumbnail, isPrimary: primary, width: 1080, height: 1080 });
  }
  const [sent] = await t.ctx.db
    .insert(messages)
    .values([
      { senderId: a.id, recipientId: b.id, content: `write to me at ${a.email}`, createdAt: now },
      { senderId: b.id, recipientId: a.id, content: 'hello there', createdAt: now },
    ])
    .returning();
  const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  await t.ctx.db
    .insert(conversations)
    .values({ userLowId: low, userHighId: high, initiatorId: a.id, lastMessageAt: now });
  await t.ctx.db.insert(blocks).values([
    { blockerId: a.id, blockedId: b.id },
    { blockerId: b.id, blockedId: a.id },
  ]);
  await t.ctx.db.insert(profileDrafts).values({ userId: a.id, profileText: `draft ${a.email}` });
  await t.ctx.db.insert(reports).values([
    { reporterId: a.id, reportedId: b.id, reason: 'spam' },
    { reporterId: b.id, reportedId: a.id, reason: 'harassment' },
  ]);
  const flag = { flagReason: 'email', riskScore: 60, detectedPatterns: ['email'] };
  await t.ctx.db.insert(autoFlags).values([
    { ...flag, messageId: sent!.id, senderId: a.id, recipientId: b.id, messageContent: `mail ${a.email}` },
    { ...flag, senderId: b.id, recipientId: a.id, messageContent: 'call me maybe' },
  ]);
  await t.ctx.db
    .insert(profileFlags)
    .values({ ...flag, userId: a.id, flaggedFields: ['bio'], profileText: `reach me: ${a.email}` });
  await t.ctx.db.insert(payments).values({ userId: a.id, amount: 20, source: 'member_claim' });
  await t.ctx.db
    .update(users)
    .set({ profileText: `I am ${a.email}` })
    .where(eq(users.id, a.id));
  return { a, b, files };
}

describe('DELETE /api/users/me', () => {
  it('anonymises the account and leaves no trace of the e-mail in clear anywhere', async () => {
    const { a, b, files } = await busyMember();
    expect(await tablesContaining(t, a.email)).not.toEqual([]);
    const res = await del(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: MSG.accountDeletedSelf,
      deletion_type: 'user_requested',
      can_return_after: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });

    expect(await tablesContaining(t, a.email)).toEqual([]);
    expect(await tablesContaining(t, a.email.split('@')[0]!)).toEqual([]);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, a.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      username: `deleted_user_${a.id}`,
      profileText: '',
      deletionType: 'user_requested',
      deletedAt: t.clock.now(),
    });
    const [record] = await t.ctx.db.select().from(deletedUsers).where(eq(deletedUsers.originalUserId, a.id));
    expect(record).toMatchObject({
      emailHash: emailHash(a.email),
      username: a.username,
      deletionType: 'user_requested',
      canReturnAfter: new Date(t.clock.now().getTime() + 30 * DAY),
      userHasReturned: false,
    });

    const mine = (c1: typeof messages.senderId, c2: typeof messages.recipientId) => or(eq(c1, a.id), eq(c2, a.id));
    expect(await t.ctx.db.select().from(photos).where(eq(photos.userId, a.id))).toEqual([]);
    expect(await t.ctx.db.select().from(messages).where(mine(messages.senderId, messages.recipientId))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(blocks)
        .where(or(eq(blocks.blockerId, a.id), eq(blocks.blockedId, a.id))),
    ).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(conversations)
        .where(or(eq(conversations.userLowId, a.id), eq(conversations.userHighId, a.id))),
    ).toEqual([]);
    for (const table of [profileDrafts, authCodes, sessions]) {
      expect(await t.ctx.db.select().from(table).where(eq(table.userId, a.id))).toEqual([]);
    }
    for (const name of files) expect(await t.ctx.photos.read(name)).toBeNull();
    expect(readdirSync(path.join(t.dataDir, 'photos'))).toEqual([]);

    // Kept: reports both ways, payments, flags (with the member's own words replaced).
    expect(
      await t.ctx.db
        .select()
        .from(reports)
        .where(or(eq(reports.reporterId, a.id), eq(reports.reportedId, a.id))),
    ).toHaveLength(2);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, a.id))).toHaveLength(1);
    const flags = await t.ctx.db
      .select()
      .from(autoFlags)
      .where(or(eq(autoFlags.senderId, a.id), eq(autoFlags.recipientId, a.id)));
    expect(flags.map((f) => [f.senderId, f.messageContent]).sort()).toEqual(
      [
        [a.id, REMOVED_CONTENT_MARKER],
        [b.id, 'call me maybe'],
      ].sort(),
    );
    const [profileFlag] = await t.ctx.db.select().from(profileFlags).where(eq(profileFlags.userId, a.id));
    expect(profileFlag!.profileText).toBe(REMOVED_CONTENT_MARKER);

    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(a.token) })).statusCode).toBe(
      401,
    );
    expect((await del(a.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(b.token) })).statusCode).toBe(
      200,
    );
  });

  it('lets the e-mail return after the cooldown (the admin setting), marking the return', async () => {
    await t.ctx.settings.update({ deletion_cooldown_days: 45 });
    const m = await createMember(t);
    const deleted = (await del(m.token)).json<{ can_return_after: string }>();
    expect(deleted.can_return_after).toBe(new Date(t.clock.now().getTime() + 45 * DAY).toISOString());

    t.clock.advance(44 * DAY);
    const early = await signup(m.email);
    expect(early.statusCode).toBe(403);
    const msg = cooldownMessage(
      new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Edmonton' }).format(
        new Date(deleted.can_return_after),
      ),
      1,
    );
    expect(early.json()).toEqual({
      msg,
      errors: { email: msg },
      can_return_after: deleted.can_return_after,
      code: 'email_cooldown',
    });
    expect(msg).toMatch(/after \w+ \d{1,2}, \d{4} \(in 1 day\)\.$/);

    t.clock.advance(DAY);
    expect((await signup(m.email)).statusCode).toBe(201);
    const [record] = await t.ctx.db.select().from(deletedUsers).where(eq(deletedUsers.originalUserId, m.id));
    expect(record).toMatchObject({ userHasReturned: true, returnedAt: t.clock.now() });
    const [newcomer] = await t.ctx.db.select().from(users).where(eq(users.email, m.email));
    expect(newcomer!.id).not.toBe(m.id);
    await t.ctx.settings.update({ deletion_cooldown_days: 30 });
  });

  it('keeps an admin-deleted e-mail out until an administrator allows its return', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const m = await createMember(t);
    const result = await deleteAccount(t.ctx, m.id, {
      type: 'admin_deleted',
      reason: 'Account deleted by administrator',
      adminId: admin.id,
      adminNotes: { admin_notes: 'fake profile' },
    });
    expect(result).toEqual({ userId: m.id, deletionType: 'admin_deleted', canReturnAfter: null });
    const [action] = await t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, m.id));
    expect(action).toMatchObject({
      adminId: admin.id,
      actionType: 'delete',
      reason: 'Account deleted by administrator',
    });

    t.clock.advance(400 * DAY);
    const refused = await signup(m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      msg: MSG.emailNotReturnable,
      errors: { email: MSG.emailNotReturnable },
      code: 'email_not_returnable',
    });

    await t.ctx.db
      .update(deletedUsers)
      .set({ returnAllowed: true, returnAllowedAt: t.clock.now(), returnAllowedById: admin.id })
      .where(eq(deletedUsers.originalUserId, m.id));
    expect((await signup(m.email)).statusCode).toBe(201);
  });

  it('refuses to delete an account twice', async () => {
    const m = await createMember(t);
    await deleteAccount(t.ctx, m.id, { type: 'user_requested' });
    await expect(deleteAccount(t.ctx, m.id, { type: 'admin_deleted' })).rejects.toThrow('Account not found');
  });

  it('works for a member who never had anything', async () => {
    const email = uniqueEmail();
    const m = await createMember(t, { email });
    expect((await del(m.token)).statusCode).toBe(200);
    expect(await tablesContaining(t, email)).toEqual([]);
  });
});
