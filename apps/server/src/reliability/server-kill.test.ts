import { randomUUID } from 'node:crypto';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  PAYMENT_MSG,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TChatHistoryResponse,
  type TCurrentUser,
  type TDraftResponse,
  type TMessage,
  type TMyPayments,
  type TSendAck,
} from '@quad/contract';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Faults, nothing lost (ASVS 5.0 V16.5, V13 availability): the real server runs in a
 * process of its own while members chat over real sockets (each message with a client id,
 * resent until acknowledged, as the web client's outbox does), edit their profiles (draft,
 * then publish) and claim payments that an administrator rejects. The server is SIGKILLed
 * mid-stream and started again on the same data: the embedded database's folder, or
 * PostgreSQL when TEST_DB=postgres and DATABASE_URL are set. Every acknowledged message,
 * profile edit and payment claim must be there exactly once, the unacknowledged ones
 * resent with the same client ids must not be doubled, and the clients must recover:
 * reconnect, catch up on what they missed and go on.
 */

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const MEMBERS = 6;
/** Milliseconds between two messages a member writes (a human pace, under the flood limit). */
const COMPOSE_EVERY_MS = 1_000;
/** How long an unanswered send waits before it goes again with the same client id. */
const ACK_TIMEOUT_MS = 8_000;
/** Milliseconds between two profile edits, and between two payment claims, of a member. */
const HTTP_PAUSE_MS = 400;

let server: ServerProcess;
const sockets: ClientSocket[] = [];
/** What went wrong inside the actors, reported by the test at the end. */
const problems: string[] = [];

beforeAll(async () => {
  server = await startServerProcess({
    ADMIN_EMAIL: 'faults.admin@ucalgary.ca',
    ADMIN_PASSWORD: 'correct horse battery staple',
  });
  await server.start();
}, 180_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.remove();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class NetworkError extends Error {}

interface Answer<T> {
  status: number;
  body: T & { msg?: string };
}

/** One HTTP call; a connection that fails (the server is down) throws NetworkError. */
async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(`${server.url}/api${url}`, {
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
async function serverBack(): Promise<void> {
  for (let i = 0; i < 1_200; i++) {
    try {
      if ((await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // still down
    }
    await sleep(100);
  }
  throw new Error('the server did not come back');
}

/** The call, again after the server is back whenever the connection failed; `onLost` first checks what survived. */
async function persist<T>(attempt: () => Promise<Answer<T>>, onLost?: () => Promise<void>): Promise<Answer<T>> {
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

async function eventually(check: () => boolean | Promise<boolean>, what: string, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

interface Member {
  index: number;
  id: number;
  email: string;
  token: string;
}

async function signUp(index: number): Promise<Member> {
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
function connect(member: Member): ClientSocket {
  const socket: ClientSocket = connectClient(server.url, {
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
  sockets.push(socket);
  return socket;
}

/**
 * The web client's outbox: every message keeps its client id and goes again after an ack
 * timeout and on every reconnection, until an ack says stored. "Sending too quickly" (a
 * reconnection flushes everything at once) is tried again a moment later.
 */
class Outbox {
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
              problems.push(`client id ${clientId} acknowledged as messages ${earlier.id} and ${ack.message.id}`);
            }
            this.acked.set(clientId, ack.message);
            this.ackedAt.set(clientId, Date.now());
            if (this.attempts.get(clientId) === 1) this.latencies.push(Date.now() - sentAt);
            this.unsent.delete(clientId);
          } else if (ack.msg === MSG.sendingTooFast) {
            this.tooFast++;
            setTimeout(() => this.transmit(clientId), 1_000);
          } else {
            problems.push(`"${content}" refused: ${ack.msg}`);
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
class Inbox {
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
        problems.push(`history answered ${page.status}: ${page.body.msg}`);
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

/** Draft, then publish, round after round; after a lost connection, checks what the server kept. */
class ProfileEditor {
  /** The last edit whose publish was acknowledged (0: none yet). */
  published = 0;
  rounds = 0;
  checksAfterLoss = 0;

  constructor(private readonly member: Member) {}

  text = (round: number) => (round === 0 ? '' : `Edit ${round} of member ${this.member.index}`);

  private async publishedText(): Promise<string> {
    const me = await call<TCurrentUser>('GET', '/users/me', this.member.token);
    return me.body.profile_text;
  }

  async round(): Promise<void> {
    const round = this.published + 1;
    const fields = {
      gender: 'man',
      orientation: 'ambiphilic',
      age: 24,
      height_inches: 70,
      profile_text: this.text(round),
    };
    const saved = await persist(
      () => call<TDraftResponse>('PUT', '/profile/draft', this.member.token, fields),
      async () => {
        // The draft may or may not have been saved; the published profile is the last acknowledged one.
        this.checksAfterLoss++;
        const text = await this.publishedText();
        if (text !== this.text(this.published))
          problems.push(`profile after loss: "${text}", not edit ${this.published}`);
      },
    );
    if (saved.status !== 200) return void problems.push(`draft answered ${saved.status}: ${saved.body.msg}`);
    let landed = false;
    const published = await persist(
      () => call<{ msg: string }>('POST', '/profile/publish', this.member.token),
      async () => {
        this.checksAfterLoss++;
        const text = await this.publishedText();
        if (text === this.text(round)) return void (landed = true);
        if (text !== this.text(this.published))
          problems.push(`profile after loss: "${text}", not edit ${this.published}`);
        // Not published: the acknowledged draft must still be there.
        const draft = await call<TDraftResponse>('GET', '/profile/draft', this.member.token);
        if (draft.body.draft?.profile_text !== this.text(round)) {
          problems.push(`acknowledged draft of edit ${round} lost: ${JSON.stringify(draft.body)}`);
        }
      },
    );
    if (published.status === 200) {
      if (landed) problems.push(`edit ${round} published twice`);
    } else if (!(landed && published.status === 400 && published.body.msg === MSG.nothingToPublish)) {
      return void problems.push(`publish answered ${published.status}: ${published.body.msg}`);
    }
    this.published = round;
    this.rounds++;
  }
}

/** "I have sent the e-Transfer", then an administrator rejects it, round after round. */
class Claimant {
  /** Payment record id of each completed round's claim. */
  readonly claims: number[] = [];
  landedWithoutAck = 0;

  constructor(
    private readonly member: Member,
    private readonly adminToken: string,
  ) {}

  name = (round: number) => `Claim ${round} of member ${this.member.index}`;

  async round(): Promise<void> {
    const round = this.claims.length + 1;
    let retried = false;
    const claimed = await persist(
      () =>
        call<{ payment: { id: number } }>('POST', '/payments/claim', this.member.token, {
          sender_name: this.name(round),
        }),
      async () => {
        retried = true;
      },
    );
    let paymentId: number;
    if (claimed.status === 200) {
      paymentId = claimed.body.payment.id;
    } else if (retried && claimed.status === 409 && claimed.body.msg === PAYMENT_MSG.claimOpen) {
      // The lost attempt was stored: it is the open claim, once.
      this.landedWithoutAck++;
      const mine = await call<TMyPayments>('GET', '/payments', this.member.token);
      const open = mine.body.payments.filter((p) => p.status === 'pending');
      if (open.length !== 1) return void problems.push(`${open.length} open claims after a lost claim`);
      paymentId = open[0]!.id;
    } else {
      return void problems.push(`claim answered ${claimed.status}: ${claimed.body.msg}`);
    }
    let rejectRetried = false;
    const rejected = await persist(
      () => call('POST', `/admin/payments/${paymentId}/reject`, this.adminToken, { reason: 'Not received' }),
      async () => {
        rejectRetried = true;
      },
    );
    const rejectLanded = rejectRetried && rejected.status === 409 && rejected.body.msg === PAYMENT_MSG.alreadyReviewed;
    if (rejected.status !== 200 && !rejectLanded) {
      return void problems.push(`reject answered ${rejected.status}: ${rejected.body.msg}`);
    }
    this.claims.push(paymentId);
  }
}

/** Every message of the conversation, oldest first, as one member's history shows it. */
async function conversation(member: Member, partnerId: number): Promise<TMessage[]> {
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

describe(`a server SIGKILLed while members send`, () => {
  it('keeps every acknowledged message, profile edit and payment claim exactly once, and the clients recover', async () => {
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await signUp(i));
    const admin = await call<{ access_token: string }>('POST', '/auth/login', undefined, {
      email: 'faults.admin@ucalgary.ca',
      password: 'correct horse battery staple',
    });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const partnerOf = (m: Member) => members[m.index % 2 === 0 ? m.index + 1 : m.index - 1]!;

    const actors = members.map((m) => {
      const socket = connect(m);
      return {
        member: m,
        socket,
        outbox: new Outbox(socket, partnerOf(m).id),
        inbox: new Inbox(socket, m, partnerOf(m).id),
        editor: new ProfileEditor(m),
        claimant: new Claimant(m, admin.body.access_token),
      };
    });
    await eventually(() => actors.every((a) => a.socket.connected), 'every member connected');

    let streaming = true;
    let written = 0;
    const loops = actors.flatMap((a) => [
      (async () => {
        while (streaming) {
          a.outbox.compose(`Message ${written++} from member ${a.member.index}`);
          await sleep(COMPOSE_EVERY_MS);
        }
      })(),
      (async () => {
        while (streaming) {
          await a.editor.round();
          await sleep(HTTP_PAUSE_MS);
        }
      })(),
      (async () => {
        while (streaming) {
          await a.claimant.round();
          await sleep(HTTP_PAUSE_MS);
        }
      })(),
    ]);
    const failure = Promise.all(loops).catch((err: unknown) => problems.push(`an actor failed: ${String(err)}`));

    // Mid-stream: every member has messages acknowledged and an edit and a claim through.
    await eventually(
      () => actors.every((a) => a.outbox.acked.size >= 3 && a.editor.rounds >= 1 && a.claimant.claims.length >= 1),
      'traffic before the kill',
    );
    const snapshots: { acked: Map<string, TMessage>; published: number; claims: number[] }[][] = [];
    const kills: { at: Date; delayMs: number; unacknowledged: number }[] = [];
    // Two kills: one just as a message leaves (before it reaches the server), one about when
    // messages are being stored (the ack may be lost with the server).
    for (const phase of ['leaving', 'storing'] as const) {
      const latencies = actors.flatMap((a) => a.outbox.latencies).sort((x, y) => x - y);
      const delayMs = phase === 'leaving' ? 1 : Math.max(2, Math.round(0.7 * latencies[latencies.length >> 1]!));
      snapshots.push(
        actors.map((a) => ({
          acked: new Map(a.outbox.acked),
          published: a.editor.published,
          claims: [...a.claimant.claims],
        })),
      );
      // The kill comes just after the next message leaves, while sends are on their way.
      const kill = { at: new Date(), delayMs, unacknowledged: 0 };
      await new Promise<void>((resolve, reject) => {
        const trigger = () => {
          for (const a of actors) a.outbox.onTransmit = undefined;
          setTimeout(() => {
            kill.unacknowledged = actors.reduce((n, a) => n + a.outbox.unacknowledged, 0);
            kill.at = new Date();
            server.kill().then(resolve, reject);
          }, delayMs);
        };
        for (const a of actors) a.outbox.onTransmit = trigger;
      });
      kills.push(kill);
      await server.start();

      // The clients recover: they reconnect, and edits, claims and messages go on.
      const progress = actors.map((a) => ({
        acked: a.outbox.acked.size,
        rounds: a.editor.rounds,
        claims: a.claimant.claims.length,
      }));
      await eventually(
        () =>
          actors.every(
            (a, i) =>
              a.socket.connected &&
              a.outbox.acked.size >= progress[i]!.acked + 4 &&
              a.editor.rounds > progress[i]!.rounds &&
              a.claimant.claims.length > progress[i]!.claims,
          ),
        'traffic after the restart',
      );
    }
    streaming = false;
    await failure;
    await eventually(() => actors.every((a) => a.outbox.unsent.size === 0), 'every message acknowledged');
    expect(problems).toEqual([]);

    for (const [i, a] of actors.entries()) {
      const partner = partnerOf(a.member);
      const stored = (await conversation(a.member, partner.id)).filter((m) => m.sender_id === a.member.id);
      // Every message written is stored once, under its client id, with its acknowledged id.
      const byClientId = new Map<string, TMessage[]>();
      for (const m of stored) byClientId.set(m.client_id ?? '', [...(byClientId.get(m.client_id ?? '') ?? []), m]);
      for (const { clientId, content } of a.outbox.composed) {
        const copies = byClientId.get(clientId) ?? [];
        expect(
          copies.map((m) => m.content),
          `member ${i}, ${content}`,
        ).toEqual([content]);
        expect(copies[0]!.id, `member ${i}, ${content}`).toBe(a.outbox.acked.get(clientId)?.id);
      }
      expect(stored).toHaveLength(a.outbox.composed.length);
      for (const before of snapshots) {
        for (const [clientId, message] of before[i]!.acked) {
          expect(byClientId.get(clientId)?.[0]?.id, 'acknowledged before a kill').toBe(message.id);
        }
      }

      // The partner saw each of them, live or by catching up, and none twice live.
      const partnerActor = actors[partner.index]!;
      await eventually(async () => {
        await partnerActor.inbox.settled();
        return stored.every((m) => partnerActor.inbox.byId.has(m.id));
      }, `member ${partner.index} caught up`);
      expect(partnerActor.inbox.byId.size).toBe(stored.length);
      expect(new Set(partnerActor.inbox.liveIds).size).toBe(partnerActor.inbox.liveIds.length);

      // The profile holds the last acknowledged edit, and no draft is left over.
      const me = await call<TCurrentUser>('GET', '/users/me', a.member.token);
      expect(me.body.profile_text).toBe(a.editor.text(a.editor.published));
      expect(a.editor.published).toBeGreaterThan(snapshots.at(-1)![i]!.published);
      expect((await call<TDraftResponse>('GET', '/profile/draft', a.member.token)).body.has_draft).toBe(false);

      // Each claim once: the acknowledged ones before the kill, and every one after.
      const payments = (await call<TMyPayments>('GET', '/payments', a.member.token)).body.payments;
      const claims = payments.filter((p) => p.description === 'e-Transfer reported by member');
      expect(claims.map((p) => p.id).sort((x, y) => x - y)).toEqual([...a.claimant.claims].sort((x, y) => x - y));
      expect(new Set(claims.map((p) => p.id)).size).toBe(claims.length);
      for (const before of snapshots) {
        for (const id of before[i]!.claims) expect(claims.some((p) => p.id === id)).toBe(true);
      }
      expect(claims.every((p) => p.status === 'rejected')).toBe(true);
    }

    const totals = {
      database: server.database,
      messages: actors.reduce((n, a) => n + a.outbox.composed.length, 0),
      unacknowledgedAtKills: kills.map((k) => k.unacknowledged),
      killDelaysMs: kills.map((k) => k.delayMs),
      // Stored before a kill, their ack lost with the server: acknowledged by a resend.
      storedBeforeKillAckedAfter: actors.reduce(
        (n, a) =>
          n +
          [...a.outbox.acked].filter(([clientId, m]) =>
            kills.some((k) => new Date(m.timestamp) < k.at && a.outbox.ackedAt.get(clientId)! > k.at.getTime()),
          ).length,
        0,
      ),
      tooFast: actors.reduce((n, a) => n + a.outbox.tooFast, 0),
      resends: actors.reduce((n, a) => n + a.outbox.resends, 0),
      catchUps: actors.reduce((n, a) => n + a.inbox.catchUps, 0),
      profileEdits: actors.reduce((n, a) => n + a.editor.rounds, 0),
      editChecksAfterLoss: actors.reduce((n, a) => n + a.editor.checksAfterLoss, 0),
      claims: actors.reduce((n, a) => n + a.claimant.claims.length, 0),
      claimsLandedWithoutAck: actors.reduce((n, a) => n + a.claimant.landedWithoutAck, 0),
    };
    console.info(JSON.stringify(totals));
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 300_000);
});
