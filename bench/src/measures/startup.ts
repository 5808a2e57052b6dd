import { performance } from 'node:perf_hooks';
import type { Row } from '../support/report';
import { startChild } from '../support/children';
import { createBenchDatabase } from '../support/database';
import { cpuMsOf, startServer } from '../support/server';
import { median, sleep } from '../support/stats';
import type { BenchContext } from '../run-context';

/** A bare Fastify process from spawn to its first /api/health answer. */
async function bareStart(ctx: BenchContext): Promise<{ ms: number; cpuMs: number }> {
  const started = performance.now();
  const child = await startChild(ctx.tmpDir, 'bare-server', { BARE_MODE: 'http' });
  try {
    const { url } = await child.next<{ type: 'ready'; url: string }>('ready');
    for (;;) {
      const res = await fetch(`${url}/api/health`).catch(() => null);
      if (res?.ok) return { ms: performance.now() - started, cpuMs: cpuMsOf(child.child.pid!) };
      await sleep(20);
    }
  } finally {
    await child.stop();
  }
}

/**
 * `npm start`'s server from spawn to the first successful /api/health: once on a fresh data
 * folder (migrations, seed), then on the existing one (every later start), against a bare
 * Fastify process started the same way.
 */
export async function measureStartup(ctx: BenchContext): Promise<Row[]> {
  const runs = ctx.quick ? 1 : 3;
  // The quick variant starts from the run's prepared database and skips the first start.
  const database = await createBenchDatabase('startup', { prepare: ctx.quick });
  try {
    const serverOptions = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
    const rows: Row[] = [];
    if (!ctx.quick) {
      const first = await startServer(serverOptions);
      await first.stop();
      rows.push({
        group: 'Start-up',
        measure: 'fresh data folder (migrations and seed) to the first /api/health',
        value: first.startMs / 1000,
        unit: 's',
        note: `server processor time ${(first.startCpuMs / 1000).toFixed(2)} s`,
      });
    }
    const again: number[] = [];
    const againCpu: number[] = [];
    const bare: number[] = [];
    const bareCpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const server = await startServer(serverOptions);
      again.push(server.startMs);
      againCpu.push(server.startCpuMs);
      await server.stop();
      const b = await bareStart(ctx);
      bare.push(b.ms);
      bareCpu.push(b.cpuMs);
    }
    const restart = median(again);
    const baseline = median(bare);
    return [
      ...rows,
      {
        group: 'Start-up',
        measure: `existing data folder to the first /api/health, median of ${runs}`,
        value: restart / 1000,
        unit: 's',
        baseline: { label: 'bare Fastify process', value: baseline / 1000 },
        ratio: restart / baseline,
        target: '≤ 5 s',
        met: restart <= 5000,
        note: `processor time ${(median(againCpu) / 1000).toFixed(2)} s, bare ${(median(bareCpu) / 1000).toFixed(2)} s`,
      },
    ];
  } finally {
    await database.remove();
  }
}
