import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGE_FLOOD, MESSAGE_MAX_LENGTH, MSG, SOCKET_MAX_PAYLOAD_BYTES, type TErrorCode } from '@quad/contract';
import { autoFlags, conversations, messages, users } from '@/db/schema/index';
import { createMember, type MemberOptions, type TestMember } from '@/test-support/accounts';
import { nextEvent, useSockets, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { block, clientId, collect, eventually, send, setSuspended, storedMessages } from './chat.test-support';

const t = useTestApp();
// Flood control counts against the clock: each test starts with a full allowance.
const sockets = useSockets(t, { advanceClockMs: 60_000 });

async function online(options: MemberOptions = {}): Promise<{ member: TestMember; socket: TestSocket }> {
  const member = await createMember(t, options);
  const socket = await sockets.connect(member.token);
  return { member, socket };
}

async function secondTab(member: TestMember): Promise<TestSocket> {
  return sockets.connectNewSession(member);
}

describe('send_message', () => {
  it('stores the message before the ack, acks with it, and delivers it to the recipient and the other tabs', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const aliceTab = await secondTab(alice.member);
    const received = nextEvent(bob.socket, 'receive_message');
    const mirrored = nextEvent(aliceTab, 'receive_message');
    const echoedToSender = collect(alice.socket, 'receive_message');
    const id = clientId();

    const storedAtAck = new Promise<number>((resolve) => {
      alice.socket.emit(
        'send_message',
        { recipient_id: bob.member.id, message: '  Hi Bob!\n ', client_id: id },
        (ack) => {
          // Inside the ack callback: the row must already be there.
          void storedMessages(t, alice.member.id).then((rows) => resolve(rows.length));
          expect(ack.ok).toBe(true);
        },
      );
    });
    expect(await storedAtAck).toBe(1);

    const message = await received;
    expect(message).toMatchObject({
      sender_id: alice.member.id,
      recipient_id: bob.member.id,
      content: 'Hi Bob!',
      status: 'sent',
      is_read: false,
      delivered_at: null,
      read_at: null,
      client_id: id,
    });
    expect(await mirrored).toEqual(message);
    const [row] = await storedMessages(t, alice.member.id);
    expect(row!.id).toBe(message.id);
    expect(echoedToSender).toEqual([]);
  });

  it('keeps the conversation row: initiator, counts and unread', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    await send(alice.socket, { recipient_id: bob.member.id, message: 'one' });
    await send(alice.socket, { recipient_id: bob.member.id, message: 'two' });
    const last = await send(bob.socket, { recipient_id: alice.member.id, message: 'three' });
    const aliceIsLow = alice.member.id < bob.member.id;
    const [pair] = await t.ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.userLowId, Math.min(alice.member.id, bob.member.id)));
    expect(pair).toMatchObject({
      initiatorId: alice.member.id,
      lowSentCount: aliceIsLow ? 2 : 1,
      highSentCount: aliceIsLow ? 1 : 2,
      lowUnread: aliceIsLow ? 1 : 2,
      highUnread: aliceIsLow ? 2 : 1,
      lastMessageId: last.ok ? last.message.id : -1,
    });
  });

  it('stores a retried send once and acks every retry with the same message', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const inbox = collect(bob.socket, 'receive_message');
    const id = clientId();
    const first = await send(alice.socket, { recipient_id: bob.member.id, message: 'once', client_id: id });
    const retry = await send(alice.socket, { recipient_id: bob.member.id, message: 'once', client_id: id });
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => send(alice.socket, { recipient_id: bob.member.id, client_id: clientId() })),
    );
    const marker = await send(alice.socket, { recipient_id: bob.member.id, message: 'marker' });
    expect(first).toEqual(retry);
    expect(racing.every((a) => a.ok)).toBe(true);
    await eventually(() => inbox.some((m) => m.content === 'marker'), 'the marker message');
    expect(inbox.filter((m) => m.content === 'once')).toHaveLength(1);
    expect((await storedMessages(t, alice.member.id)).filter((m) => m.content === 'once')).toHaveLength(1);
    expect(marker.ok).toBe(true);
  });

  it('stores concurrent sends with one client id once', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const id = clientId();
    const acks = await Promise.all(
      Array.from({ length: 6 }, () =>
        send(alice.socket, { recipient_id: bob.member.id, message: 'same', client_id: id }),
      ),
    );
    const ids = new Set(acks.map((a) => (a.ok ? a.message.id : null)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBeNull();
    expect(await storedMessages(t, alice.member.id)).toHaveLength(1);
  });

  it('lets the same client id be used by two different senders', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const id = clientId();
    const a = await send(alice.socket, { recipient_id: bob.member.id, client_id: id });
    const b = await send(bob.socket, { recipient_id: alice.member.id, client_id: id });
    expect(a.ok && b.ok && a.message.id !== b.message.id).toBe(true);
  });

  describe('refusals: an error event and a failed ack, nothing stored', () => {
    async function expectRefused(
      socket: TestSocket,
      senderId: number,
      payload: unknown,
      msg: string,
      code: TErrorCode,
    ) {
      const error = nextEvent(socket, 'error');
      const ack = await socket.emitWithAck('send_message', payload);
      expect(ack).toEqual({ ok: false, msg, code });
      const id = (payload as { client_id?: string }).client_id;
      expect(await error).toEqual(id === undefined ? { msg, code } : { msg, code, client_id: id });
      expect(await storedMessages(t, senderId)).toHaveLength(0);
    }

    it('a blank message', async () => {
      const { member, socket } = await online();
      const bob = await createMember(t, { gender: 'man' });
      await expectRefused(
        socket,
        member.id,
        { recipient_id: bob.id, message: ' \n\t ' },
        MSG.messageEmpty,
        'validation_failed',
      );
    });

    it('a message over the length limit, with its client id', async () => {
      const { member, socket } = await online();
      const bob = await createMember(t, { gender: 'man' });
      const payload = { recipient_id: bob.id, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1), client_id: clientId() };
      await expectRefused(socket, member.id, payload, MSG.messageTooLong, 'validation_failed');
    });

    it('a malformed payload', async () => {
      const { member, socket } = await online();
      await expectRefused(
        socket,
        member.id,
        { recipient_id: 'bob', message: 'hi' },
        MSG.invalidMessage,
        'validation_failed',
      );
      await expectRefused(socket, member.id, { recipient_id: 3, message: 42 }, MSG.invalidMessage, 'validation_failed');
      await expectRefused(
        socket,
        member.id,
        { recipient_id: 3, message: 'hi', client_id: 'nope' },
        MSG.invalidMessage,
        'validation_failed',
      );
    });

    it('to oneself', async () => {
      const { member, socket } = await online();
      await expectRefused(
        socket,
        member.id,
        { recipient_id: member.id, message: 'me' },
        MSG.cannotMessageSelf,
        'cannot_message_self',
      );
    });

    it('to nobody, to a deleted and to an unverified account', async () => {
      const { member, socket } = await online();
      const gone = await createMember(t, { gender: 'man' });
      await t.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
      const unverified = await createMember(t, { gender: 'man', verified: false });
      await expectRefused(
        socket,
        member.id,
        { recipient_id: 99_999_999, message: 'hi' },
        MSG.userUnavailable,
        'user_unavailable',
      );
      await expectRefused(
        socket,
        member.id,
        { recipient_id: gone.id, message: 'hi' },
        MSG.userUnavailable,
        'user_unavailable',
      );
      await expectRefused(
        socket,
        member.id,
        { recipient_id: unverified.id, message: 'hi' },
        MSG.userUnavailable,
        'user_unavailable',
      );
    });

    it('to a member I blocked, and to one who blocked me', async () => {
      const { member, socket } = await online();
      const blocked = await createMember(t, { gender: 'man' });
      const blocker = await createMember(t, { gender: 'man' });
      await block(t, member.id, blocked.id);
      await block(t, blocker.id, member.id);
      await expectRefused(
        socket,
        member.id,
        { recipient_id: blocked.id, message: 'hi' },
        MSG.youBlockedUser,
        'blocked',
      );
      await expectRefused(
        socket,
        member.id,
        { recipient_id: blocker.id, message: 'hi' },
        MSG.blockedByUser,
        'blocked_by_user',
      );
    });

    it('to a suspended member, even in an existing conversation', async () => {
      const { member, socket } = await online();
      const other = await online({ gender: 'man' });
      expect((await send(other.socket, { recipient_id: member.id })).ok).toBe(true);
      await setSuspended(t, other.member.id);
      const before = (await storedMessages(t, member.id)).length;
      const ack = await send(socket, { recipient_id: other.member.id });
      expect(ack).toEqual({ ok: false, msg: MSG.recipientSuspended, code: 'recipient_suspended' });
      expect(await storedMessages(t, member.id)).toHaveLength(before);
    });

    it('from a suspended member', async () => {
      const { member, socket } = await online({ suspendedReason: 'spam' });
      const bob = await createMember(t, { gender: 'man' });
      await expectRefused(
        socket,
        member.id,
        { recipient_id: bob.id, message: 'hi' },
        MSG.suspendedNotAllowed,
        'account_suspended',
      );
    });
  });

  it('refuses a member sending faster than the flood limit, then lets them go on', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const acks = [];
    for (let i = 0; i < MESSAGE_FLOOD.burst + 1; i++) {
      acks.push(await send(alice.socket, { recipient_id: bob.member.id, message: `m${i}` }));
    }
    expect(acks.slice(0, MESSAGE_FLOOD.burst).every((a) => a.ok)).toBe(true);
    expect(acks.at(-1)).toEqual({ ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' });
    t.clock.advance(1_000);
    expect((await send(alice.socket, { recipient_id: bob.member.id, message: 'later' })).ok).toBe(true);
    expect(await storedMessages(t, alice.member.id)).toHaveLength(MESSAGE_FLOOD.burst + 1);
  });

  it('closes a connection that sends a frame over the payload limit', async () => {
    const alice = await online();
    const closed = new Promise<string>((resolve) => alice.socket.once('disconnect', (reason) => resolve(reason)));
    alice.socket.emit('send_message', { recipient_id: 1, message: 'x'.repeat(SOCKET_MAX_PAYLOAD_BYTES + 1) });
    expect(await closed).toBe('transport close');
    expect(await storedMessages(t, alice.member.id)).toHaveLength(0);
  });

  it('screens the message after delivering it and queues a flag for review', async () => {
    const alice = await online();
    const bob = await online({ gender: 'man' });
    const text = 'text me on 403 555 0199 or whatsapp me, send $200 by e-transfer first';
    const received = nextEvent(bob.socket, 'receive_message');
    // Sent anyway past the "Are you sure?" nudge (nudge.test.ts), as a member may.
    const ack = await send(alice.socket, { recipient_id: bob.member.id, message: text, confirmed: true });
    expect((await received).content).toBe(text);
    const id = ack.ok ? ack.message.id : -1;
    await eventually(async () => {
      const rows = await t.ctx.db.select().from(autoFlags).where(eq(autoFlags.messageId, id));
      return rows.length === 1;
    }, 'the auto-flag');
    const [row] = await t.ctx.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.content).toBe(text);
  });
});
