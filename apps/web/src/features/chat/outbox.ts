import type { TErrorCode, TMessage, TSendAck } from '@quad/contract';
import type { QuadSocket } from '@/app/socket';

/** How long an unanswered send waits before it is sent again (with the same client id). */
const ACK_TIMEOUT_MS = 8_000;
const RETRY_DELAY_MS = 1_000;

export interface Unsent {
  clientId: string;
  recipientId: number;
  content: string;
  /** When it was written, for its place in the conversation. */
  timestamp: string;
}

export type OutboxEvent =
  | { type: 'stored'; clientId: string; message: TMessage }
  | { type: 'refused'; clientId: string; recipientId: number; msg: string; code: TErrorCode };

/**
 * Messages written in this tab and not yet acknowledged, kept outside any screen so that
 * closing a chat does not drop them. Each carries a client-generated id and is sent again
 * with the same id after an ack timeout, on every reconnection and after "sending too
 * quickly", until the server answers with the stored message (it keeps one copy per id)
 * or refuses it.
 */
export class Outbox {
  private socket: QuadSocket | null = null;
  private readonly unsent = new Map<string, Unsent>();
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<(event: OutboxEvent) => void>();

  /** The tab's connection. A new one means a new session: the last member's sends are dropped. */
  attach(socket: QuadSocket): void {
    if (this.socket === socket) return;
    if (this.socket) {
      this.socket.off('connect', this.flush);
      this.socket.off('disconnect', this.forgetInFlight);
      this.unsent.clear();
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
      .emitWithAck('send_message', { recipient_id: entry.recipientId, message: entry.content, client_id: clientId })
      .then(
        (ack: TSendAck) => {
          this.inFlight.delete(clientId);
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
