import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import { isDevFrame, readScreeningCorpus, TUNING_PATH } from '@/modules/moderation/corpus/screening-corpus';
import { MODEL_FAMILIES } from './model-families';
import type { ScreeningModelFile } from './screening-model';
import { type Example, featurise, type Fit, outOfFoldThresholds, shuffle } from './training-examples';

/**
 * Trains the learned scorer from the tuning corpus (screening-tuning.jsonl plus the older
 * hand-labelled corpus) and writes model/screening-model.json:
 * `npm run train:screening -w @quad/server`. The holdout is never read here.
 *
 * Each family's decision threshold is chosen on out-of-fold scores (5 folds, each frame's texts in
 * one fold), so it reflects wording the model did not see: the lowest probability at which at most 0.3% of benign tuning
 * texts would fire and at most 0.5% of the hand-written ordinary messages (the calibration set,
 * corpus/hand), and never below 0.5. Only texts the model is asked about count ("same" or
 * "what?" never reach it, so their scores must not raise the bar for real messages).
 */
const BUCKETS = 1 << 16;
const EPOCHS = 12;
const RATE = 0.4;
const L2 = 1e-6;
const BENIGN_BUDGET = 0.003;
/** At most this share of the hand-written ordinary messages (corpus/hand) may fire. */
const CALIBRATION_BUDGET = 0.005;
const F = MODEL_FAMILIES.length;

interface Weights {
  w: Float64Array;
  g: Float64Array;
  bias: Float64Array;
}

function train(examples: Example[], seed: number): Weights {
  const w = new Float64Array(BUCKETS * F);
  const g = new Float64Array(BUCKETS * F).fill(1e-8);
  const bias = new Float64Array(F);
  const order = examples.map((_, i) => i);
  let state = seed;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    state = shuffle(order, state);
    for (const index of order) {
      const ex = examples[index]!;
      const z = raw({ w, g, bias }, ex);
      for (let j = 0; j < F; j++) {
        const err = 1 / (1 + Math.exp(-z[j]!)) - ex.labels[j]!;
        bias[j] = bias[j]! - RATE * 0.1 * err;
        for (let t = 0; t < ex.buckets.length; t++) {
          const at = ex.buckets[t]! * F + j;
          const grad = err * ex.signs[t]! + L2 * w[at]!;
          g[at] = g[at]! + grad * grad;
          w[at] = w[at]! - (RATE * grad) / Math.sqrt(g[at]);
        }
      }
    }
  }
  return { w, g, bias };
}

function raw(model: Weights, ex: Example): Float64Array {
  const z = Float64Array.from(model.bias);
  for (let t = 0; t < ex.buckets.length; t++) {
    const base = ex.buckets[t]! * F;
    for (let j = 0; j < F; j++) z[j] = z[j]! + ex.signs[t]! * model.w[base + j]!;
  }
  return z;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

const fit: Fit = (training, seed) => {
  const model = train(training, seed);
  return (ex) => raw(model, ex).map(sigmoid);
};

function quantise(model: Weights, thresholds: number[]): ScreeningModelFile['weights'] {
  return MODEL_FAMILIES.map((family, j) => {
    let max = 0;
    for (let b = 0; b < BUCKETS; b++) max = Math.max(max, Math.abs(model.w[b * F + j]!));
    const scale = max / 127 || 1;
    const bytes = Buffer.alloc(BUCKETS);
    for (let b = 0; b < BUCKETS; b++) bytes.writeInt8(Math.round(model.w[b * F + j]! / scale), b);
    return { family, bias: model.bias[j]!, scale, threshold: thresholds[j]!, int8: bytes.toString('base64') };
  });
}

// `--dev`: leave out a fifth of the tuning frames (screening-dev.ts scores them), to compare
// changes on wording the model has not seen without ever looking at the holdout.
const dev = process.argv.includes('--dev');
const tuning = readScreeningCorpus(TUNING_PATH).filter((e) => !dev || !isDevFrame(e.frame));
const entries = [...tuning, ...LABELLED_CORPUS];
const examples = entries.map((entry) => featurise(entry, BUCKETS));
console.log(`training on ${examples.length} texts`);
const thresholds = outOfFoldThresholds(examples, fit, { budget: BENIGN_BUDGET, calibration: CALIBRATION_BUDGET });
const model = train(examples, 7);
const file: ScreeningModelFile = {
  version: 1,
  trainedOn: `screening-tuning.jsonl + labelled corpus, ${examples.length} texts`,
  buckets: BUCKETS,
  families: [...MODEL_FAMILIES],
  weights: quantise(model, thresholds),
};
// Laid out as Prettier would (the families on one line), so re-training leaves the file clean.
const families = `"families": ${JSON.stringify(file.families).replace(/,/g, ', ')}`;
const json = JSON.stringify(file, null, 2).replace(/"families": \[[^\]]*\]/, families);
writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'screening-model.json'), json + '\n');
console.log('wrote screening-model.json');
