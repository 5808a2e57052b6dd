import type { Detection } from '@/modules/moderation/detectors/detection.types';
import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { LONG_ENOUGH, MODEL_FAMILIES, NETWORK_WIDTH, type ModelFamily } from './model-families';
import { collectFeatures, featureCodes } from './model-features';
import { screeningNetwork, type ScreeningNetwork } from './screening-network';
import trained from './screening-model.json';

const MIN_PHONE_DIGITS = 7;
/**
 * What a link needs to show somewhere, however disguised: a dot or slash between letters,
 * a spelled-out "dot", "slash" or "period", a scheme or "www", or a top-level domain as a word.
 * Without one, an unknown long word ("lmaooo sjdhfksjdh") is not read as a link.
 */
export const LINK_SHAPED =
  /[a-z0-9]\s?[./]\s?[a-z0-9]|\b(?:dot|period|slash|www|https?|h t t p|com|net|org|io|ly|co|info|xyz|link|site|url)\b/;

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

/** Whether a finding of `family` is among the few found so far (a loop: no closure per message). */
function foundAlready(found: readonly Detection[], family: ModelFamily): boolean {
  for (let i = 0; i < found.length; i++) if (found[i]!.family === family) return true;
  return false;
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
 * text; loaded once when the module is first imported. The screening network reads the same
 * features for money asks and moves to other apps; a family counts when either fires. Both
 * scorers' weights for a bucket share one row of 16 bytes (the linear scorer's five, then the
 * network's eight), so a feature costs one read of memory however many scorers use it: a
 * message's features fall all over the megabyte of weights, and each read of a line not in
 * cache is most of what scoring costs.
 */
export class ScreeningModel {
  private readonly mask: number;
  /** Per bucket, ROW int8 weights: the linear scorer's per family, then from NETWORK_AT the network's. */
  private readonly rows: Int8Array;
  /** The network's raw hidden sums for the last text, before `activate`. */
  private readonly hidden = new Float64Array(NETWORK_WIDTH);
  private readonly scales: Float64Array;
  private readonly bias: Float64Array;
  private readonly thresholds: Float64Array;
  private readonly families: readonly ModelFamily[];
  private readonly sums: Float64Array;

  /** `network`: the second, non-linear scorer for the families it answers (screening-network.ts). */
  constructor(
    file: ScreeningModelFile,
    private readonly network?: ScreeningNetwork,
  ) {
    const f = file.families.length;
    if (f !== MODEL_FAMILIES.length)
      throw new Error(`screening model: expected ${MODEL_FAMILIES.length} families, got ${f}`);
    // The network reads the feature codes this model collects, so both must hash into as many buckets.
    if (network !== undefined && network.buckets !== file.buckets)
      throw new Error(`screening network: ${network.buckets} buckets, the linear model ${file.buckets}`);
    this.families = file.families;
    this.mask = file.buckets - 1;
    this.rows = new Int8Array(file.buckets * ROW);
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
      for (let b = 0; b < file.buckets; b++) this.rows[b * ROW + j] = (bytes[b]! << 24) >> 24;
    });
    network?.copyRows(this.rows, ROW, NETWORK_AT);
  }

  /** Each family's probability for the text (for training reports and tests). */
  probabilities(text: NormalisedText): Record<ModelFamily, number> {
    this.score(text);
    const out = {} as Record<ModelFamily, number>;
    this.families.forEach((family, j) => (out[family] = 1 / (1 + Math.exp(-this.sums[j]!))));
    return out;
  }

  /**
   * The families whose probability reaches the trained threshold, as pattern "<family>_model".
   * A text of a word or two ("hi", "snap?") carries too little for the model; rules judge it alone.
   */
  detect(text: NormalisedText): Detection[] {
    if (!LONG_ENOUGH.test(text.folded)) return [];
    const n = this.score(text);
    const out: Detection[] = [];
    for (let j = 0; j < this.families.length; j++) {
      if (this.sums[j]! < this.thresholds[j]!) continue;
      const family = this.families[j]!;
      // A phone number has seven to fifteen digits, however written ("message number 5" is not one).
      if (family === 'phone' && phoneLikeDigits(text.digits) < MIN_PHONE_DIGITS) continue;
      if (family === 'url' && !LINK_SHAPED.test(text.words)) continue;
      out.push({ family, pattern: `${family}_model` });
    }
    if (this.network !== undefined) this.askNetwork(this.network, n, out);
    return out;
  }

  /** The network's families that fire and the linear scores did not find, on the features just collected. */
  private askNetwork(network: ScreeningNetwork, n: number, out: Detection[]): void {
    network.activate(this.hidden, n);
    for (let j = 0; j < network.families.length; j++) {
      if (network.logits[j]! < network.thresholds[j]!) continue;
      const family = network.families[j]!;
      if (!foundAlready(out, family)) out.push({ family, pattern: `${family}_model` });
    }
  }

  /**
   * Scores the text into `sums`, and the network's raw sums into `hidden`; returns how many
   * features it has (in `featureCodes`).
   */
  private score(text: NormalisedText): number {
    const f = this.families.length;
    const sums = this.sums;
    const rows = this.rows;
    const n = collectFeatures(text, this.mask);
    const codes = featureCodes;
    // Running sums in locals (five families, eight hidden units) keep the hot loop in registers.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    let h0 = 0;
    let h1 = 0;
    let h2 = 0;
    let h3 = 0;
    let h4 = 0;
    let h5 = 0;
    let h6 = 0;
    let h7 = 0;
    for (let t = 0; t < n; t++) {
      const code = codes[t]!;
      const at = (code >>> 1) << ROW_SHIFT;
      // +1 or -1 without a branch: the sign bit is a coin toss the processor cannot predict.
      const sign = 1 - ((code & 1) << 1);
      s0 += sign * rows[at]!;
      s1 += sign * rows[at + 1]!;
      s2 += sign * rows[at + 2]!;
      s3 += sign * rows[at + 3]!;
      s4 += sign * rows[at + 4]!;
      h0 += sign * rows[at + 8]!;
      h1 += sign * rows[at + 9]!;
      h2 += sign * rows[at + 10]!;
      h3 += sign * rows[at + 11]!;
      h4 += sign * rows[at + 12]!;
      h5 += sign * rows[at + 13]!;
      h6 += sign * rows[at + 14]!;
      h7 += sign * rows[at + 15]!;
    }
    sums[0] = s0;
    sums[1] = s1;
    sums[2] = s2;
    sums[3] = s3;
    sums[4] = s4;
    const hidden = this.hidden;
    hidden[0] = h0;
    hidden[1] = h1;
    hidden[2] = h2;
    hidden[3] = h3;
    hidden[4] = h4;
    hidden[5] = h5;
    hidden[6] = h6;
    hidden[7] = h7;
    const norm = 1 / Math.sqrt(Math.max(1, n));
    for (let j = 0; j < f; j++) sums[j] = sums[j]! * this.scales[j]! * norm + this.bias[j]!;
    return n;
  }
}

/** Bytes per bucket in the fused rows (a power of two, so a row never straddles a cache line), and where the network's start. */
const ROW_SHIFT = 4;
const ROW = 1 << ROW_SHIFT;
const NETWORK_AT = 8;
if (MODEL_FAMILIES.length > NETWORK_AT || NETWORK_AT + NETWORK_WIDTH > ROW)
  throw new Error('screening model: the fused row cannot hold both scorers');

export const screeningModel = new ScreeningModel(trained as ScreeningModelFile, screeningNetwork);

export const detectWithModel = (text: NormalisedText): Detection[] => screeningModel.detect(text);
