import { MESSAGE_FLOOD } from '@quad/contract';
import type { ChatCommand, ChatResult, ConnectCommand } from '../children/socket-swarm';
import type { Row } from '../support/report';
import { startChild, type ChildHandle } from '../support/children';
import { seededProduct } from '../support/product';
import type { BenchContext } from '../run-context';

interface RelayRun {
  saturated: ChatResult;
  fixed: ChatResult;
}

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

/** Saturation (closed loop), then a fixed open-loop load, through one connected swarm. */
async function run(
  swarm: ChildHandle,
  pairs: [number, number][],
  seconds: number,
  minIntervalMs: number,
  fixedRate: (saturated: ChatResult) => number,
): Promise<RelayRun> {
  // A short warm-up: the first message of each pair also updates both members' chat statistics.
  await chat(swarm, { pairs, durationMs: 2_000, window: 1, minIntervalMs });
  const saturated = await chat(swarm, { pairs, durationMs: seconds * 1000, window: 2, minIntervalMs });
  const fixed = await chat(swarm, { pairs, durationMs: seconds * 1000, rate: fixedRate(saturated) });
  return { saturated, fixed };
}

/**
 * Pairs of members writing to each other through Quad (authenticated sockets, rules, stored
 * before the ack, screened, delivery receipts) and through a bare Socket.IO relay that only
 * forwards, with the same client harness: delivered messages per second at saturation, then
 * send→receive latency at half of Quad's saturation, and lost or duplicated messages.
 */
export async function measureChat(ctx: BenchContext): Promise<Row[]> {
  const pairCount = ctx.quick ? 20 : 200;
  const seconds = ctx.quick ? 2 : 12;
  const pairs = Array.from({ length: pairCount }, (_, i): [number, number] => [2 * i, 2 * i + 1]);
  // Quad refuses more than MESSAGE_FLOOD.perSecond per member: its senders keep under it.
  const minIntervalMs = (1000 / MESSAGE_FLOOD.perSecond) * 1.1;
  const floodCap = (2 * pairCount * 1000) / minIntervalMs;

  const product = await seededProduct('chat', 2 * pairCount, 2 * pairCount);
  let quad: RelayRun;
  try {
    const swarm = await connectSwarm(
      ctx,
      product.server.url,
      product.members.map((m) => ({ userId: m.userId, auth: { token: m.token } })),
    );
    try {
      quad = await run(swarm, pairs, seconds, minIntervalMs, (s) => s.perSecond / 2);
    } finally {
      await swarm.stop();
    }
  } finally {
    if (process.env.BENCH_DEBUG) ctx.log(product.server.output().slice(-3000));
    await product.stop();
  }
  const offered = quad.saturated.perSecond / 2;

  const bareServer = await startChild(ctx.tmpDir, 'bare-server', { BARE_MODE: 'sockets' });
  let bare: RelayRun;
  try {
    const { url } = await bareServer.next<{ type: 'ready'; url: string }>('ready');
    const ids = Array.from({ length: 2 * pairCount }, (_, i) => i + 1);
    const swarm = await connectSwarm(
      ctx,
      url,
      ids.map((userId) => ({ userId, auth: { userId } })),
    );
    try {
      bare = await run(swarm, pairs, seconds, 0, () => offered);
    } finally {
      await swarm.stop();
    }
  } finally {
    await bareServer.stop();
  }

  const q = quad.saturated;
  const floodBound = q.perSecond >= 0.9 * floodCap;
  const lost = quad.saturated.lost + quad.fixed.lost;
  const duplicated = quad.saturated.duplicated + quad.fixed.duplicated;
  const refused = quad.saturated.refused + quad.fixed.refused;
  return [
    {
      group: 'Chat',
      measure: `delivered messages per second at saturation, ${pairCount} pairs writing both ways, ${seconds} s`,
      value: q.perSecond,
      unit: 'msg/s',
      baseline: { label: 'bare Socket.IO relay, same harness', value: bare.saturated.perSecond },
      ratio: q.perSecond / bare.saturated.perSecond,
      target: '≥ 0.5× bare (on PostgreSQL)',
      met: q.perSecond >= 0.5 * bare.saturated.perSecond,
      note: floodBound
        ? `held by flood control: each member sends at most ${MESSAGE_FLOOD.perSecond}/s, ${floodCap.toFixed(0)}/s in all`
        : `p50 ${q.p50.toFixed(0)} ms, p99 ${q.p99.toFixed(0)} ms at saturation`,
    },
    {
      group: 'Chat',
      measure: `send → receive p50 at ${offered.toFixed(0)} msg/s offered (half of saturation)`,
      value: quad.fixed.p50,
      unit: 'ms',
      baseline: { label: 'bare relay, same load', value: bare.fixed.p50 },
      ratio: quad.fixed.p50 / bare.fixed.p50,
    },
    {
      group: 'Chat',
      measure: `send → receive p99 at ${offered.toFixed(0)} msg/s offered`,
      value: quad.fixed.p99,
      unit: 'ms',
      baseline: { label: 'bare relay, same load', value: bare.fixed.p99 },
      ratio: quad.fixed.p99 / bare.fixed.p99,
      target: '≤ 25 ms',
      met: quad.fixed.p99 <= 25,
    },
    {
      group: 'Chat',
      measure: `messages lost or duplicated (of ${(q.sent + quad.fixed.sent).toLocaleString('en-CA')} sent; delivery receipts back: ${(q.receipts + quad.fixed.receipts).toLocaleString('en-CA')})`,
      value: lost + duplicated,
      unit: '',
      baseline: {
        label: 'bare relay',
        value: bare.saturated.lost + bare.fixed.lost + bare.saturated.duplicated + bare.fixed.duplicated,
      },
      target: '0',
      met: lost + duplicated === 0,
      note: `${lost} lost, ${duplicated} duplicated${refused > 0 ? `, ${refused} refused by the server: "${quad.saturated.refusal ?? quad.fixed.refusal}"` : ''}`,
    },
  ];
}
