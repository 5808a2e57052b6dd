import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, NUDGE_CODE, NUDGE_MSG, type TMessage, type TSendAck, type TSendMessage } from '@quad/contract';
import type { QuadSocket } from '@/shared/socket';
import { Outbox, type OutboxEvent } from './outbox';

/** A connected socket whose acks are scripted, one per send, in order. */
function scriptedSocket(acks: TSendAck[]) {
  const sent: TSendMessage[] = [];
  const socket = {
    connected: true,
    on: vi.fn(),
    off: vi.fn(),
    timeout: () => ({
      emitWithAck: (_event: 'send_message', payload: TSendMessage) => {
        sent.push(payload);
        const ack = acks.shift();
        return ack ? Promise.resolve(ack) : new Promise<TSendAck>(() => undefined);
      },
    }),
  };
  return { socket: socket as unknown as QuadSocket, sent };
}

const stored = (id: number, clientId: string): TMessage => ({
  id,
  sender_id: 1,
  recipient_id: 2,
  content: 'hello',
  timestamp: '2026-11-21T06:00:00.000Z',
  is_read: false,
  status: 'sent',
  delivered_at: null,
  read_at: null,
  client_id: clientId,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('outbox', () => {
  it('sends a message refused as "sending too quickly" again with the same id, instead of failing it', async () => {
    // After a reconnection every unsent message goes at once, past the flood limit.
    const clientId = 'c0a80101-0000-4000-8000-000000000001';
    const { socket, sent } = scriptedSocket([
      { ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' },
      { ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' },
      { ok: true, message: stored(7, clientId) },
    ]);
    const outbox = new Outbox();
    const events: OutboxEvent[] = [];
    outbox.subscribe((e) => events.push(e));
    outbox.attach(socket);
    outbox.send({ clientId, recipientId: 2, content: 'hello', timestamp: '2026-11-21T06:00:00.000Z' });

    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([]);
    expect(outbox.unsentTo(2)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.map((p) => p.client_id)).toEqual([clientId, clientId, clientId]);
    expect(events).toEqual([{ type: 'stored', clientId, message: stored(7, clientId) }]);
    expect(outbox.unsentTo(2)).toEqual([]);
  });

  it('fails a message the server refuses for another reason, without sending it again', async () => {
    const clientId = 'c0a80101-0000-4000-8000-000000000002';
    const { socket, sent } = scriptedSocket([
      { ok: false, msg: 'Payment required to start this conversation', code: 'payment_required' },
    ]);
    const outbox = new Outbox();
    const events: OutboxEvent[] = [];
    outbox.subscribe((e) => events.push(e));
    outbox.attach(socket);
    outbox.send({ clientId, recipientId: 2, content: 'hello', timestamp: '2026-11-21T06:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(1);
    expect(events).toEqual([
      {
        type: 'refused',
        clientId,
        recipientId: 2,
        msg: 'Payment required to start this conversation',
        code: 'payment_required',
      },
    ]);
  });

  describe('a message held for "Are you sure?"', () => {
    const nudge: TSendAck = { ok: false, code: NUDGE_CODE, msg: NUDGE_MSG, reasons: ['contact'] };
    const entry = (clientId: string) => ({
      clientId,
      recipientId: 2,
      content: 'text me 403 555 0199',
      timestamp: '2026-11-21T06:00:00.000Z',
    });
    /** The outbox's own connect handler, as a reconnection calls it. */
    const reconnect = (socket: QuadSocket) => {
      const calls = (socket.on as unknown as { mock: { calls: [string, () => void][] } }).mock.calls;
      for (const [event, handler] of calls) if (event === 'disconnect') handler();
      for (const [event, handler] of calls) if (event === 'connect') handler();
    };

    it('is kept, not sent again on a reconnection, and Send anyway sends it once more, confirmed', async () => {
      const clientId = 'c0a80101-0000-4000-8000-000000000003';
      const { socket, sent } = scriptedSocket([nudge, { ok: true, message: stored(8, clientId) }]);
      const outbox = new Outbox();
      const events: OutboxEvent[] = [];
      outbox.subscribe((e) => events.push(e));
      outbox.attach(socket);
      outbox.send(entry(clientId));
      await vi.advanceTimersByTimeAsync(0);
      expect(events).toEqual([{ type: 'nudged', held: { ...entry(clientId), reasons: ['contact'] } }]);
      expect(outbox.unsentTo(2)).toEqual([]);
      expect(outbox.heldFor(2)).toHaveLength(1);

      reconnect(socket);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sent).toHaveLength(1);

      outbox.confirm(clientId);
      await vi.advanceTimersByTimeAsync(0);
      expect(sent.map((p) => [p.client_id, p.confirmed])).toEqual([
        [clientId, undefined],
        [clientId, true],
      ]);
      expect(events.at(-1)).toEqual({ type: 'stored', clientId, message: stored(8, clientId) });
      expect(outbox.heldFor(2)).toEqual([]);
    });

    it('Edit drops it: nothing more is sent, and its text comes back', async () => {
      const clientId = 'c0a80101-0000-4000-8000-000000000004';
      const { socket, sent } = scriptedSocket([nudge]);
      const outbox = new Outbox();
      outbox.attach(socket);
      outbox.send(entry(clientId));
      await vi.advanceTimersByTimeAsync(0);
      expect(outbox.withdraw(clientId)?.content).toBe('text me 403 555 0199');
      reconnect(socket);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sent).toHaveLength(1);
      expect(outbox.heldFor(2)).toEqual([]);
      expect(outbox.confirm(clientId)).toBeUndefined();
    });
  });
});
