import { describe, expect, it } from 'vitest';
import type { TChatHistoryResponse, TMemberSettings, TMessage } from '@quad/contract';
import { collect, send } from '@/modules/chat/chat.test-support';
import { TypingGate } from '@/modules/chat/presence.service';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { nextEvent, useSockets, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';

/** Read receipts and typing are reciprocal, as in WhatsApp: either member's switch stops them both ways. */

const t = useTestApp();
const sockets = useSockets(t);

type Online = TestMember & { socket: TestSocket };
async function online(gender: 'man' | 'woman'): Promise<Online> {
  const m = await createMember(t, { gender });
  const socket = await sockets.connectNewSession(m);
  return { ...m, socket };
}

async function setting(m: TestMember, payload: Partial<TMemberSettings>): Promise<TMemberSettings> {
  const res = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: bearer(m.token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMemberSettings>();
}

async function message(from: Online, to: TestMember): Promise<TMessage> {
  const ack = await send(from.socket, { recipient_id: to.id, message: 'hi' });
  if (!ack.ok) throw new Error(ack.msg);
  return ack.message;
}

/** `reader` reads `m`; what its sender hears: "read" or "delivered". */
async function readAndHear(sender: Online, reader: Online, m: TMessage) {
  const reads = collect(sender.socket, 'message_read');
  const delivered = nextEvent(sender.socket, 'message_delivered');
  const read = nextEvent(sender.socket, 'message_read');
  reader.socket.emit('message_read', { message_ids: [m.id] });
  const first = await Promise.race([read.then(() => 'read' as const), delivered.then(() => 'delivered' as const)]);
  return { first, reads };
}

async function historyStatus(viewer: TestMember, other: TestMember, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/${other.id}/history`,
    headers: bearer(viewer.token),
  });
  const found = res.json<TChatHistoryResponse>().messages.find((m) => m.id === id)!;
  return { status: found.status, read_at: found.read_at };
}

describe('read receipts', () => {
  it('reach the sender when both share them', async () => {
    const alice = await online('woman');
    const bob = await online('man');
    const m = await message(alice, bob);
    expect((await readAndHear(alice, bob, m)).first).toBe('read');
    expect((await historyStatus(alice, bob, m.id)).status).toBe('read');
  });

  it('with the reader’s switch off, the sender sees delivered, and the reader sees no reads either', async () => {
    const alice = await online('woman');
    const bob = await online('man');
    expect(await setting(bob, { share_read_receipts: false })).toMatchObject({ share_read_receipts: false });
    const m = await message(alice, bob);
    const heard = await readAndHear(alice, bob, m);
    expect(heard.first).toBe('delivered');
    expect(heard.reads).toEqual([]);
    expect(await historyStatus(alice, bob, m.id)).toEqual({ status: 'delivered', read_at: null });
    // The other way round: Bob's own message read by Alice (who shares) stays "delivered" for Bob.
    const back = await message(bob, alice);
    expect((await readAndHear(bob, alice, back)).first).toBe('delivered');
    expect(await historyStatus(bob, alice, back.id)).toEqual({ status: 'delivered', read_at: null });
    // The reader's own view of what they read is theirs to keep.
    expect((await historyStatus(alice, bob, back.id)).status).toBe('read');
  });
});

describe('typing', () => {
  it('passes only when both share it', async () => {
    const alice = await createMember(t, { gender: 'woman' });
    const bob = await createMember(t, { gender: 'man' });
    const gate = (from: TestMember, to: TestMember) => new TypingGate(t.ctx, from.id).allows(to.id);
    expect([await gate(alice, bob), await gate(bob, alice)]).toEqual([true, true]);
    await setting(alice, { share_typing: false });
    expect([await gate(alice, bob), await gate(bob, alice)]).toEqual([false, false]);
    await setting(alice, { share_typing: true });
    await setting(bob, { share_typing: false });
    expect([await gate(alice, bob), await gate(bob, alice)]).toEqual([false, false]);
  });

  it('is not forwarded over the socket when the recipient turned it off', async () => {
    const alice = await online('woman');
    const bob = await online('man');
    const carol = await online('man');
    await setting(bob, { share_typing: false });
    const seen = collect(bob.socket, 'user_typing');
    // Twice: the second round is answered from each gate's cache, in the order sent, so Bob's
    // signal is decided before Carol's arrives.
    for (let round = 0; round < 2; round++) {
      const carolHears = nextEvent(carol.socket, 'user_typing');
      alice.socket.emit('typing_start', { recipient_id: bob.id });
      alice.socket.emit('typing_start', { recipient_id: carol.id });
      expect(await carolHears).toEqual({ user_id: alice.id, is_typing: true });
    }
    expect(seen).toEqual([]);
  });
});
