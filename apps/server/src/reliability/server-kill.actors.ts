import { randomUUID } from 'node:crypto';
import { io as connectClient, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TChatHistoryResponse,
  type TCurrentUser,
  type TMessage,
  type TSendAck,
} from '@quad/contract';

/**
 * The members of the SIGKILL test (server-kill.test.ts) and what they do: HTTP calls that
 * wait out a dead server, sockets that reconnect by themselves, an outbox that resends with
 * the same client id until acknowledged, an inbox that catches up, a profile editor and a
 * payment claimant that check what survived each lost connection.
 */

/** Where the server under test answers, and what went wrong inside the actors. */
export const harness: { url: string; sockets: ClientSocket[]; problems: string[] } = {
  url: '',
  sockets: [],
  problems: [],
};

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const MEMBERS = 6;
/** Milliseconds between two messages a member writes (a human pace, under the flood limit). */
export const COMPOSE_EVERY_MS = 1_000;
/** How long an unanswered send waits before it goes again with the same client id. */
export const ACK_TIMEOUT_MS = 8_000;
/** Milliseconds between two profile edits, and between two payment claims, of a member. */
export const HTTP_PAUSE_MS = 400;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class NetworkError extends Error {}

export interface Answer<T> {
  status: number;
  body: T & { msg?: string };
}

/** One HTTP call; a connection that fails (the server is down) throws NetworkError. */
export async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(`${harness.url}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: (await res.json()) as T & { msg?: string } };
  } catch (err) {
    throw new NetworkError(`${method} ${url}: ${(err as Error).message}`);
  }
}

/** Waits for the server to answer again (a killed one is being restarted by the test). */
export async function serverBack(): Promise<void> {
  for (let i = 0; i < 1_200; i++) {
    try {
      if ((await fetch(`${harness.url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // still down
    }
    await sleep(100);
  }
  throw new Error('the server did not come back');
}

/** The call, again after the server is back whenever the connection failed; `onLost` first checks what survived. */
export async function persist<T>(attempt: () => Promise<Answer<T>>, onLost?: () => Promise<void>): Promise<Answer<T>> {
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      await serverBack();
      if (onLost) await onLost();
    }
  }
}

export async function eventually(check: () => boolean | Promise<boolean>, what: string, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

export interface Member {
  index: number;
  id: number;
  email: string;
  token: string;
}

export async function signUp(index: number): Promise<Member> {
  const email = `faults${index}.${Date.now().toString(36)}@ucalgary.ca`;
  const registered = await call<{ verification_code?: string }>('POST', '/auth/register', undefined, {
    email,
    password: 'correct horse battery',
    institution_id: 'ucalgary',
    age: 24,
    gender: 'man',
    orientation: 'ambiphilic',
    height_inches: 70,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const verified = await call<{ access_token: string }>('POST', '/auth/verify-email', undefined, {
    email,
    code: registered.body.verification_code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const me = await call<TCurrentUser>('GET', '/users/me', verified.body.access_token);
  return { index, id: me.body.id, email, token: verified.body.access_token };
}

/** A client that reconnects by itself and keeps trying while the server is down. */
export function connect(member: Member): ClientSocket {
  const socket: ClientSocket = connectClient(harness.url, {
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
    auth: { token: member.token },
  });
  // A server going away may end the connection as a server disconnect, which is not retried by itself.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 500);
  });
  harness.sockets.push(socket);
  return socket;
}

/**
 * The web client's outbox: every message keeps its client id and goes again after an ack
 * timeout and on every reconnection, until an ack says stored. "Sending too quickly" (a
 * reconnection flushes everything at once) is tried again a moment later.
 */
export class Outbox {
  readonly composed: { clientId: string; content: string }[] = [];
  readonly acked = new Map<string, TMessage>();
  /** When each ack arrived (Date.now()). */
  readonly ackedAt = new Map<string, number>();
  /** Sends that met "sending too quickly" (and went again later). */
  tooFast = 0;
  /** Milliseconds from a message's first send to its ack, for the messages that needed one send. */
  readonly latencies: number[] = [];
  readonly unsent = new Map<string, string>();
  private readonly inFlight = new Set<string>();
  private readonly attempts = new Map<string, number>();
  /** Called as a send leaves (the test kills the server then). */
  onTransmit: (() => void) | undefined;

  /** Sends beyond the first of each message. */
  get resends(): number {
    return [...this.attempts.values()].reduce((n, a) => n + a - 1, 0);
  }

  /** In flight or waiting for a connection. */
  get unacknowledged(): number {
    return this.unsent.size;
  }

  constructor(
    private readonly socket: ClientSocket,
    private readonly recipientId: number,
  ) {
    socket.on('connect', () => {
      for (const id of this.unsent.keys()) this.transmit(id);
    });
    socket.on('disconnect', () => this.inFlight.clear());
  }

  compose(content: string): void {
    const clientId = randomUUID();
    this.composed.push({ clientId, content });
    this.unsent.set(clientId, content);
    this.transmit(clientId);
  }

  private transmit(clientId: string): void {
    const content = this.unsent.get(clientId);
    if (content === undefined || !this.socket.connected || this.inFlight.has(clientId)) return;
    this.inFlight.add(clientId);
    this.attempts.set(clientId, (this.attempts.get(clientId) ?? 0) + 1);
    const sentAt = Date.now();
    this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('send_message', { recipient_id: this.recipientId, message: content, client_id: clientId })
      .then(
        (ack: TSendAck) => {
          this.inFlight.delete(clientId);
          if (ack.ok) {
            const earlier = this.acked.get(clientId);
            if (earlier && earlier.id !== ack.message.id) {
              harness.problems.push(
                `client id ${clientId} acknowledged as messages ${earlier.id} and ${ack.message.id}`,
              );
            }
            this.acked.set(clientId, ack.message);
            this.ackedAt.set(clientId, Date.now());
            if (this.attempts.get(clientId) === 1) this.latencies.push(Date.now() - sentAt);
            this.unsent.delete(clientId);
          } else if (ack.code === 'rate_limited') {
            this.tooFast++;
            setTimeout(() => this.transmit(clientId), 1_000);
          } else {
            harness.problems.push(`"${content}" refused: ${ack.msg}`);
            this.unsent.delete(clientId);
          }
        },
        () => {
          // No answer: stored or not, ask again with the same id.
          this.inFlight.delete(clientId);
          setTimeout(() => this.transmit(clientId), 300);
        },
      );
    this.onTransmit?.();
  }
}

/**
 * What a member sees of their partner's messages: live ones, and after every reconnection
 * what history holds after the newest message seen before the connection was lost.
 */
export class Inbox {
  readonly byId = new Map<number, TMessage>();
  readonly liveIds: number[] = [];
  private cursor = 0;
  private catchingUp: Promise<void> = Promise.resolve();
  catchUps = 0;

  constructor(
    socket: ClientSocket,
    private readonly member: Member,
    private readonly partnerId: number,
  ) {
    socket.on('receive_message', (m) => {
      if (m.sender_id !== partnerId) return;
      this.liveIds.push(m.id);
      this.byId.set(m.id, m);
    });
    socket.on('disconnect', () => {
      this.cursor = Math.max(0, ...this.byId.keys());
    });
    socket.on('connect', () => {
      this.catchingUp = this.catchingUp.then(this.catchUp, this.catchUp);
    });
  }

  private readonly catchUp = async (): Promise<void> => {
    let after = this.cursor;
    for (;;) {
      const page = await persist(() =>
        call<TChatHistoryResponse>(
          'GET',
          `/chat/${this.partnerId}/history?limit=50${after > 0 ? `&after_id=${after}` : ''}`,
          this.member.token,
        ),
      );
      if (page.status !== 200) {
        harness.problems.push(`history answered ${page.status}: ${page.body.msg}`);
        return;
      }
      for (const m of page.body.messages) if (m.sender_id === this.partnerId) this.byId.set(m.id, m);
      this.catchUps++;
      if (!page.body.has_newer || page.body.messages.length === 0) return;
      after = page.body.messages.at(-1)!.id;
    }
  };

  settled(): Promise<void> {
    return this.catchingUp;
  }
}

/** Every message of the conversation, oldest first, as one member's history shows it. */
export async function conversation(member: Member, partnerId: number): Promise<TMessage[]> {
  const all: TMessage[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await call<TChatHistoryResponse>(
      'GET',
      `/chat/${partnerId}/history?limit=200${before === undefined ? '' : `&before_id=${before}`}`,
      member.token,
    );
    expect(page.status).toBe(200);
    all.unshift(...page.body.messages);
    if (!page.body.has_older || page.body.messages.length === 0) return all;
    before = page.body.messages[0]!.id;
  }
}
