import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io as connectClient } from 'socket.io-client';
import type { ServerToClientEvents, TSendAck, TSendMessage } from '@quad/contract';
import { blocks, institutions, messages, users } from '@/db/schema/index';
import { forgetInstitutionPaymentStates } from '@/modules/payments/institution-payment.service';
import type { TestSocket } from '@/test-support/socket-client';
import type { TestApp } from '@/test-support/test-app';

/** send_message with an ack, as the web client sends it. */
export function send(socket: TestSocket, payload: Partial<TSendMessage> & { recipient_id: number }): Promise<TSendAck> {
  return socket.emitWithAck('send_message', { message: 'hello', ...payload });
}

/** A new client id, as the web client generates one per message. */
export const clientId = (): string => randomUUID();

/** Every payload of this event the socket receives from now on, in order. */
export function collect<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
): Parameters<ServerToClientEvents[E]>[0][] {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event as 'error', ((payload: never) => seen.push(payload)) as never);
  return seen;
}

/** Waits until `check` passes, polling; for effects that happen after the ack (screening). */
export async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

export async function setPaid(t: TestApp, userId: number, isPaid = true): Promise<void> {
  await t.ctx.db.update(users).set({ isPaid }).where(eq(users.id, userId));
}

export async function setSuspended(t: TestApp, userId: number, isSuspended = true): Promise<void> {
  await t.ctx.db
    .update(users)
    .set({ isSuspended, suspensionReason: isSuspended ? 'x' : null })
    .where(eq(users.id, userId));
  // Sessions cache the flag for a few seconds; the chat reads the row itself.
}

export async function block(t: TestApp, blockerId: number, blockedId: number): Promise<void> {
  await t.ctx.db.insert(blocks).values({ blockerId, blockedId });
}

/** Past the threshold: every institution requires payment; below: none does. */
export async function setPaymentThresholds(t: TestApp, state: 'past' | 'below'): Promise<void> {
  await t.ctx.db.update(institutions).set({ paymentThreshold: state === 'past' ? 0 : 1_000_000 });
  forgetInstitutionPaymentStates(t.ctx);
}

export function storedMessages(t: TestApp, senderId: number) {
  return t.ctx.db.select().from(messages).where(eq(messages.senderId, senderId)).orderBy(messages.id);
}

/** A client that reconnects by itself, quickly, like the web client (which also falls back to polling). */
export function reconnectingClient(url: string, token: string): TestSocket {
  return connectClient(url, {
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 250,
    auth: { token },
  });
}

/** Resolves on the socket's next (re)connection, at once when connected. */
export function connected(socket: TestSocket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve) => socket.once('connect', () => resolve()));
}
