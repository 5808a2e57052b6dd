import type { Rule } from './money-rule';

/**
 * Rules picked by the words a text holds, in one pass over its characters: each rule names
 * words it cannot match without, and only the rules whose words occur are tried. With some
 * fifty rules, testing a gate for each would cost more than all of them together match
 * (issue 18's speed budget); a hash per word and a map lookup cost about the same as one
 * small regular expression. A hash collision only tries a rule for nothing.
 */

/** Stand-ins for what is not a word: any digit, a money emoji, a kanji of lending or sending. */
export const DIGIT = '#digit';
export const MONEY_EMOJI = '#money-emoji';
export const KANJI = '#kanji';
const SPECIAL: Record<string, number> = { [DIGIT]: -1, [MONEY_EMOJI]: -2, [KANJI]: -3 };

function hashWord(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + word.charCodeAt(i)) | 0;
  return h;
}
const keyHash = (key: string) => SPECIAL[key] ?? hashWord(key);

let lastWords: string | undefined;
/** The last text's hashes, in hashes[0] up to hashes[count]; the buffer grows as texts need. */
let hashes = new Int32Array(64);
let count = 0;

/** Hashes each run of letters in `words`, then the stand-ins it holds, into `hashes` (the last text is kept). */
function hashWords(words: string): void {
  if (words === lastWords) return;
  // At most one hash per two characters, and three stand-ins.
  if (hashes.length < (words.length >> 1) + 4) hashes = new Int32Array(words.length + 4);
  const out = hashes;
  let n = 0;
  let h = 0;
  let inWord = false;
  let digit = false;
  let emoji = false;
  let kanji = false;
  for (let i = 0; i < words.length; i++) {
    const c = words.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      h = inWord ? (Math.imul(h, 31) + c) | 0 : c;
      inWord = true;
      continue;
    }
    if (inWord) out[n++] = h;
    inWord = false;
    if (c >= 48 && c <= 57) digit = true;
    else if (c === 0xd83d) {
      const low = words.charCodeAt(i + 1); // 💸 💰 💵
      if (low === 0xdcb8 || low === 0xdcb0 || low === 0xdcb5) emoji = true;
    } else if (c === 0xd83e && words.charCodeAt(i + 1) === 0xdd11)
      emoji = true; // 🤑
    else if (c === 0x8cb8 || c === 0x632f || c === 0x9001) kanji = true; // 貸 振 送
  }
  if (inWord) out[n++] = h;
  if (digit) out[n++] = -1;
  if (emoji) out[n++] = -2;
  if (kanji) out[n++] = -3;
  count = n;
  lastWords = words;
}

/** The hash of each run of letters in `words`, and the stand-ins it holds. */
export function wordHashes(words: string): number[] {
  hashWords(words);
  return Array.from(hashes.subarray(0, count));
}

export function holdsKanji(words: string): boolean {
  hashWords(words);
  for (let i = 0; i < count; i++) if (hashes[i] === -3) return true;
  return false;
}

/** The mask of a hash's low bits that `RuleIndex` looks up before its map. */
const LOW_BITS = 4095;

/** Kinds of rule, tried in order; the first rule that matches names its kind. */
export class RuleIndex {
  private readonly names: string[] = [];
  private readonly rules: Rule[] = [];
  private readonly byHash = new Map<number, number[]>();
  /** Which low bits of a hash some key has: most words of a message are no key, and one look here says so. */
  private readonly lowBits = new Uint8Array(LOW_BITS + 1);
  private readonly stamp: Int32Array;
  /** The rules the last text picked, in the order their words were met. */
  private readonly picked: Int32Array;
  private generation = 0;

  constructor(kinds: readonly (readonly [name: string, rules: readonly Rule[]])[]) {
    for (const [name, rules] of kinds)
      for (const rule of rules) {
        const index = this.rules.length;
        this.names.push(name);
        this.rules.push(rule);
        for (const key of rule.keys) {
          const h = keyHash(key);
          const list = this.byHash.get(h) ?? [];
          if (!list.includes(index)) list.push(index);
          this.byHash.set(h, list);
          this.lowBits[h & LOW_BITS] = 1;
        }
      }
    this.stamp = new Int32Array(this.rules.length);
    this.picked = new Int32Array(this.rules.length);
  }

  /** The kind of the first rule that matches `words`, if any. */
  first(words: string): string | undefined {
    // Stamps stay within 32 bits: on the rare wrap every rule is unstamped again.
    if (this.generation === 0x7fffffff) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    const generation = ++this.generation;
    const picked = this.picked;
    let n = 0;
    hashWords(words);
    for (let i = 0; i < count; i++) {
      const h = hashes[i]!;
      if (this.lowBits[h & LOW_BITS] === 0) continue;
      const list = this.byHash.get(h);
      if (list === undefined) continue;
      for (const index of list) {
        if (this.stamp[index] === generation) continue;
        this.stamp[index] = generation;
        picked[n++] = index;
      }
    }
    if (n === 0) return undefined;
    // Only the rules picked are visited, in their order: a text picks a few of many rules.
    const order = n > 1 ? picked.subarray(0, n).sort() : picked;
    for (let k = 0; k < n; k++) {
      const index = order[k]!;
      const rule = this.rules[index]!;
      if (rule.gate.test(words) && rule.re.test(words) && (rule.also?.(words) ?? true)) return this.names[index];
    }
    return undefined;
  }
}
