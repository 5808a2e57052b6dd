import type { CorpusEntry } from '@/modules/moderation/corpus/corpus.types';
import { Random } from './random';

/**
 * Keyboard smashes ("asjdhkasjd", "SKSKSKSK") and other runs of letters that are not words, alone
 * or in the reactions they come with ("lmaooo sjdhfk 😭"). Ordinary in a dating chat, and absent
 * from the corpus, so the learned scorer read an unknown long word as a link and held about one
 * "lmaooo <smash>" in four for "Are you sure?" until a link had to look like one (LINK_SHAPED).
 * Generated from a seed for screening-benign-runs.test.ts; the model is not trained on them.
 */
const HOME_ROW = 'asdfghjkl';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const TOP_AND_HOME = 'qwertyuiopasdfghjkl';

const SMASHES: ((r: Random) => string)[] = [
  (r) => run(r, HOME_ROW, r.int(6, 20)),
  (r) => run(r, LETTERS, r.int(8, 22)),
  (r) => run(r, TOP_AND_HOME, r.int(7, 18)),
  // Two keys in turn, now and then a third: "sjsjsjdjsj".
  (r) => {
    const keys = run(r, HOME_ROW, 3);
    let out = '';
    for (let i = r.int(8, 16); i > 0; i--) out += r.chance(0.85) ? keys.charAt(i % 2) : keys.charAt(2);
    return out;
  },
  // A smash of hex letters, as a pasted code or id reads.
  (r) => run(r, 'abcdef', r.int(8, 20)),
];

const REACTIONS = [
  '{}',
  '{}',
  'lmao {}',
  'lmaooo {}',
  'LMAOOO {}',
  '{} 😭',
  '{} 😭😭',
  'STOP {}',
  'stop {} 💀',
  'omg {}',
  'OMG {}',
  '{} i’m crying',
  '{} im dead',
  '{}!!!',
  '{} lol',
  '{} haha',
  'wait {}',
  'noooo {}',
  'i can’t {}',
  'bro {}',
  '💀 {}',
  '{} {}',
  'reply-{}',
  'ok {}',
  '{}??',
  'HELP {}',
  'i’m screaming {}',
];

function run(r: Random, keys: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += keys.charAt(r.int(0, keys.length - 1));
  return out;
}

function smash(r: Random): string {
  const text = r.pick(SMASHES)(r);
  return r.chance(0.15) ? text.toUpperCase() : text;
}

/** `count` ordinary texts built around keyboard smashes; the same seed writes the same texts. */
export function keysmashTexts(seed: number, count: number): CorpusEntry[] {
  const r = new Random(seed);
  const out: CorpusEntry[] = [];
  for (let i = 0; i < count; i++) {
    const text = r.pick(REACTIONS).replace(/\{\}/g, () => smash(r));
    out.push({ text, kind: 'message', expect: [], evasion: false });
  }
  return out;
}
