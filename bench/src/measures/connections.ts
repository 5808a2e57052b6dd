import type { ConnectCommand } from '../children/socket-swarm';
import type { Row } from '../support/report';
import { startChild } from '../support/children';
import { seededProduct } from '../support/product';
import { rssBytes } from '../support/server';
import { median, sleep } from '../support/stats';
import type { BenchContext } from '../run-context';

interface Held {
  ok: number;
  failed: number;
  errors: string[];
  connectPerSecond: number;
  bytesPerConnection: number;
  rssBeforeMiB: number;
  rssAfterMiB: number;
}

/** The median of a few resident-memory readings; the quick variant reads fewer, sooner. */
async function steadyRss(ctx: BenchContext, pid: number): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < (ctx.quick ? 2 : 5); i++) {
    values.push(rssBytes(pid));
    await sleep(ctx.quick ? 150 : 400);
  }
  return median(values);
}

/** Opens idle connections from a separate client process and reads the server's resident memory. */
async function holdIdleSockets(
  ctx: BenchContext,
  url: string,
  serverPid: number,
  members: ConnectCommand['members'],
): Promise<Held> {
  const before = await steadyRss(ctx, serverPid);
  const swarm = await startChild(ctx.tmpDir, 'socket-swarm');
  try {
    await swarm.next('ready');
    swarm.send({ type: 'connect', url, members, concurrency: 64 } satisfies ConnectCommand);
    const done = await swarm.next<{ type: 'connected'; ok: number; failed: number; errors: string[]; ms: number }>(
      'connected',
      400_000,
    );
    await sleep(ctx.quick ? 300 : 1500);
    const after = await steadyRss(ctx, serverPid);
    swarm.send({ type: 'disconnect' });
    await swarm.next('disconnected');
    return {
      ok: done.ok,
      failed: done.failed,
      errors: done.errors,
      connectPerSecond: done.ok / (done.ms / 1000),
      bytesPerConnection: (after - before) / Math.max(1, done.ok),
      rssBeforeMiB: before / 2 ** 20,
      rssAfterMiB: after / 2 ** 20,
    };
  } finally {
    await swarm.stop();
  }
}

/**
 * Idle authenticated sockets on one instance (each checked against its session, joined to
 * its rooms, presence recorded) versus a bare Socket.IO server with the same options.
 */
export async function measureConnections(ctx: BenchContext): Promise<Row[]> {
  const count = ctx.quick ? 300 : 10_000;

  const bareServer = await startChild(ctx.tmpDir, 'bare-server', { BARE_MODE: 'sockets' });
  let bare: Held;
  try {
    const { url } = await bareServer.next<{ type: 'ready'; url: string }>('ready');
    const ids = Array.from({ length: count }, (_, i) => i + 1);
    bare = await holdIdleSockets(
      ctx,
      url,
      bareServer.child.pid!,
      ids.map((userId) => ({ userId, auth: { userId } })),
    );
  } finally {
    await bareServer.stop();
  }

  const product = await seededProduct('connections', count, count);
  let quad: Held;
  try {
    ctx.log(`  seeded ${count} members with sessions in ${(product.seedMs / 1000).toFixed(1)} s`);
    quad = await holdIdleSockets(
      ctx,
      product.server.url,
      product.server.child.pid!,
      product.members.map((m) => ({ userId: m.userId, auth: { token: m.token } })),
    );
  } finally {
    await product.stop();
  }
  const failures = (h: Held) => (h.failed > 0 ? `; ${h.failed} failed: ${h.errors.join(' / ')}` : '');
  const kib = (b: number) => b / 1024;
  return [
    {
      group: 'Connections',
      measure: `resident memory per idle authenticated socket, ${quad.ok.toLocaleString('en-CA')} sockets`,
      value: kib(quad.bytesPerConnection),
      unit: 'KiB',
      baseline: {
        label: `bare Socket.IO, ${bare.ok.toLocaleString('en-CA')} sockets`,
        value: kib(bare.bytesPerConnection),
      },
      ratio: quad.bytesPerConnection / bare.bytesPerConnection,
      target: '≤ 1.5× bare',
      met: quad.ok === product.members.length && quad.bytesPerConnection <= 1.5 * bare.bytesPerConnection,
      note: `server RSS ${quad.rssBeforeMiB.toFixed(0)} → ${quad.rssAfterMiB.toFixed(0)} MiB, bare ${bare.rssBeforeMiB.toFixed(0)} → ${bare.rssAfterMiB.toFixed(0)} MiB${failures(quad)}`,
    },
    {
      group: 'Connections',
      measure: 'connect rate (websocket + authentication + rooms + presence), 64 at a time',
      value: quad.connectPerSecond,
      unit: 'conn/s',
      baseline: { label: 'bare Socket.IO', value: bare.connectPerSecond },
      ratio: quad.connectPerSecond / bare.connectPerSecond,
      ...(bare.failed > 0 ? { note: `bare${failures(bare)}` } : {}),
    },
  ];
}
