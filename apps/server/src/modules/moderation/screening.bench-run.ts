import { LABELLED_CORPUS } from './corpus/labelled-corpus';
import { readScreeningCorpus, TUNING_PATH } from './corpus/screening-corpus';
import { measureDetectorCosts, measureScreeningThroughput } from './screening.bench-helper';

/**
 * Prints what screening a message costs on this machine, over the whole labelled corpus
 * and over its ordinary messages only (most real traffic), and where the time goes:
 * npx tsx --tsconfig apps/server/tsconfig.json apps/server/src/modules/moderation/screening.bench-run.ts [rounds]
 */
const rounds = Number(process.argv[2] ?? 20);
const ordinary = LABELLED_CORPUS.filter((e) => e.kind === 'message' && e.expect.length === 0).map((e) => e.text);
console.log('whole corpus', measureScreeningThroughput({ rounds }));
console.log('ordinary messages', measureScreeningThroughput({ rounds, texts: ordinary }));
const generated = readScreeningCorpus(TUNING_PATH).map((e) => e.text);
console.log('generated tuning corpus', measureScreeningThroughput({ rounds, texts: generated }));
console.log('µs per message, by detector (whole corpus)', measureDetectorCosts({ rounds }));
