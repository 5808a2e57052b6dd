/**
 * `npm run bench [-- --quick] [-- --only=web,startup]`: measures Quad against baselines
 * run in the same process tree, prints the table, writes bench/results/ and, after a full
 * run of every measure, the README's Performance section.
 */
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { measureBrowse } from './measures/browse';
import { measureChat } from './measures/chat';
import { measureConnections } from './measures/connections';
import { measureGrowth } from './measures/growth';
import { measurePhotos } from './measures/photos';
import { measureScreening } from './measures/screening';
import { measureSelfie } from './measures/selfie';
import { measureStartup } from './measures/startup';
import { measureWeb } from './measures/web';
import type { BenchContext } from './run-context';
import { describeDatabase, removeTemplate } from './support/database';
import { describeMachine } from './support/machine';
import { markdownTable, resultsDir, updateReadme, writeResults, type BenchReport, type Row } from './support/report';
import { ensureBuilt, repoRoot } from './support/server';

const MEASURES: Record<string, (ctx: BenchContext) => Promise<Row[]>> = {
  screening: measureScreening,
  photos: measurePhotos,
  selfie: measureSelfie,
  startup: measureStartup,
  web: measureWeb,
  connections: measureConnections,
  browse: measureBrowse,
  chat: measureChat,
  growth: measureGrowth,
};

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-readme': { type: 'boolean', default: false },
  },
});
const quick = values.quick ?? false;
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !(name in MEASURES)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown measure(s): ${unknown.join(', ')}. Known: ${Object.keys(MEASURES).join(', ')}`);
  process.exit(2);
}

const started = performance.now();
const startedAt = new Date().toISOString();
const log = (line: string) => console.log(line);
const tmpDir = path.join(resultsDir, 'tmp');
rmSync(tmpDir, { recursive: true, force: true });
mkdirSync(tmpDir, { recursive: true });
const ctx: BenchContext = { quick, log, tmpDir };

ensureBuilt(log);
const machine = describeMachine(await describeDatabase());
log(
  `Quad bench${quick ? ' (quick)' : ''}: ${machine.cores} cores, ${machine.memoryGiB.toFixed(0)} GiB, Node ${machine.node}`,
);
log(`database: ${machine.database}; load average ${machine.loadBefore.toFixed(1)}`);

const rows: Row[] = [];
let failed = 0;
for (const [name, measure] of Object.entries(MEASURES)) {
  if (only && !only.includes(name)) continue;
  const t0 = performance.now();
  log(`\n${name}… (load average ${os.loadavg()[0]!.toFixed(1)})`);
  try {
    const measured = await measure(ctx);
    rows.push(...measured);
    log(markdownTable(measured));
  } catch (err) {
    failed++;
    console.error(err);
    rows.push({ group: name, measure: 'did not complete', value: null, unit: '', note: String(err).split('\n')[0] });
  }
  log(`(${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

await removeTemplate();
machine.loadAfter = os.loadavg()[0]!;
const report: BenchReport = {
  startedAt,
  durationS: (performance.now() - started) / 1000,
  quick,
  machine,
  rows,
};
rmSync(tmpDir, { recursive: true, force: true });
const written = writeResults(report, only !== undefined);
log(`\n${markdownTable(rows)}\n`);
log(`written: ${written.map((f) => path.relative(repoRoot, f)).join(', ')}`);
if (!quick && !only && !values['no-readme'] && failed === 0) {
  if (updateReadme(path.join(repoRoot, 'README.md'), report)) log('README.md: Performance section updated');
}
log(`total ${report.durationS.toFixed(0)} s`);
process.exit(failed > 0 ? 1 : 0);
