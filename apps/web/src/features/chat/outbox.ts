import { NUDGE_CODE, type TErrorCode, type TMessage, type TNudgeReason, type TSendAck } from '@quad/contract';
import type { QuadSocket } from '@/shared/socket';

/** How long an unanswered send waits before it is sent again (with the same client id). */
const ACK_TIMEOUT_MS = 8_000;
const RETRY_DELAY_MS = 1_000;

export interface Unsent {
  clientId: string;
  recipientId: number;
  content: string;
  /** When it was written, for its place in the conversation. */
  timestamp: string;
  /** The sender answered "Send anyway" to the server's "Are you sure?". */
  confirmed?: boolean;
}

/** A message the server held to ask "Are you sure?": kept here, never sent again unasked. */
export interface Held extends Unsent {
  reasons: TNudgeReason[];
}

export type OutboxEvent =
  | { type: 'stored'; clientId: string; message: TMessage }
  | { type: 'refused'; clientId: string; recipientId: number; msg: string; code: TErrorCode }
  | { type: 'nudged'; held: Held };

/**
 * Messages written in this tab and not yet acknowledged, kept outside any screen so that
 * closing a chat does not drop them. Each carries a client-generated id and is sent again
 * with the same id after an ack timeout, on every reconnection and after "sending too
 * quickly", until the server answers with the stored message (it keeps one copy per id)
 * or refuses it. A message the server holds for "Are you sure?" leaves the queue for the
 * held list (a reconnection does not send it again) until the member answers: Send anyway
 * puts it back with `confirmed` and the same id; Edit takes it out for good.
 */
export class Outbox {
  private socket: QuadSocket | null = null;
  private readonly unsent = new Map<string, Unsent>();
  private readonly held = new Map<string, Held>();
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<(event: OutboxEvent) => void>();

  /** The tab's connection. A new one means a new session: the last member's sends are dropped. */
  attach(socket: QuadSocket): void {
    if (this.socket === socket) return;
    if (this.socket) {
      this.socket.off('connect', this.flush);
      this.socket.off('disconnect', this.forgetInFlight);
      this.unsent.clear();
      this.held.clear();
    }
    this.socket = socket;
    socket.on('connect', this.flush);
    socket.on('disconnect', this.forgetInFlight);
    this.flush();
  }

  send(entry: Unsent): void {
    this.unsent.set(entry.clientId, entry);
    this.transmit(entry.clientId);
  }

  /** What is still on its way to one member, oldest first. */
  unsentTo(recipientId: number): Unsent[] {
    return [...this.unsent.values()].filter((u) => u.recipientId === recipientId);
  }

  /** Messages to one member waiting for the sender's answer, oldest first. */
  heldFor(recipientId: number): Held[] {
    return [...this.held.values()].filter((h) => h.recipientId === recipientId);
  }

  /** Send anyway: the held message goes again with the same id, confirmed. */
  confirm(clientId: string): Unsent | undefined {
    const held = this.held.get(clientId);
    if (!held) return undefined;
    this.held.delete(clientId);
    const entry: Unsent = {
      clientId,
      recipientId: held.recipientId,
      content: held.content,
      timestamp: held.timestamp,
      confirmed: true,
    };
    this.send(entry);
    return entry;
  }

  /** Edit: the held message is dropped unsent; its text goes back to the composer. */
  withdraw(clientId: string): Held | undefined {
    const held = this.held.get(clientId);
    this.held.delete(clientId);
    return held;
  }

  subscribe(listener: (event: OutboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private readonly flush = (): void => {
    for (const clientId of this.unsent.keys()) this.transmit(clientId);
  };

  private readonly forgetInFlight = (): void => {
    // Unanswered sends of a lost connection go again on the next one.
    this.inFlight.clear();
  };

  private transmit(clientId: string): void {
    const socket = this.socket;
    const entry = this.unsent.get(clientId);
    if (!entry || !socket?.connected || this.inFlight.has(clientId)) return;
    this.inFlight.add(clientId);
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('send_message', {
        recipient_id: entry.recipientId,
        message: entry.content,
        client_id: clientId,
        ...(entry.confirmed ? { confirmed: true } : {}),
      })
      .then(
        (ack: TSendAck) => {
          this.inFlight.delete(clientId);
          if (!ack.ok && ack.code === NUDGE_CODE && this.unsent.delete(clientId)) {
            const held: Held = { ...entry, reasons: ack.reasons ?? [] };
            this.held.set(clientId, held);
            this.emit({ type: 'nudged', held });
            return;
          }
          if (!ack.ok && ack.code === 'rate_limited' && this.unsent.has(clientId)) {
            // Flood control (a reconnection sends every unsent message at once): not a
            // refusal of the message. It goes again a moment later, with the same id.
            setTimeout(() => this.transmit(clientId), RETRY_DELAY_MS);
            return;
          }
          if (!this.unsent.delete(clientId)) return;
          this.emit(
            ack.ok
              ? { type: 'stored', clientId, message: ack.message }
              : { type: 'refused', clientId, recipientId: entry.recipientId, msg: ack.msg, code: ack.code },
          );
        },
        () => {
          // No answer: the message may or may not be stored. Ask again with the same id.
          this.inFlight.delete(clientId);
          setTimeout(() => this.transmit(clientId), RETRY_DELAY_MS);
        },
      );
  }

  private emit(event: OutboxEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** The tab's one outbox. */
export const outbox = new Outbox();
