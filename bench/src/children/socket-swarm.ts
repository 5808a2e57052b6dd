/**
 * The client harness: many socket.io-client connections in one process, driven over IPC by
 * the bench. The same harness talks to Quad and to the bare relay, so the two differ only
 * in the server. Commands: connect, chat, disconnect.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

interface Member {
  socket: Socket;
  userId: number;
}

interface Delivered {
  id: number;
  sender_id: number;
  recipient_id: number;
  client_id: string | null;
}

export interface ConnectCommand {
  type: 'connect';
  url: string;
  members: { userId: number; auth: Record<string, unknown> }[];
  concurrency: number;
}

export interface ChatCommand {
  type: 'chat';
  /** Indexes into the connected members: each pair writes both ways. */
  pairs: [number, number][];
  durationMs: number;
  /** Closed loop with this many messages in flight per sender, or an open loop at `rate` messages/s in all. */
  window?: number;
  rate?: number;
  /** Closed loop: a sender waits at least this long between its sends (the server's per-member flood limit). */
  minIntervalMs?: number;
}

export interface ChatResult {
  type: 'chat-result';
  sent: number;
  received: number;
  lost: number;
  duplicated: number;
  refused: number;
  refusal?: string;
  receipts: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const TEXTS = [
  'hey! how was your midterm?',
  'want to grab coffee after class tomorrow?',
  'haha that is exactly what I thought',
  'I am at the library until 6, then free',
  'did you see the game last night?',
  'sounds good, see you at the rec centre',
  'what are you studying this term?',
  'lol no way, that prof is the best',
];

let members: Member[] = [];
const send = (m: object) => process.send?.(m);

function connectOne(url: string, auth: Record<string, unknown>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true, timeout: 60_000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

async function connect(cmd: ConnectCommand): Promise<void> {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const errors = new Set<string>();
  const connected: Member[] = [];
  const worker = async () => {
    while (next < cmd.members.length) {
      const m = cmd.members[next++]!;
      try {
        connected.push({ socket: await connectOne(cmd.url, m.auth), userId: m.userId });
      } catch (err) {
        failed++;
        errors.add(err instanceof Error ? err.message : String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: cmd.concurrency }, worker));
  const order = new Map(cmd.members.map((m, i) => [m.userId, i]));
  members = connected.sort((a, b) => order.get(a.userId)! - order.get(b.userId)!);
  send({
    type: 'connected',
    ok: connected.length,
    failed,
    errors: [...errors].slice(0, 3),
    ms: performance.now() - started,
  });
}

function chat(cmd: ChatCommand): Promise<ChatResult> {
  const sentAt = new Map<string, number>();
  const got = new Set<string>();
  const latencies: number[] = [];
  let sent = 0;
  let duplicated = 0;
  let refused = 0;
  let refusal: string | undefined;
  let receipts = 0;
  let lastReceive = 0;
  let sending = true;
  const inFlight = new Map<number, number>();
  const senders: { from: Member; to: Member }[] = [];
  for (const [a, b] of cmd.pairs) {
    senders.push({ from: members[a]!, to: members[b]! }, { from: members[b]!, to: members[a]! });
  }
  const bySender = new Map(senders.map((s) => [s.from.userId, s]));

  // Each sender's next free slot: two sends released at once (window > 1) queue one
  // interval apart instead of leaving together, so a paced sender never exceeds its rate.
  const nextSlot = new Map<number, number>();
  const interval = cmd.minIntervalMs ?? 0;
  const sendPaced = (s: { from: Member; to: Member }) => {
    const now = performance.now();
    const at = Math.max(now, nextSlot.get(s.from.userId) ?? now);
    nextSlot.set(s.from.userId, at + interval);
    if (at <= now) sendOne(s);
    else
      setTimeout(() => {
        if (sending) sendOne(s);
      }, at - now);
  };
  const sendOne = (s: { from: Member; to: Member }) => {
    const clientId = randomUUID();
    sentAt.set(clientId, performance.now());
    inFlight.set(s.from.userId, (inFlight.get(s.from.userId) ?? 0) + 1);
    sent++;
    s.from.socket.emit(
      'send_message',
      { recipient_id: s.to.userId, message: `${TEXTS[sent % TEXTS.length]} (${sent})`, client_id: clientId },
      (ack: { ok: boolean; msg?: string }) => {
        if (!ack?.ok) {
          refused++;
          refusal ??= ack?.msg;
          sentAt.delete(clientId);
          inFlight.set(s.from.userId, inFlight.get(s.from.userId)! - 1);
          if (cmd.window && sending) sendPaced(s);
        }
      },
    );
  };

  const listeners: (() => void)[] = [];
  for (const m of new Set(senders.map((s) => s.from))) {
    const onMessage = (msg: Delivered) => {
      if (msg.recipient_id !== m.userId || !msg.client_id) return;
      m.socket.emit('message_delivered', { message_ids: [msg.id] });
      const t = sentAt.get(msg.client_id);
      if (t === undefined) return;
      if (got.has(msg.client_id)) {
        duplicated++;
        return;
      }
      got.add(msg.client_id);
      const now = performance.now();
      lastReceive = now;
      latencies.push(now - t);
      const sender = bySender.get(msg.sender_id);
      if (sender) {
        inFlight.set(sender.from.userId, inFlight.get(sender.from.userId)! - 1);
        if (cmd.window && sending) sendPaced(sender);
      }
    };
    const onReceipt = () => receipts++;
    m.socket.on('receive_message', onMessage);
    m.socket.on('message_delivered', onReceipt);
    listeners.push(() => {
      m.socket.off('receive_message', onMessage);
      m.socket.off('message_delivered', onReceipt);
    });
  }

  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  if (cmd.window) {
    for (const s of senders) for (let i = 0; i < cmd.window; i++) sendPaced(s);
  } else {
    const rate = cmd.rate ?? 100;
    let due = 0;
    let turn = 0;
    timer = setInterval(() => {
      const target = ((performance.now() - started) / 1000) * rate;
      while (due < target) {
        sendOne(senders[turn++ % senders.length]!);
        due++;
      }
    }, 5);
  }

  return new Promise((resolve) => {
    setTimeout(() => {
      sending = false;
      clearInterval(timer);
      const stopped = performance.now();
      const drain = setInterval(() => {
        if (got.size + refused < sent && performance.now() - stopped < 10_000) return;
        clearInterval(drain);
        for (const off of listeners) off();
        latencies.sort((a, b) => a - b);
        const pick = (p: number) =>
          latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
        const seconds = ((cmd.window ? lastReceive : stopped) - started) / 1000;
        resolve({
          type: 'chat-result',
          sent,
          received: got.size,
          lost: sent - refused - got.size,
          duplicated,
          refused,
          ...(refusal ? { refusal } : {}),
          receipts,
          seconds,
          perSecond: got.size / Math.max(seconds, 0.001),
          p50: pick(0.5),
          p99: pick(0.99),
        });
      }, 50);
    }, cmd.durationMs);
  });
}

process.on('message', (cmd: { type: string }) => {
  if (cmd.type === 'connect') void connect(cmd as ConnectCommand);
  else if (cmd.type === 'chat') void chat(cmd as ChatCommand).then(send);
  else if (cmd.type === 'disconnect') {
    for (const m of members) m.socket.close();
    members = [];
    send({ type: 'disconnected' });
  }
});
send({ type: 'ready' });
