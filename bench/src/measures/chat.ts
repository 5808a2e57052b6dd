import { MESSAGE_FLOOD } from '@quad/contract';
import type { ChatCommand, ChatResult, ConnectCommand } from '../children/socket-swarm';
import type { Row } from '../support/report';
import { startChild, type ChildHandle } from '../support/children';
import { createBenchDatabase } from '../support/database';
import { canMeterProcessors, postgresBackendsOf, ProcessorMeter } from '../support/processor';
import { seededProduct } from '../support/product';
import type { BenchContext } from '../run-context';

interface RelayRun {
  saturated: ChatResult;
  fixed: ChatResult;
  /** Processor ms per delivered message at saturation, by process group (Linux only). */
  perMessageMs?: Record<string, number>;
}

type Meters = Record<string, ProcessorMeter>;

async function connectSwarm(ctx: BenchContext, url: string, members: ConnectCommand['members']): Promise<ChildHandle> {
  const swarm = await startChild(ctx.tmpDir, 'socket-swarm');
  await swarm.next('ready');
  swarm.send({ type: 'connect', url, members, concurrency: 32 } satisfies ConnectCommand);
  const done = await swarm.next<{ type: 'connected'; ok: number; failed: number; errors: string[] }>('connected');
  if (done.failed > 0) {
    await swarm.stop();
    throw new Error(`${done.failed} of ${members.length} sockets could not connect: ${done.errors.join(' / ')}`);
  }
  return swarm;
}

async function chat(swarm: ChildHandle, command: Omit<ChatCommand, 'type'>): Promise<ChatResult> {
  swarm.send({ type: 'chat', ...command } satisfies ChatCommand);
  return swarm.next<ChatResult>('chat-result', command.durationMs + 60_000);
}

const sum = (ms: Record<string, number>) => Object.values(ms).reduce((a, b) => a + b, 0);
const parts = (ms: Record<string, number>) =>
  Object.entries(ms)
    .map(([k, v]) => `${k} ${v.toFixed(3)} ms`)
    .join(' + ');

/** Where a delivered message's processor time goes, in Quad's processes and in the durable relay's. */
function processorRow(quad: Record<string, number> | undefined, durable: Record<string, number> | undefined): Row {
  const measure = 'processor time per delivered message at saturation';
  if (!quad || !durable)
    return { group: 'Chat', measure, value: null, unit: 'ms', note: 'not measured here (no /proc)' };
  return {
    group: 'Chat',
    measure: `${measure}: ${parts(quad)}`,
    value: sum(quad),
    unit: 'ms',
    baseline: { label: `durable relay: ${parts(durable)}`, value: sum(durable) },
    ratio: sum(quad) / sum(durable),
    target: '≤ 2× durable relay',
    met: sum(quad) <= 2 * sum(durable),
  };
}

/** Saturation (closed loop), then a fixed open-loop load, through one connected swarm. */
async function run(
  swarm: ChildHandle,
  pairs: [number, number][],
  seconds: number,
  minIntervalMs: number,
  fixedRate: (saturated: ChatResult) => number,
  meters: Meters | undefined,
): Promise<RelayRun> {
  // A short warm-up: the first message of each pair also updates both members' chat statistics.
  await chat(swarm, { pairs, durationMs: 2_000, window: 1, minIntervalMs });
  for (const m of Object.values(meters ?? {})) m.start();
  const saturated = await chat(swarm, { pairs, durationMs: seconds * 1000, window: 2, minIntervalMs });
  const perMessageMs = meters
    ? Object.fromEntries(Object.entries(meters).map(([k, m]) => [k, m.stop() / Math.max(1, saturated.received)]))
    : undefined;
  const fixed = await chat(swarm, { pairs, durationMs: seconds * 1000, rate: fixedRate(saturated) });
  return { saturated, fixed, ...(perMessageMs ? { perMessageMs } : {}) };
}

/**
 * Pairs of members writing to each other through Quad (authenticated sockets, rules, stored
 * before the ack, screened, delivery receipts), through a durable relay (Socket.IO and the
 * same database: group commit, ack after commit, receipts written; no rules) and through a
 * bare relay that only forwards, all with the same client harness: delivered messages per
 * second at saturation, then send→receive latency in an open loop at half of Quad's
 * saturation, and lost or duplicated messages.
 */
export async function measureChat(ctx: BenchContext): Promise<Row[]> {
  // Quad refuses more than MESSAGE_FLOOD.perSecond sends a member, so its senders keep just
  // under it and the load comes from the number of members: enough pairs that their paced
  // sends together are several times what the server stores, so the server is the limit.
  // The relays have no such rule: their senders keep two messages in flight, unpaced.
  const pairCount = ctx.quick ? 20 : 3_000;
  const seconds = ctx.quick ? 2 : 12;
  const pairs = Array.from({ length: pairCount }, (_, i): [number, number] => [2 * i, 2 * i + 1]);
  const minIntervalMs = (1000 / MESSAGE_FLOOD.perSecond) * 1.1;
  const paceCap = (2 * pairCount * 1000) / minIntervalMs;
  const ids = Array.from({ length: 2 * pairCount }, (_, i) => i + 1);

  const product = await seededProduct('chat', 2 * pairCount, 2 * pairCount);
  let quad: RelayRun;
  try {
    const swarm = await connectSwarm(
      ctx,
      product.server.url,
      product.members.map((m) => ({ userId: m.userId, auth: { token: m.token } })),
    );
    const database = product.database.databaseUrl && new URL(product.database.databaseUrl).pathname.slice(1);
    const meters: Meters | undefined = canMeterProcessors()
      ? {
          server: new ProcessorMeter(() => [product.server.child.pid!]),
          // PGlite runs inside the server process; PostgreSQL in backends of its own.
          ...(database ? { PostgreSQL: new ProcessorMeter(postgresBackendsOf(database)) } : {}),
          harness: new ProcessorMeter(() => [swarm.child.pid!]),
        }
      : undefined;
    try {
      quad = await run(swarm, pairs, seconds, minIntervalMs, (s) => s.perSecond / 2, meters);
    } finally {
      await swarm.stop();
    }
  } finally {
    if (process.env.BENCH_DEBUG) ctx.log(product.server.output().slice(-3000));
    await product.stop();
  }
  const offered = quad.saturated.perSecond / 2;

  /** A relay child driven by the same members at the same offered load, metered alike. */
  const relayRun = async (
    child: 'durable-relay' | 'bare-server',
    env: Record<string, string>,
    database?: () => number[],
  ): Promise<RelayRun> => {
    const server = await startChild(ctx.tmpDir, child, env);
    try {
      const { url } = await server.next<{ type: 'ready'; url: string }>('ready');
      const swarm = await connectSwarm(
        ctx,
        url,
        ids.map((userId) => ({ userId, auth: { userId } })),
      );
      const meters: Meters | undefined = canMeterProcessors()
        ? {
            relay: new ProcessorMeter(() => [server.child.pid!]),
            ...(database ? { PostgreSQL: new ProcessorMeter(database) } : {}),
            harness: new ProcessorMeter(() => [swarm.child.pid!]),
          }
        : undefined;
      try {
        return await run(swarm, pairs, seconds, 0, () => offered, meters);
      } finally {
        await swarm.stop();
      }
    } finally {
      await server.stop();
    }
  };

  const relayDatabase = await createBenchDatabase('relay', { prepare: false });
  const relayDbName = relayDatabase.databaseUrl && new URL(relayDatabase.databaseUrl).pathname.slice(1);
  let durable: RelayRun;
  try {
    durable = await relayRun(
      'durable-relay',
      relayDatabase.databaseUrl ? { RELAY_DATABASE_URL: relayDatabase.databaseUrl } : {},
      relayDbName ? postgresBackendsOf(relayDbName) : undefined,
    );
  } finally {
    await relayDatabase.remove();
  }
  const bare = await relayRun('bare-server', { BARE_MODE: 'sockets' });

  const q = quad.saturated;
  const d = durable.saturated;
  const paceBound = q.perSecond >= 0.9 * paceCap;
  const lost = quad.saturated.lost + quad.fixed.lost;
  const duplicated = quad.saturated.duplicated + quad.fixed.duplicated;
  const refused = quad.saturated.refused + quad.fixed.refused;
  const closedLoop = (r: ChatResult) =>
    `unpaced, 2 in flight per sender: the server is the limit (p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms)`;
  return [
    {
      group: 'Chat',
      measure: `delivered messages per second at saturation, ${pairCount} pairs writing both ways, ${seconds} s`,
      value: q.perSecond,
      unit: 'msg/s',
      baseline: {
        label: 'durable relay (Socket.IO + the same database, group commit), same harness',
        value: d.perSecond,
      },
      ratio: q.perSecond / d.perSecond,
      target: '≥ 0.6× durable relay',
      met: q.perSecond >= 0.6 * d.perSecond,
      note: paceBound
        ? `held by the members' pace, not the server: each sends under ${MESSAGE_FLOOD.perSecond}/s, ${paceCap.toFixed(0)}/s in all`
        : `the server is the limit: members offered up to ${paceCap.toFixed(0)}/s (each under the flood limit of ${MESSAGE_FLOOD.perSecond}/s); p50 ${q.p50.toFixed(0)} ms, p99 ${q.p99.toFixed(0)} ms at saturation. Durable relay: ${closedLoop(d)}`,
    },
    {
      group: 'Chat',
      measure: 'bare Socket.IO relay (forwards, stores nothing), same harness, for reference',
      value: bare.saturated.perSecond,
      unit: 'msg/s',
      note: closedLoop(bare.saturated),
    },
    processorRow(quad.perMessageMs, durable.perMessageMs),
    {
      group: 'Chat',
      measure: `send → receive p50 in an open loop at ${offered.toFixed(0)} msg/s (half of Quad's saturation)`,
      value: quad.fixed.p50,
      unit: 'ms',
      baseline: { label: 'durable relay, same load', value: durable.fixed.p50 },
      ratio: quad.fixed.p50 / durable.fixed.p50,
      note: `bare relay ${bare.fixed.p50.toFixed(2)} ms`,
    },
    {
      group: 'Chat',
      measure: `send → receive p99 in an open loop at ${offered.toFixed(0)} msg/s`,
      value: quad.fixed.p99,
      unit: 'ms',
      baseline: { label: 'durable relay, same load', value: durable.fixed.p99 },
      ratio: quad.fixed.p99 / durable.fixed.p99,
      target: '≤ 25 ms',
      met: quad.fixed.p99 <= 25,
      note: `bare relay ${bare.fixed.p99.toFixed(2)} ms`,
    },
    {
      group: 'Chat',
      measure: `messages lost or duplicated (of ${(q.sent + quad.fixed.sent).toLocaleString('en-CA')} sent; delivery receipts back: ${(q.receipts + quad.fixed.receipts).toLocaleString('en-CA')})`,
      value: lost + duplicated,
      unit: '',
      baseline: {
        label: 'durable relay',
        value: d.lost + durable.fixed.lost + d.duplicated + durable.fixed.duplicated,
      },
      target: '0',
      met: lost + duplicated === 0,
      note: `${lost} lost, ${duplicated} duplicated${refused > 0 ? `, ${refused} refused by the server: "${quad.saturated.refusal ?? quad.fixed.refusal}"` : ''}`,
    },
  ];
}
