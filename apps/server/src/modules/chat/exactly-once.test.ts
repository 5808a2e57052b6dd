import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatHistoryResponse, TMessage } from '@quad/contract';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import type { TestSocket } from '@/test-support/socket-client';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { clientId, connected, eventually, reconnectingClient, storedMessages } from './chat.test-support';

/**
 * "No message lost": a sender keeps retrying each message with its client id until it is
 * acknowledged, as the web client's outbox does; the recipient merges live messages with
 * history fetched after every reconnection. Connections are cut mid-stream on both sides,
 * and the server is stopped and started again mid-stream on the same database. Every
 * message must be stored once and reach the recipient once.
 */

const MESSAGES = 30;
/** The server restarts as this message is sent (one whose connection is not cut as well). */
const RESTART_AT = 16;
/** How long the sender waits for an ack before sending the same message again. */
const ACK_WAIT_MS = 1_500;

let first: TestApp;
let current: TestApp;
let url: string;
let port: number;
const clients: TestSocket[] = [];

beforeAll(async () => {
  first = await createTestApp();
  current = first;
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  port = (first.app.server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  if (current !== first) await current.close();
  await first.close().catch(() => undefined);
});

/** The server goes down and comes back on the same address and database. */
async function restart(): Promise<void> {
  const old = current;
  await old.app.close();
  current = await createTestApp({ database: first.ctx.database, clock: first.clock });
  await current.app.listen({ port, host: '127.0.0.1' });
}

type Cut = 'none' | 'send' | 'ack';

interface Delivered {
  message: TMessage;
  /** The app clock when the first attempt left. */
  firstAttemptAt: string;
  attempts: number;
}

/**
 * Loses the connection when the ack of a send arrives, before the client sees it: the
 * message is stored, the sender does not know it.
 */
function loseNextAck(socket: TestSocket): void {
  const engine = socket.io.engine;
  const onPacket = (packet: { type: string; data?: unknown }) => {
    // A Socket.IO ack is packet type 3 inside an Engine.IO message.
    if (packet.type !== 'message' || typeof packet.data !== 'string' || !packet.data.startsWith('3')) return;
    engine.off('packet', onPacket);
    engine.close();
  };
  engine.on('packet', onPacket);
}

/**
 * The web client's outbox: the same client id until an ack says stored. `cut` loses the
 * connection on the first attempt, right after the send left ('send') or when its ack
 * comes back ('ack').
 */
async function deliver(socket: TestSocket, recipientId: number, content: string, cut: Cut): Promise<Delivered> {
  const id = clientId();
  let firstAttemptAt = '';
  for (let attempt = 0; attempt < 100; attempt++) {
    // Flood control counts against the app's clock; a real sender would be this slow.
    first.clock.advance(1_000);
    if (attempt === 0) firstAttemptAt = first.clock.now().toISOString();
    await connected(socket);
    if (cut === 'ack' && attempt === 0) loseNextAck(socket);
    const pending = socket
      .timeout(ACK_WAIT_MS)
      .emitWithAck('send_message', { recipient_id: recipientId, message: content, client_id: id });
    if (cut === 'send' && attempt === 0) socket.io.engine.close();
    try {
      const ack = await pending;
      if (!ack.ok) throw new Error(`refused: ${ack.msg}`);
      return { message: ack.message, firstAttemptAt, attempts: attempt + 1 };
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('refused')) throw err;
    }
  }
  throw new Error(`"${content}" was never acknowledged`);
}

/** The recipient's view: live messages, plus what history has after the last one after each reconnection. */
function recipientView(socket: TestSocket, member: TestMember, senderId: number) {
  const byId = new Map<number, TMessage>();
  const liveIds: number[] = [];
  socket.on('receive_message', (m) => {
    liveIds.push(m.id);
    byId.set(m.id, m);
  });
  // The cursor is the newest message held when the connection was lost: messages arriving
  // live after the reconnection (or acks of one's own retried sends) have higher ids than
  // those missed meanwhile, so "the newest I have" at catch-up time would skip the gap.
  let cursor = 0;
  let catchingUp = Promise.resolve();
  const catchUp = async () => {
    let after = cursor;
    for (;;) {
      const res = await current.app.inject({
        method: 'GET',
        url: `/api/chat/${senderId}/history?limit=10${after > 0 ? `&after_id=${after}` : ''}`,
        headers: bearer(member.token),
      });
      if (res.statusCode !== 200) return; // the server is restarting; the next connection tries again
      const page = res.json<TChatHistoryResponse>();
      for (const m of page.messages) byId.set(m.id, m);
      if (!page.has_newer || page.messages.length === 0) return;
      after = page.messages.at(-1)!.id;
    }
  };
  socket.on('disconnect', () => {
    cursor = Math.max(0, ...byId.keys());
  });
  socket.on('connect', () => {
    catchingUp = catchingUp.then(catchUp, catchUp);
  });
  return { byId, liveIds, settled: () => catchingUp };
}

describe('exactly-once delivery', () => {
  it('stores and delivers every message once through cut connections and a server restart', async () => {
    const alice = await createMember(first, { gender: 'woman' });
    const bob = await createMember(first, { gender: 'man' });
    const sender = reconnectingClient(url, alice.token);
    const recipient = reconnectingClient(url, bob.token);
    clients.push(sender, recipient);
    const view = recipientView(recipient, bob, alice.id);
    await Promise.all([connected(sender), connected(recipient)]);

    const contents = Array.from({ length: MESSAGES }, (_, i) => `message ${i}`);
    const acked: Delivered[] = [];
    const cutAt = (i: number): Cut => (i % 4 === 1 ? 'send' : i % 4 === 3 ? 'ack' : 'none');
    let restarted: Promise<void> | undefined;
    for (const [i, content] of contents.entries()) {
      // Sends lose their connection on the way out or on the ack's way back; every seventh
      // message the recipient's connection drops.
      if (i % 7 === 3) recipient.io.engine.close();
      if (i === RESTART_AT) restarted = restart();
      acked.push(await deliver(sender, bob.id, content, cutAt(i)));
    }
    await restarted;

    const stored = await storedMessages(current, alice.id);
    expect(stored.map((m) => m.content)).toEqual(contents);
    expect(acked.map((d) => d.message.id)).toEqual(stored.map((m) => m.id));
    // A lost ack: stored on the first attempt, acknowledged (with that one copy) on a retry.
    for (const [i, d] of acked.entries()) {
      if (cutAt(i) !== 'ack') continue;
      expect(d.attempts, `message ${i}`).toBeGreaterThan(1);
      expect(d.message.timestamp, `message ${i}`).toBe(d.firstAttemptAt);
    }

    await connected(recipient);
    await eventually(async () => {
      await view.settled();
      return view.byId.size === MESSAGES;
    }, 'every message at the recipient');
    const seen = [...view.byId.values()].sort((a, b) => a.id - b.id);
    expect(seen.map((m) => m.content)).toEqual(contents);
    // Live, no message arrived twice (history fills what a cut connection missed).
    expect(new Set(view.liveIds).size).toBe(view.liveIds.length);
  });
});
