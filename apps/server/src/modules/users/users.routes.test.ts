import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TUserCard } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { lastSeen, writeMessage } from '@/test-support/message-history';
import { useTestApp } from '@/test-support/test-app';
import { presentUserCards } from './user-card.presenter';

const t = useTestApp();

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
const profile = (id: number, token: string) => get(`/api/users/${id}/profile`, token);
async function active(options: Parameters<typeof createMember>[1] = {}): Promise<TestMember> {
  const m = await createMember(t, options);
  await lastSeen(t, m.id, 60_000);
  return m;
}
const setUser = (m: TestMember, values: Partial<typeof users.$inferInsert>) =>
  t.ctx.db.update(users).set(values).where(eq(users.id, m.id));

describe('GET /api/users/{id}/profile', () => {
  it('shows a listed member’s card, without the e-mail', async () => {
    const [viewer, other] = [await active(), await active({ age: 31 })];
    const res = await profile(other.id, viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<TUserCard>()).toMatchObject({ id: other.id, username: other.username, age: 31 });
    expect(res.body).not.toContain(other.email);
  });

  it('answers 404 for strangers browse would not list, unless they wrote to each other', async () => {
    const viewer = await active();
    const hidden = await active();
    await setUser(hidden, { profileVisible: false });
    const inactive = await active();
    await lastSeen(t, inactive.id, 400 * 24 * 60 * 60_000);
    const suspended = await active();
    await setUser(suspended, { isSuspended: true });
    for (const m of [hidden, inactive, suspended]) {
      expect((await profile(m.id, viewer.token)).json()).toEqual({ msg: 'User not found', code: 'not_found' });
    }
    for (const m of [hidden, inactive, suspended]) await writeMessage(t, m.id, viewer.id);
    for (const m of [hidden, inactive, suspended]) expect((await profile(m.id, viewer.token)).statusCode).toBe(200);
    expect((await profile(suspended.id, viewer.token)).json()).toMatchObject({ is_suspended: true, unread_count: 1 });
  });

  it('answers 404 for deleted members, unknown ids and members blocking the viewer; 400 for a malformed id', async () => {
    const viewer = await active();
    const deleted = await active();
    await writeMessage(t, deleted.id, viewer.id);
    await setUser(deleted, { deletedAt: new Date(), email: null });
    const blocker = await active();
    await post(`/api/users/${viewer.id}/block`, blocker.token);
    expect((await profile(deleted.id, viewer.token)).statusCode).toBe(404);
    expect((await profile(blocker.id, viewer.token)).statusCode).toBe(404);
    expect((await profile(999_999, viewer.token)).statusCode).toBe(404);
    const malformed = await profile(0, viewer.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ msg: string }>().msg).toMatch(/id/);
    expect((await get('/api/users/abc/profile', viewer.token)).statusCode).toBe(400);
  });

  it('shows the viewer their own card', async () => {
    const viewer = await active();
    expect((await profile(viewer.id, viewer.token)).json()).toMatchObject({ id: viewer.id, has_conversation: false });
  });
});

describe('block and unblock', () => {
  it('hides the blocker from the blocked member and marks the block on the blocker’s side', async () => {
    const [me, them] = [await active(), await active()];
    const blocked = await post(`/api/users/${them.id}/block`, me.token);
    expect(blocked.json()).toEqual({ msg: 'User blocked', is_blocked: true });
    // Blocking twice is harmless.
    expect((await post(`/api/users/${them.id}/block`, me.token)).statusCode).toBe(200);
    expect((await profile(them.id, me.token)).json()).toMatchObject({ is_blocked: true, i_am_blocked: false });
    expect((await profile(me.id, them.token)).statusCode).toBe(404);
    const theirBrowse = await get('/api/users', them.token);
    expect(theirBrowse.json<{ users: TUserCard[] }>().users.map((u) => u.id)).not.toContain(me.id);

    expect((await post(`/api/users/${them.id}/unblock`, me.token)).json()).toEqual({
      msg: 'User unblocked',
      is_blocked: false,
    });
    expect((await profile(them.id, me.token)).json()).toMatchObject({ is_blocked: false });
    expect((await profile(me.id, them.token)).statusCode).toBe(200);
  });

  it('hides the blocker’s profile even after a conversation; a card presented to the blocked side says i_am_blocked', async () => {
    const [me, them] = [await active(), await active()];
    await writeMessage(t, me.id, them.id);
    await post(`/api/users/${them.id}/block`, me.token);
    expect((await profile(me.id, them.token)).statusCode).toBe(404);
    const [card] = await presentUserCards(t.ctx, them.id, [me.id]);
    expect(card).toMatchObject({ i_am_blocked: true, is_blocked: false, has_conversation: true });
  });

  it('refuses blocking oneself, unknown and deleted members, and anonymous callers', async () => {
    const me = await active();
    const gone = await active();
    await setUser(gone, { deletedAt: new Date(), email: null });
    expect((await post(`/api/users/${me.id}/block`, me.token)).json()).toEqual({
      msg: 'You cannot block yourself',
      code: 'bad_request',
    });
    expect((await post(`/api/users/${me.id}/block`, me.token)).statusCode).toBe(400);
    expect((await post(`/api/users/999999/block`, me.token)).statusCode).toBe(404);
    expect((await post(`/api/users/${gone.id}/unblock`, me.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${gone.id}/block` })).statusCode).toBe(401);
  });

  it('stays available to suspended members', async () => {
    const me = await active({ suspendedReason: 'Spam' });
    const them = await active();
    expect((await post(`/api/users/${them.id}/block`, me.token)).statusCode).toBe(200);
  });
});

describe('presentUserCards', () => {
  it('presents a batch in the order given, leaving out ids without an account', async () => {
    const viewer = await active();
    const [a, b] = [await active(), await active()];
    const cards = await presentUserCards(t.ctx, viewer.id, [b.id, 987_654, a.id]);
    expect(cards.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(await presentUserCards(t.ctx, viewer.id, [])).toEqual([]);
  });
});

describe('GET /api/settings/active-chat-days', () => {
  it('answers the active conversation window', async () => {
    const viewer = await active();
    expect((await get('/api/settings/active-chat-days', viewer.token)).json()).toEqual({ active_chat_days: 14 });
    await t.ctx.settings.update({ active_chat_days: 21 });
    try {
      expect((await get('/api/settings/active-chat-days', viewer.token)).json()).toEqual({ active_chat_days: 21 });
    } finally {
      await t.ctx.settings.update({ active_chat_days: 14 });
    }
  });
});
