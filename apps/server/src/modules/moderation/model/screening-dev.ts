import { evaluateCorpus, figureRows } from '@/modules/moderation/corpus/corpus-evaluation';
import {
  isDevFrame,
  readScreeningCorpus,
  TUNING_PATH,
  type ScreeningCorpusEntry,
} from '@/modules/moderation/corpus/screening-corpus';

/**
 * Scores the tuning frames `npm run train:screening -- --dev` left out (a fixed fifth), with the
 * model that run wrote: `npm run dev:screening -w @quad/server`. Compares changes on wording the
 * model has not seen, without looking at the holdout. Retrain without `--dev` before committing.
 * The hand-written messages among them (corpus/hand) are also scored on their own.
 */
function report(name: string, entries: ScreeningCorpusEntry[]) {
  const figures = evaluateCorpus(entries);
  const hard = evaluateCorpus(entries.filter((e) => e.hard));
  console.log(name);
  console.table(figureRows(figures));
  console.log(`${entries.length} texts; hard negatives fired ${hard.falsePositives.length}/${hard.benign}`);
  if (process.argv.includes('--misses')) {
    for (const m of figures.misses) console.log(`MISS ${m.missing.join(',')}\t${m.entry.text}`);
    for (const e of figures.falsePositives) console.log(`FP\t${e.text}`);
  }
}

const dev = readScreeningCorpus(TUNING_PATH).filter((e) => isDevFrame(e.frame));
const hand = dev.filter((e) => e.frame.startsWith('hand/'));
report(
  'dev frames',
  dev.filter((e) => !e.frame.startsWith('hand/')),
);
if (hand.length > 0) report('hand-written dev texts (corpus/hand)', hand);
