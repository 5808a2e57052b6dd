import type { Detection } from '@/modules/moderation/detectors/detection.types';
import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { collectFeatures, featureCodes } from './model-features';
import chat from './chat-model.json';
import trained from './screening-model.json';

/** The families the learned scorer covers (explicit content stays with its rules). */
export const MODEL_FAMILIES = ['phone', 'email', 'social_media', 'financial', 'url'] as const;
export type ModelFamily = (typeof MODEL_FAMILIES)[number];
/** The families the chat model (trained on hand-written messages) adds its judgement to. */
export const CHAT_MODEL_FAMILIES = ['social_media', 'financial'] as const satisfies readonly ModelFamily[];

/** At least three words or ten letters and digits in a row (a phone number, an address). */
export const LONG_ENOUGH = /\S+\s+\S+\s+\S|[a-z0-9@.]{10}/;

const MIN_PHONE_DIGITS = 7;
/** The longest a phone number can be (E.164): a longer run of digits is something else. */
const MAX_PHONE_DIGITS = 15;
/** Separators a run of digits may have between two digits ("403 - 555", "4.0.3"). */
const MAX_GAP = 3;

/**
 * Digits that could belong to a phone number: those of every run (digits with at most three
 * other characters, no letter, between them) of at most fifteen. "1111…" fifty times, an
 * order number or a card number is one longer run and counts for nothing.
 */
export function phoneLikeDigits(text: string): number {
  let total = 0;
  let run = 0;
  let gap = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 97;
    if (c >= 48 && c <= 57) {
      run++;
      gap = 0;
    } else if (run > 0 && ((c >= 97 && c <= 122) || ++gap > MAX_GAP)) {
      if (run <= MAX_PHONE_DIGITS) total += run;
      run = 0;
      gap = 0;
    }
  }
  return total;
}

/** The committed model's shape, as `train-screening-model.ts` writes it. */
export interface ScreeningModelFile {
  version: 1;
  trainedOn: string;
  buckets: number;
  families: ModelFamily[];
  /** Per family: bias, the int8 scale, the decision threshold (a probability), and int8 weights in base64. */
  weights: { family: ModelFamily; bias: number; scale: number; threshold: number; int8: string }[];
}

/**
 * A linear model (one-vs-rest logistic regression) over hashed features of the normalised
 * text; loaded once when the module is first imported. Weights are stored family-interleaved
 * (bucket × family) so one feature touches one short run of memory. It scores the features
 * `collectFeatures` last wrote, so two models over the same buckets share one pass over the text.
 */
export class ScreeningModel {
  private readonly mask: number;
  /** The int8 weights as stored (a quarter of the memory of floats, so they stay in cache). */
  private readonly weights: Int8Array;
  private readonly scales: Float64Array;
  private readonly bias: Float64Array;
  private readonly thresholds: Float64Array;
  private readonly families: readonly ModelFamily[];
  private readonly sums: Float64Array;

  constructor(file: ScreeningModelFile) {
    const f = file.families.length;
    if (f === 0 || new Set(file.families).size !== f || file.families.some((x) => !MODEL_FAMILIES.includes(x)))
      throw new Error(`screening model: unexpected families ${file.families.join(', ')}`);
    this.families = file.families;
    this.mask = file.buckets - 1;
    this.weights = new Int8Array(file.buckets * f);
    this.scales = new Float64Array(f);
    this.bias = new Float64Array(f);
    this.thresholds = new Float64Array(f);
    this.sums = new Float64Array(f);
    file.weights.forEach((w, j) => {
      this.bias[j] = w.bias;
      // Compare raw scores, not probabilities, at run time: logit of the threshold.
      this.thresholds[j] = Math.log(w.threshold / (1 - w.threshold));
      const bytes = Buffer.from(w.int8, 'base64');
      this.scales[j] = w.scale;
      for (let b = 0; b < file.buckets; b++) this.weights[b * f + j] = (bytes[b]! << 24) >> 24;
    });
  }

  /** Each family's probability for the text (for training reports and tests). */
  probabilities(text: NormalisedText): Partial<Record<ModelFamily, number>> {
    this.score(collectFeatures(text, this.mask));
    const out: Partial<Record<ModelFamily, number>> = {};
    this.families.forEach((family, j) => (out[family] = 1 / (1 + Math.exp(-this.sums[j]!))));
    return out;
  }

  /** Whether `family`'s score from the last `score` call reaches its trained threshold. */
  reaches(family: ModelFamily): boolean {
    const j = this.families.indexOf(family);
    return j >= 0 && this.sums[j]! >= this.thresholds[j]!;
  }

  /** The hash space's mask, which the features must be collected for. */
  get bucketMask(): number {
    return this.mask;
  }

  /** Scores the first `n` features `collectFeatures` wrote into `featureCodes`. */
  score(n: number): void {
    const f = this.families.length;
    const sums = this.sums;
    const weights = this.weights;
    const codes = featureCodes;
    if (f === 5) {
      // Five running sums in locals (the frames model's five families) keep the hot loop in registers.
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let s4 = 0;
      for (let t = 0; t < n; t++) {
        const code = codes[t]!;
        const base = (code >>> 1) * 5;
        // +1 or -1 without a branch: the sign bit is a coin toss the processor cannot predict.
        const sign = 1 - ((code & 1) << 1);
        s0 += sign * weights[base]!;
        s1 += sign * weights[base + 1]!;
        s2 += sign * weights[base + 2]!;
        s3 += sign * weights[base + 3]!;
        s4 += sign * weights[base + 4]!;
      }
      sums[0] = s0;
      sums[1] = s1;
      sums[2] = s2;
      sums[3] = s3;
      sums[4] = s4;
    } else {
      sums.fill(0);
      for (let t = 0; t < n; t++) {
        const code = codes[t]!;
        const base = (code >>> 1) * f;
        const sign = 1 - ((code & 1) << 1);
        for (let j = 0; j < f; j++) sums[j] = sums[j]! + sign * weights[base + j]!;
      }
    }
    const norm = 1 / Math.sqrt(Math.max(1, n));
    for (let j = 0; j < f; j++) sums[j] = sums[j]! * this.scales[j]! * norm + this.bias[j]!;
  }
}

/** Trained on the tuning corpus's frames: every family. */
export const screeningModel = new ScreeningModel(trained as ScreeningModelFile);
/** Trained on the messages written by hand one by one: money asks and moves to other apps. */
export const chatModel = new ScreeningModel(chat as ScreeningModelFile);
if (chatModel.bucketMask !== screeningModel.bucketMask)
  throw new Error('screening models: the frames and chat models must hash into the same buckets');

/**
 * The families either model finds, as pattern "<family>_model"; both score one pass of features.
 * A text of a word or two ("hi", "snap?") carries too little for a model; rules judge it alone.
 */
export function detectWithModel(text: NormalisedText): Detection[] {
  if (!LONG_ENOUGH.test(text.folded)) return [];
  const n = collectFeatures(text, screeningModel.bucketMask);
  screeningModel.score(n);
  chatModel.score(n);
  const out: Detection[] = [];
  for (const family of MODEL_FAMILIES) {
    if (!screeningModel.reaches(family) && !chatModel.reaches(family)) continue;
    // A phone number has seven to fifteen digits, however written ("message number 5" is not one).
    if (family === 'phone' && phoneLikeDigits(text.digits) < MIN_PHONE_DIGITS) continue;
    out.push({ family, pattern: `${family}_model` });
  }
  return out;
}
