import { DEFAULT_SETTINGS, type TSettings } from '@quad/contract';
import { LABELLED_CORPUS } from './corpus/labelled-corpus';
import type { Detector } from './detectors/detection.types';
import { detectEmail } from './detectors/email.detector';
import { detectExplicit } from './detectors/explicit.detector';
import { detectFinancial } from './detectors/financial.detector';
import { detectPhone } from './detectors/phone.detector';
import { detectSocial } from './detectors/social.detector';
import { detectUrl } from './detectors/url.detector';
import { detectWithModel } from './model/screening-model';
import { normalise, type NormalisedText } from './normalise/text-normaliser';
import { screenMessage, type MessageScreeningContext } from './screening';

export interface ScreeningThroughput {
  /** Texts screened per round (every text of the labelled corpus). */
  textsPerRound: number;
  rounds: number;
  /** Messages per second of processor time on one core, in the fastest round. */
  bestPerSecond: number;
  /** The same in the median round (closer to what a busy machine gives). */
  medianPerSecond: number;
  /** Microseconds of processor time per message in the fastest and the median round. */
  bestMicroseconds: number;
  medianMicroseconds: number;
}

/** Every detector runs: a first message from an account old enough not to add context. */
const CONTEXT: MessageScreeningContext = {
  isFirstMessage: true,
  accountAgeHours: 24 * 30,
  previousReports: 0,
  messagesLastHour: 1,
  spamRecipients: 1,
};

export interface ThroughputOptions {
  rounds?: number;
  /** What to screen; the whole labelled corpus (messages and bios) by default. */
  texts?: readonly string[];
  settings?: TSettings;
}

/**
 * Rounds run before any is timed. The first rounds pay for compiling: V8 compiles each of the
 * detectors' few hundred patterns to machine code and optimises the hot functions, on threads
 * of its own whose processor time counts here. Over the 630 older texts a round stopped
 * getting cheaper after about fifteen; a server screening messages all day is past that point.
 */
const WARM_UP_ROUNDS = 20;

/**
 * Measures the pure `screenMessage` for the benchmarks (a test must not assert timings).
 * Time is the process's processor time, not wall time, so a machine shared with other
 * work still gives the cost on one core; the fastest of the rounds (after the warm-up)
 * is the least disturbed by others, the median closer to a busy machine.
 */
export function measureScreeningThroughput(options: ThroughputOptions = {}): ScreeningThroughput {
  const { rounds = 20, texts = LABELLED_CORPUS.map((e) => e.text), settings = DEFAULT_SETTINGS } = options;
  let sink = 0;
  const round = (): number => {
    const start = process.cpuUsage();
    for (const text of texts) sink += screenMessage(text, CONTEXT, settings).score;
    const used = process.cpuUsage(start);
    return (used.user + used.system) / texts.length;
  };
  for (let r = 0; r < WARM_UP_ROUNDS; r++) round();
  const micros = Array.from({ length: rounds }, round).sort((a, b) => a - b);
  if (sink < 0) throw new Error('unreachable: keeps the work from being optimised away');
  const best = micros[0]!;
  const median = micros[Math.floor(micros.length / 2)]!;
  return {
    textsPerRound: texts.length,
    rounds,
    bestPerSecond: Math.round(1e6 / best),
    medianPerSecond: Math.round(1e6 / median),
    bestMicroseconds: Number(best.toFixed(2)),
    medianMicroseconds: Number(median.toFixed(2)),
  };
}

const DETECTORS: Record<string, Detector> = {
  phone: detectPhone,
  email: detectEmail,
  social_media: detectSocial,
  financial: detectFinancial,
  url: detectUrl,
  model: detectWithModel,
  explicit: detectExplicit,
};

/**
 * Where a message's screening time goes: microseconds of processor time per text, in the
 * median round, for building the views every detector reads (folded, words, squashed, the
 * spaced-out join) and for each detector over the texts `detectContent` gives it (a text,
 * and its spaced-out join when there is one). For finding what to make faster, not a test.
 */
export function measureDetectorCosts(options: Omit<ThroughputOptions, 'settings'> = {}): Record<string, number> {
  const { rounds = 20, texts = LABELLED_CORPUS.map((e) => e.text) } = options;
  const perRound: Record<string, number[]> = { views: [] };
  let sink = 0;
  const timed = (name: string, work: () => void) => {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    (perRound[name] ??= []).push((used.user + used.system) / texts.length);
  };
  for (let r = 0; r < WARM_UP_ROUNDS + rounds; r++) {
    const views: NormalisedText[] = [];
    timed('views', () => {
      for (const text of texts) {
        const view = normalise(text);
        sink += view.words.length + view.squashed.length;
        views.push(view);
        if (view.spacedOut !== undefined) views.push(normalise(view.spacedOut));
      }
    });
    for (const [name, detector] of Object.entries(DETECTORS)) {
      timed(name, () => {
        for (const view of views) sink += detector(view).length;
      });
    }
  }
  if (sink < 0) throw new Error('unreachable: keeps the work from being optimised away');
  const median = (all: number[]) => all.slice(WARM_UP_ROUNDS).sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
  return Object.fromEntries(Object.entries(perRound).map(([name, all]) => [name, Number(median(all).toFixed(2))]));
}
