import { evaluateCorpus, figureRows } from '@/modules/moderation/corpus/corpus-evaluation';
import { isDevFrame, readScreeningCorpus, TUNING_PATH } from '@/modules/moderation/corpus/screening-corpus';

/**
 * Scores the tuning frames `npm run train:screening -- --dev` left out (a fixed fifth), with the
 * model that run wrote: `npm run dev:screening -w @quad/server`. Compares changes on wording the
 * model has not seen, without looking at the holdout. Retrain without `--dev` before committing.
 */
const dev = readScreeningCorpus(TUNING_PATH).filter((e) => isDevFrame(e.frame));
const figures = evaluateCorpus(dev);
const hard = evaluateCorpus(dev.filter((e) => e.hard));
console.table(figureRows(figures));
console.log(`dev frames: ${dev.length} texts; hard negatives fired ${hard.falsePositives.length}/${hard.benign}`);
if (process.argv.includes('--misses')) {
  for (const m of figures.misses) console.log(`MISS ${m.missing.join(',')}\t${m.entry.text}`);
  for (const e of figures.falsePositives) console.log(`FP\t${e.text}`);
}
