import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TChatHistoryResponse } from '@quad/contract';
import { conversations, users } from '@/db/schema/index';
import { bearer, createMember, type MemberOptions, type TestMember } from '@/test-support/accounts';
import { connectSocket, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { block, send, setPaymentThresholds, setSuspended } from './chat.test-support';

let t: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  t.clock.advance(60_000);
  await setPaymentThresholds(t, 'below');
});
afterAll(async () => t.close());

async function member(options: MemberOptions = {}): Promise<TestMember & { socket: TestSocket }> {
  const m = await createMember(t, options);
  // Seen recently, so that strangers' profiles are visible as browse shows them.
  await t.ctx.db.update(users).set({ lastActivityAt: t.clock.now() }).where(eq(users.id, m.id));
  const socket = await connectSocket(t, m.token);
  sockets.push(socket);
  return { ...m, socket };
}

async function history(viewer: TestMember, otherId: number, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/${otherId}/history${query}`,
    headers: bearer(viewer.token),
  });
  return { status: res.statusCode, body: res.json<TChatHistoryResponse & { msg?: string }>() };
}

async function exchange(a: TestMember & { socket: TestSocket }, b: TestMember, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    t.clock.advance(1_000);
    const ack = await send(a.socket, { recipient_id: b.id, message: `message ${i}` });
    if (!ack.ok) throw new Error(ack.msg);
    ids.push(ack.message.id);
  }
  return ids;
}

describe('GET /api/chat/{userId}/history', () => {
  it("answers the other member's card, the messages oldest first, and whether one may write", async () => {
    const alice = await member();
    const bob = await member({ gender: 'man' });
    await exchange(alice, bob, 2);
    await exchange(bob, alice, 1);
    const { status, body } = await history(alice, bob.id);
    expect(status).toBe(200);
    expect(body.other_user).toMatchObject({ id: bob.id, username: bob.username, has_conversation: true });
    expect(body.other_user).not.toHaveProperty('email');
    expect(body.messages.map((m) => [m.sender_id, m.content])).toEqual([
      [alice.id, 'message 0'],
      [alice.id, 'message 1'],
      [bob.id, 'message 0'],
    ]);
    expect(body).toMatchObject({ can_message: true, payment_required: false, has_older: false, has_newer: false });
  });

  it('pages back through a long conversation and catches up after a given message', async () => {
    const alice = await member();
    const bob = await member({ gender: 'man' });
    const ids = await exchange(alice, bob, 12);
    const latest = await history(alice, bob.id, '?limit=5');
    expect(latest.body.messages.map((m) => m.id)).toEqual(ids.slice(7));
    expect(latest.body.has_older).toBe(true);
    const older = await history(alice, bob.id, `?limit=5&before_id=${ids[7]}`);
    expect(older.body.messages.map((m) => m.id)).toEqual(ids.slice(2, 7));
    const oldest = await history(alice, bob.id, `?limit=5&before_id=${ids[2]}`);
    expect(oldest.body.messages.map((m) => m.id)).toEqual(ids.slice(0, 2));
    expect(oldest.body.has_older).toBe(false);
    const missed = await history(bob, alice.id, `?limit=5&after_id=${ids[3]}`);
    expect(missed.body.messages.map((m) => m.id)).toEqual(ids.slice(4, 9));
    expect(missed.body.has_newer).toBe(true);
    const rest = await history(bob, alice.id, `?limit=5&after_id=${ids[8]}`);
    expect(rest.body.messages.map((m) => m.id)).toEqual(ids.slice(9));
    expect(rest.body.has_newer).toBe(false);
  });

  it("never shows another pair's messages, whatever cursor is asked", async () => {
    const alice = await member();
    const bob = await member({ gender: 'man' });
    const carol = await member({ gender: 'man' });
    const secret = await exchange(alice, bob, 3);
    await exchange(carol, alice, 1);
    const seen = await history(carol, alice.id, `?after_id=1`);
    expect(seen.body.messages.every((m) => m.sender_id === carol.id && m.recipient_id === alice.id)).toBe(true);
    const back = await history(carol, alice.id, `?before_id=${secret.at(-1)! + 1000}`);
    expect(back.body.messages.map((m) => m.id).some((id) => secret.includes(id))).toBe(false);
    // Carol asking for Bob's chat sees her own (empty) conversation with him, not Alice's.
    const withBob = await history(carol, bob.id);
    expect(withBob.body.messages).toEqual([]);
  });

  it('says payment is required for a first message past the threshold, not once she wrote', async () => {
    const man = await member({ gender: 'man' });
    const woman = await member({ gender: 'woman' });
    await setPaymentThresholds(t, 'past');
    const before = await history(man, woman.id);
    expect(before.body).toMatchObject({ can_message: false, payment_required: true, messages: [] });
    await exchange(woman, man, 1);
    const after = await history(man, woman.id);
    expect(after.body).toMatchObject({ can_message: true, payment_required: false });
  });

  it('cannot message a member I blocked or who is suspended', async () => {
    const alice = await member();
    const bob = await member({ gender: 'man' });
    const carol = await member({ gender: 'man' });
    await exchange(carol, alice, 1);
    await block(t, alice.id, bob.id);
    const blocked = await history(alice, bob.id);
    expect(blocked.body).toMatchObject({ can_message: false, other_user: { is_blocked: true } });
    await setSuspended(t, carol.id);
    const suspended = await history(alice, carol.id);
    expect(suspended.body).toMatchObject({ can_message: false, other_user: { is_suspended: true } });
    expect(suspended.body.messages).toHaveLength(1);
  });

  it('answers 404 for nobody and for a deleted member, and 403 to a suspended caller', async () => {
    const alice = await member();
    const gone = await member({ gender: 'man' });
    await exchange(alice, gone, 1);
    await t.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    expect(await history(alice, 99_999_999)).toMatchObject({ status: 404, body: { msg: MSG.userNotFound } });
    expect((await history(alice, gone.id)).status).toBe(404);
    const suspended = await member({ suspendedReason: 'spam' });
    expect(await history(suspended, alice.id)).toMatchObject({ status: 403, body: { msg: MSG.suspendedNotAllowed } });
  });

  it('refuses bad cursors with a message, never a 500', async () => {
    const alice = await member();
    const bob = await member({ gender: 'man' });
    for (const query of ['?before_id=1&after_id=2', '?limit=0', '?limit=100000', '?before_id=-3', '?after_id=abc']) {
      const res = await history(alice, bob.id, query);
      expect(res.status, query).toBe(400);
      expect(res.body.msg).toEqual(expect.any(String));
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/${bob.id}/history` });
    expect(res.statusCode).toBe(401);
  });
});

describe('unread counts', () => {
  it('counts unread messages to me and drops with reading', async () => {
    const alice = await member();
    const bob = await member({ gender: 'man' });
    const carol = await member({ gender: 'man' });
    await exchange(bob, alice, 3);
    await exchange(carol, alice, 2);
    const unread = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: bearer(alice.token) })).json<unknown>();
    expect(await unread()).toEqual({ unread_count: 5, conversations_with_unread: 2 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/messages/mark-read/${bob.id}`,
      headers: bearer(alice.token),
      payload: {},
    });
    expect(res.json<{ message_ids: number[] }>().message_ids).toHaveLength(3);
    expect(await unread()).toEqual({ unread_count: 2, conversations_with_unread: 1 });
    const [pair] = await t.ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.userLowId, Math.min(alice.id, bob.id)));
    expect(alice.id < bob.id ? pair!.lowUnread : pair!.highUnread).toBe(0);
  });
});
