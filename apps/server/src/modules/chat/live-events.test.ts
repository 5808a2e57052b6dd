import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, type TMessage } from '@quad/contract';
import { messages, users } from '@/db/schema/index';
import { bearer, createMember, type MemberOptions, type TestMember } from '@/test-support/accounts';
import { nextEvent, useSockets, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { block, collect, eventually, send } from './chat.test-support';

const t = useTestApp();
const sockets = useSockets(t, { advanceClockMs: 60_000 });

type Online = TestMember & { socket: TestSocket };

async function online(options: MemberOptions = {}): Promise<Online> {
  const m = await createMember(t, options);
  return { ...m, socket: await connect(m) };
}

async function connect(m: TestMember): Promise<TestSocket> {
  return sockets.connectNewSession(m);
}

async function message(from: Online, to: TestMember, text = 'hi'): Promise<TMessage> {
  const ack = await send(from.socket, { recipient_id: to.id, message: text });
  if (!ack.ok) throw new Error(ack.msg);
  return ack.message;
}

const row = async (id: number) => (await t.ctx.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe('receipts', () => {
  it('message_delivered: the sender sees each message delivered, and only the recipient can say so', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const carol = await online({ gender: 'man' });
    const m = await message(alice, bob);
    const receipts = collect(alice.socket, 'message_delivered');
    carol.socket.emit('message_delivered', { message_ids: [m.id] });
    const delivered = nextEvent(alice.socket, 'message_delivered');
    bob.socket.emit('message_delivered', { message_ids: [m.id] });
    const receipt = await delivered;
    expect(receipt).toEqual({ message_id: m.id, delivered_at: expect.any(String), read_at: null });
    expect(receipts).toHaveLength(1);
    expect(await row(m.id)).toMatchObject({ status: 'delivered', readAt: null });
    // Saying it twice changes nothing and tells nobody.
    bob.socket.emit('message_delivered', { message_ids: [m.id] });
    await message(alice, bob, 'marker');
    expect(receipts).toHaveLength(1);
  });

  it("message_read: the sender sees each message read, the reader's other tabs see messages_read", async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const bobPhone = await connect(bob);
    const first = await message(alice, bob, 'one');
    const second = await message(alice, bob, 'two');
    const reads = collect(alice.socket, 'message_read');
    const phoneSees = nextEvent(bobPhone, 'messages_read');
    bob.socket.emit('message_read', { message_ids: [first.id, second.id] });
    const seen = await phoneSees;
    expect(seen.sender_id).toBe(alice.id);
    expect([...seen.message_ids].sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
    await eventually(() => reads.length === 2, 'two read receipts');
    expect(reads.map((r) => r.message_id).sort()).toEqual([first.id, second.id].sort());
    expect(reads[0]).toEqual({
      message_id: expect.any(Number),
      delivered_at: expect.any(String),
      read_at: expect.any(String),
    });
    expect(await row(first.id)).toMatchObject({ status: 'read' });
  });

  it('messages_read names only the messages read: a chat that marked one does not take the others as read', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const bobPhone = await connect(bob);
    const first = await message(alice, bob, 'seen');
    const second = await message(alice, bob, 'not yet seen');
    const phoneSees = nextEvent(bobPhone, 'messages_read');
    bob.socket.emit('message_read', { message_ids: [first.id] });
    expect(await phoneSees).toEqual({ sender_id: alice.id, message_ids: [first.id] });
    expect((await row(second.id)).status).not.toBe('read');
  });

  it('PUT mark-read marks the listed messages from that member, or all of them, and tells the sender', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const ids = [await message(alice, bob, 'a'), await message(alice, bob, 'b'), await message(alice, bob, 'c')].map(
      (m) => m.id,
    );
    const receipt = nextEvent(alice.socket, 'message_read');
    const put = (payload: object, as: TestMember, from: number) =>
      t.app.inject({ method: 'PUT', url: `/api/messages/mark-read/${from}`, headers: bearer(as.token), payload });
    // Alice cannot mark her own sent messages read for Bob.
    expect((await put({ message_ids: ids }, alice, bob.id)).json()).toMatchObject({ message_ids: [] });
    const firstOnly = await put({ message_ids: [ids[0]] }, bob, alice.id);
    expect(firstOnly.json()).toEqual({ ok: true, message_ids: [ids[0]], read_at: expect.any(String) });
    expect((await receipt).message_id).toBe(ids[0]);
    const rest = await put({}, bob, alice.id);
    expect(rest.json<{ message_ids: number[] }>().message_ids.sort()).toEqual(ids.slice(1).sort());
    expect((await put({}, bob, alice.id)).json()).toEqual({ ok: true, message_ids: [], read_at: null });
    expect((await put({ message_ids: ['x'] }, bob, alice.id)).statusCode).toBe(400);
  });

  it('answers malformed receipts with an error event', async () => {
    const alice = await online();
    const error = nextEvent(alice.socket, 'error');
    alice.socket.emit('message_read', { message_ids: [] });
    expect(await error).toEqual({ msg: MSG.invalidRequest, code: 'validation_failed' });
  });
});

describe('typing', () => {
  it('forwards typing_start and typing_stop as user_typing to the recipient only', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const started = nextEvent(bob.socket, 'user_typing');
    alice.socket.emit('typing_start', { recipient_id: bob.id });
    expect(await started).toEqual({ user_id: alice.id, is_typing: true });
    const stopped = nextEvent(bob.socket, 'user_typing');
    alice.socket.emit('typing_stop', { recipient_id: bob.id });
    expect(await stopped).toEqual({ user_id: alice.id, is_typing: false });
  });

  it('does not tell a member who blocked me, or whom I blocked, that I type', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const carol = await online({ gender: 'man' });
    await block(t, bob.id, alice.id);
    await block(t, alice.id, carol.id);
    const bobSees = collect(bob.socket, 'user_typing');
    const carolSees = collect(carol.socket, 'user_typing');
    alice.socket.emit('typing_start', { recipient_id: bob.id });
    alice.socket.emit('typing_start', { recipient_id: carol.id });
    // Alice's next signal, to someone she may write to, arrives after the refused ones were decided.
    const dave = await online({ gender: 'man' });
    const daveSees = nextEvent(dave.socket, 'user_typing');
    alice.socket.emit('typing_start', { recipient_id: dave.id });
    expect(await daveSees).toEqual({ user_id: alice.id, is_typing: true });
    await message(alice, dave, 'marker');
    expect(bobSees.filter((e) => e.user_id === alice.id)).toEqual([]);
    expect(carolSees).toEqual([]);
  });
});

describe('presence', () => {
  it('announces a member online to their conversation partners when they connect, and offline when the last tab closes', async () => {
    const alice = await online();
    const bob = await createMember(t, { gender: 'man' });
    const bobFirst = await connect(bob);
    await message(alice, bob);
    bobFirst.disconnect();
    await eventually(
      async () => (await t.ctx.io.in(`user:${bob.id}`).fetchSockets()).length === 0,
      "Bob's first connection to close",
    );
    const cameOnline = nextEvent(alice.socket, 'user_activity_update');
    const bobTab = await connect(bob);
    expect(await cameOnline).toEqual({ user_id: bob.id, last_activity_at: expect.any(String), status: 'online' });
    const secondTab = await connect(bob);
    const updates = collect(alice.socket, 'user_went_offline');
    secondTab.disconnect();
    const wentOffline = nextEvent(alice.socket, 'user_went_offline');
    t.clock.advance(5_000);
    bobTab.disconnect();
    const offline = await wentOffline;
    expect(offline).toEqual({ user_id: bob.id, last_activity_at: t.clock.now().toISOString() });
    expect(updates).toHaveLength(1);
    const [bobRow] = await t.ctx.db.select().from(users).where(eq(users.id, bob.id));
    expect(bobRow!.lastActivityAt?.toISOString()).toBe(offline.last_activity_at);
  });

  it("answers join_room with the other member's presence", async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const carol = await createMember(t, { gender: 'man' });
    const here = nextEvent(alice.socket, 'user_activity_update');
    alice.socket.emit('join_room', { other_user_id: bob.id });
    expect(await here).toMatchObject({ user_id: bob.id, status: 'online' });
    const away = nextEvent(alice.socket, 'user_went_offline');
    alice.socket.emit('join_room', { other_user_id: carol.id });
    // Carol never signed in: no last activity to show.
    expect(await away).toEqual({ user_id: carol.id, last_activity_at: null });
  });
});

describe('chat statistics', () => {
  it('sends both members new statistics when a conversation starts and when it becomes mutual', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const aliceSees = collect(alice.socket, 'chat_stats_update');
    const bobSees = nextEvent(bob.socket, 'chat_stats_update');
    await message(alice, bob, 'first');
    await eventually(() => aliceSees.length === 2, 'two statistics updates');
    const aboutAlice = aliceSees.find((u) => u.user_id === alice.id)!;
    const aboutBob = aliceSees.find((u) => u.user_id === bob.id)!;
    expect(aboutAlice.stats.initiated).toEqual({ man: 1, woman: 0, nonbinary: 0 });
    expect(aboutBob.stats.received).toEqual({ man: 0, woman: 1, nonbinary: 0 });
    expect((await bobSees).user_id).toEqual(expect.any(Number));
    await message(alice, bob, 'second, no change');
    await message(bob, alice, 'reply');
    await eventually(() => aliceSees.length === 4, 'the mutual conversation');
    expect(aliceSees.at(-1)!.stats.conversations).toEqual(
      aliceSees.at(-1)!.user_id === alice.id ? { man: 1, woman: 0, nonbinary: 0 } : { man: 0, woman: 1, nonbinary: 0 },
    );
  });
});
