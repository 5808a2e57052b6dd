import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { handTexts, lineOf } from '@/modules/moderation/corpus/generate/hand-texts';
import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import { readScreeningCorpus, TUNING_PATH } from '@/modules/moderation/corpus/screening-corpus';
import { MODEL_FAMILIES, NETWORK_WIDTH } from './model-families';
import type { ScreeningNetworkFile } from './screening-network';
import { type Example, featurise, type Fit, nextSeed, outOfFoldThresholds, shuffle } from './training-examples';

/**
 * Trains the screening network (screening-network.ts) and writes model/screening-network.json:
 * `npm run train:screening-network -w @quad/server` (about a minute). It learns from the tuning
 * corpus, the older hand-labelled corpus and the hand-written messages (corpus/hand); the
 * holdout is never read here. `-- --even` leaves out the hand-written messages on odd lines of
 * their files, so `npm run hand:screening -- --unseen` tells how it does on wording it never saw.
 *
 * Each family's threshold is set as the linear scorer's are: on out-of-fold scores (each frame's
 * texts in one fold), the lowest probability at which at most 0.3% of the ordinary tuning texts
 * and at most 0.5% of the hand-written ordinary messages fire, between 0.5 and 0.99.
 */
const BUCKETS = 1 << 16;
const HIDDEN = NETWORK_WIDTH;
const EPOCHS = 8;
const RATE = 0.05;
const BENIGN_BUDGET = 0.003;
const CALIBRATION_BUDGET = 0.005;
const F = MODEL_FAMILIES.length;

/** Weights as floats while training, with Adagrad's running sums of squared gradients. */
class Trainee {
  readonly input = new Float32Array(BUCKETS * HIDDEN);
  readonly hiddenBias = new Float32Array(HIDDEN);
  readonly output = new Float32Array(F * HIDDEN);
  readonly outputBias = new Float32Array(F);
  private readonly inputSquares = new Float32Array(BUCKETS * HIDDEN).fill(1e-8);
  private readonly outputSquares = new Float32Array(F * HIDDEN).fill(1e-8);
  private readonly before = new Float32Array(HIDDEN);
  private readonly after = new Float32Array(HIDDEN);
  private readonly logits = new Float32Array(F);

  constructor(seed: number) {
    let state = seed;
    const draw = (spread: number) => {
      state = nextSeed(state);
      return (state / 4294967296 - 0.5) * spread;
    };
    for (let i = 0; i < this.input.length; i++) this.input[i] = draw(0.2);
    for (let i = 0; i < this.output.length; i++) this.output[i] = draw(0.5);
  }

  private forward(ex: Example): void {
    this.before.set(this.hiddenBias);
    for (let t = 0; t < ex.buckets.length; t++) {
      const base = ex.buckets[t]! * HIDDEN;
      const sign = ex.signs[t]!;
      for (let k = 0; k < HIDDEN; k++) this.before[k] = this.before[k]! + sign * this.input[base + k]!;
    }
    for (let k = 0; k < HIDDEN; k++) this.after[k] = Math.max(0, this.before[k]!);
    for (let j = 0; j < F; j++) {
      let z = this.outputBias[j]!;
      for (let k = 0; k < HIDDEN; k++) z += this.output[j * HIDDEN + k]! * this.after[k]!;
      this.logits[j] = z;
    }
  }

  probabilities(ex: Example): Float64Array {
    this.forward(ex);
    return Float64Array.from(this.logits, sigmoid);
  }

  /** One step of logistic loss per family, back through the ReLU to the input rows the text touched. */
  learn(ex: Example): void {
    this.forward(ex);
    const back = new Float32Array(HIDDEN);
    for (let j = 0; j < F; j++) {
      const err = sigmoid(this.logits[j]!) - ex.labels[j]!;
      this.outputBias[j] = this.outputBias[j]! - RATE * 0.5 * err;
      for (let k = 0; k < HIDDEN; k++) {
        const at = j * HIDDEN + k;
        back[k] = back[k]! + err * this.output[at]!;
        const grad = err * this.after[k]!;
        this.outputSquares[at] = this.outputSquares[at]! + grad * grad;
        this.output[at] = this.output[at]! - (RATE * grad) / Math.sqrt(this.outputSquares[at]);
      }
    }
    for (let k = 0; k < HIDDEN; k++) {
      if (this.before[k]! <= 0) back[k] = 0;
      this.hiddenBias[k] = this.hiddenBias[k]! - RATE * 0.1 * back[k]!;
    }
    for (let t = 0; t < ex.buckets.length; t++) {
      const base = ex.buckets[t]! * HIDDEN;
      for (let k = 0; k < HIDDEN; k++) {
        if (back[k] === 0) continue;
        const at = base + k;
        const grad = ex.signs[t]! * back[k]!;
        this.inputSquares[at] = this.inputSquares[at]! + grad * grad;
        this.input[at] = this.input[at]! - (RATE * grad) / Math.sqrt(this.inputSquares[at]);
      }
    }
  }
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function train(examples: Example[], seed: number): Trainee {
  const network = new Trainee(seed);
  const order = examples.map((_, i) => i);
  let state = seed;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    state = shuffle(order, state);
    for (const index of order) network.learn(examples[index]!);
  }
  return network;
}

const fit: Fit = (training, seed) => {
  const network = train(training, seed);
  return (ex) => network.probabilities(ex);
};

/** Input weights as int8, one scale per hidden unit (a quarter of the floats' memory, so they stay in cache). */
function quantise(network: Trainee): { scales: number[]; int8: string } {
  const scales = Array.from({ length: HIDDEN }, (_, k) => {
    let max = 0;
    for (let b = 0; b < BUCKETS; b++) max = Math.max(max, Math.abs(network.input[b * HIDDEN + k]!));
    return max / 127 || 1;
  });
  const bytes = Buffer.alloc(BUCKETS * HIDDEN);
  for (let at = 0; at < bytes.length; at++) bytes.writeInt8(Math.round(network.input[at]! / scales[at % HIDDEN]!), at);
  return { scales, int8: bytes.toString('base64') };
}

const even = process.argv.includes('--even');
const hand = handTexts(join(import.meta.dirname, '..', 'corpus', 'hand'), new Set())
  .filter((t) => !even || lineOf(t.frame) % 2 === 0)
  .map((t) => ({ text: t.text, expect: t.family === 'benign' ? [] : [t.family], frame: t.frame }));
const entries = [...readScreeningCorpus(TUNING_PATH), ...LABELLED_CORPUS, ...hand];
const examples = entries.map((entry) => featurise(entry, BUCKETS));
console.log(`training on ${examples.length} texts`);
const thresholds = outOfFoldThresholds(examples, fit, { budget: BENIGN_BUDGET, calibration: CALIBRATION_BUDGET });
const network = train(examples, 7);
const file: ScreeningNetworkFile = {
  version: 1,
  trainedOn: `screening-tuning.jsonl + labelled corpus + corpus/hand${even ? ' (even lines)' : ''}, ${examples.length} texts`,
  buckets: BUCKETS,
  hidden: HIDDEN,
  families: [...MODEL_FAMILIES],
  ...quantise(network),
  hiddenBias: Array.from(network.hiddenBias),
  outputs: MODEL_FAMILIES.map((family, j) => ({
    family,
    weights: Array.from(network.output.subarray(j * HIDDEN, (j + 1) * HIDDEN)),
    bias: network.outputBias[j]!,
    threshold: thresholds[j]!,
  })),
};
const path = join(dirname(fileURLToPath(import.meta.url)), 'screening-network.json');
// Laid out as Prettier lays it out, so re-training leaves the file clean.
writeFileSync(path, await format(JSON.stringify(file), { parser: 'json', printWidth: 120 }));
console.log('wrote screening-network.json');
