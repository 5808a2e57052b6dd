import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import { measureScreeningThroughput } from '@/modules/moderation/screening.bench-helper';
import type { Row } from '../support/report';
import { cpuMs } from '../support/stats';
import type { BenchContext } from '../run-context';

/**
 * The least any screening must do with a message: read it once, normalised and lower-cased.
 * Messages per second of processor time, median of the rounds.
 */
function readOnceBaseline(texts: readonly string[], rounds: number): number {
  let sink = 0;
  const perSecond: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    const started = process.cpuUsage();
    for (const text of texts) sink += text.normalize('NFKC').toLowerCase().length;
    if (r > 0) perSecond.push((texts.length * 1000) / Math.max(cpuMs(process.cpuUsage(started)), 0.001));
  }
  if (sink < 0) throw new Error('unreachable');
  return perSecond.sort((a, b) => a - b)[Math.floor(perSecond.length / 2)]!;
}

export async function measureScreening(ctx: BenchContext): Promise<Row[]> {
  const rounds = ctx.quick ? 5 : 30;
  const texts = LABELLED_CORPUS.map((e) => e.text);
  const product = measureScreeningThroughput({ rounds, texts });
  const baseline = readOnceBaseline(texts, rounds);
  return [
    {
      group: 'Screening',
      measure: `messages screened per second on one core (${texts.length} labelled texts, median of ${rounds} rounds; best ${product.bestPerSecond.toLocaleString('en-CA')}/s)`,
      value: product.medianPerSecond,
      unit: 'msg/s',
      baseline: { label: 'reading each text once: NFKC + lower-case', value: baseline },
      ratio: product.medianPerSecond / baseline,
      target: '≥ 50,000 msg/s',
      met: product.medianPerSecond >= 50_000,
      note: `${product.medianMicroseconds} µs per message`,
    },
  ];
}
