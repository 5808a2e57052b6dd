import { fnv1a } from '@/modules/moderation/corpus/generate/random';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import { collectFeatures, featureCodes } from './model-features';
import { LONG_ENOUGH, MODEL_FAMILIES } from './model-families';

/** What both learned scorers' trainers know of one corpus text (training scripts only). */
export interface Example {
  buckets: Int32Array;
  /** ±1/√n per feature: the feature's hashed sign, scaled by the text's feature count. */
  signs: Float64Array;
  labels: Uint8Array;
  benign: boolean;
  /** Long enough for a learned scorer to be asked at all (a word or two is left to the rules). */
  scored: boolean;
  /** Out-of-fold group: texts of one frame stay in one fold, so thresholds see new wording. */
  fold: number;
  /** A hand-written ordinary message (corpus/hand), the calibration set for the thresholds. */
  calibration: boolean;
}

const FOLDS = 5;
const MIN_THRESHOLD = 0.5;
const MAX_THRESHOLD = 0.99;

const foldOf = (key: string): number => fnv1a(key) % FOLDS;

/** A labelled text: its families (none for an ordinary one) and the frame it was written from, if any. */
export interface LabelledText {
  text: string;
  expect: readonly string[];
  frame?: string;
}

export function featurise(entry: LabelledText, buckets: number): Example {
  const text = normalise(entry.text);
  const n = collectFeatures(text, buckets - 1);
  const codes = featureCodes.slice(0, n);
  const norm = 1 / Math.sqrt(Math.max(1, n));
  const labels = new Uint8Array(MODEL_FAMILIES.length);
  MODEL_FAMILIES.forEach((f, j) => (labels[j] = entry.expect.includes(f) ? 1 : 0));
  return {
    buckets: codes.map((c) => c >>> 1),
    signs: Float64Array.from(codes, (c) => (c & 1 ? -norm : norm)),
    labels,
    benign: entry.expect.length === 0,
    scored: LONG_ENOUGH.test(text.folded),
    fold: foldOf(entry.frame ?? entry.text),
    calibration: entry.expect.length === 0 && (entry.frame?.startsWith('hand/') ?? false),
  };
}

/** A linear congruential generator: training is repeatable, so re-training reproduces the committed file. */
export function nextSeed(state: number): number {
  return (Math.imul(state, 1103515245) + 12345) >>> 0;
}

/** Shuffles `order` in place (Fisher–Yates) and returns the generator's new state. */
export function shuffle(order: number[], state: number): number {
  for (let i = order.length - 1; i > 0; i--) {
    state = nextSeed(state);
    const k = state % (i + 1);
    [order[i], order[k]] = [order[k]!, order[i]!];
  }
  return state;
}

/** How a scorer trained on some examples gives each family's probability for another. */
export type Fit = (training: Example[], seed: number) => (ex: Example) => ArrayLike<number>;

/**
 * Each family's decision threshold, from out-of-fold probabilities (FOLDS scorers, each trained
 * without one fold): the lowest probability at which at most `budget` of the ordinary tuning texts
 * and at most `calibration` of the hand-written ordinary messages fire (frames written in one
 * hand did not predict how often other wording fires: README, issue 18's third round), between
 * 0.5 and 0.99. Prints each family's out-of-fold recall at its threshold.
 */
export function outOfFoldThresholds(
  examples: Example[],
  fit: Fit,
  budgets: { budget: number; calibration: number },
): number[] {
  const oof: ArrayLike<number>[] = examples.map(() => []);
  for (let fold = 0; fold < FOLDS; fold++) {
    const score = fit(
      examples.filter((ex) => ex.fold !== fold),
      fold + 1,
    );
    examples.forEach((ex, i) => {
      if (ex.fold === fold) oof[i] = score(ex);
    });
  }
  return MODEL_FAMILIES.map((family, j) => {
    const highest = Math.max(
      ordinaryBar(examples, oof, j, (ex) => ex.benign && !ex.calibration, budgets.budget),
      ordinaryBar(examples, oof, j, (ex) => ex.calibration, budgets.calibration),
    );
    const threshold = Math.min(MAX_THRESHOLD, Math.max(MIN_THRESHOLD, highest));
    const positives = examples.map((ex, i) => (ex.labels[j] ? oof[i]![j]! : -1)).filter((p) => p >= 0);
    const found = positives.filter((p) => p >= threshold).length;
    console.log(`${family}: threshold ${threshold.toFixed(3)}, out-of-fold recall ${found}/${positives.length}`);
    return threshold;
  });
}

/** The lowest probability at which at most `budget` of the chosen ordinary texts fire. */
function ordinaryBar(
  examples: Example[],
  oof: ArrayLike<number>[],
  j: number,
  keep: (ex: Example) => boolean,
  budget: number,
): number {
  const benign = examples
    .map((ex, i) => (keep(ex) && ex.scored ? oof[i]![j]! : -1))
    .filter((p) => p >= 0)
    .sort((a, b) => b - a);
  return benign.length === 0 ? 0 : benign[Math.floor(benign.length * budget)]! + 1e-6;
}
