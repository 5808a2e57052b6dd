import { DEFAULT_SETTINGS, type TSettings } from '@quad/contract';
import { LABELLED_CORPUS } from './corpus/labelled-corpus';
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
 * Measures the pure `screenMessage` for the benchmarks (a test must not assert timings).
 * Time is the process's processor time, not wall time, so a machine shared with other
 * work still gives the cost on one core; the fastest of the rounds (after one warm-up)
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
  round();
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
