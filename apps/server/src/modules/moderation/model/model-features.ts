import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { WORD_CLASSES } from './model-lexicon';

/**
 * The features the learned scorer reads, hashed into `mask + 1` slots (a power of two):
 * - character 3- to 5-grams of the folded text (look-alikes and full-width folded, "@" and
 *   "." kept), digits written as 0 so "403" and "587" read alike, whitespace runs as one space;
 * - word unigrams and bigrams of the same text, and of the leetspeak-decoded words;
 * - word classes (an app name, a payment app, an amount) in place of the word, alone and
 *   next to their neighbours (model-lexicon.ts);
 * - how many digits the text holds (a phone number given in parts still adds up to ten).
 * Each feature is a bucket and a sign (signed hashing halves the harm of collisions). Shared by
 * training and scoring so both see exactly the same numbers; written into one reused array.
 *
 * A feature counts at most twice per text however often it occurs: otherwise "xxxx…" is one
 * n-gram summed a thousand times, and whatever weight it has (an e-mail's "xxx" mask, a handle's
 * letters) outgrows the 1/√n norm and fires. Twice, not once: a phone number's "000" repeats.
 */
/** Features of the last `collectFeatures` call: bucket × 2 + 1 for a negative sign, each at most twice. */
export let featureCodes = new Int32Array(4096);
/**
 * The codes this call has emitted and how often, as a small open-addressing table: slot → code,
 * and slot → `stamp << 2 | count`. A slot whose stamp is not this call's is free, so a new call
 * clears nothing. The table is sized to the text (twice its most features, rounded up to a power
 * of two), so a message's few hundred features stay within a few kilobytes that the processor
 * keeps at hand, where one mark per bucket spread them over the whole hash space.
 */
let seenCodes = new Int32Array(1024);
let seenTags = new Int32Array(1024);
/** The slots this call uses: the table's first `1 << seenBits`. */
let seenBits = 10;
const MAX_REPEATS = 2;
/** Stamps stay below 2^29 so `stamp << 2` stays a positive 32-bit number; on the rare wrap the tags are cleared. */
const MAX_STAMP = (1 << 29) - 1;
let stamp = 0;

const SPACE = 32;
const ZERO = 48;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const CLASS_APP = 1;
const CLASS_PAY = 2;
const CLASS_CURRENCY = 3;
const CLASS_AMOUNT = 4;

/** The same hash the word scan computes, over a word's char codes. */
function hashOf(word: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h;
}

/**
 * Word hash → class id (0 for none), as an open-addressing table: word hashes are mostly
 * too large for V8's small integers, so a Map hashed them as doubles on every word.
 */
const CLASS_SLOTS = 1024;
const classHashes = new Int32Array(CLASS_SLOTS);
const classIds = new Uint8Array(CLASS_SLOTS);
const slotOf = (hash: number): number => (hash ^ (hash >>> 10)) & (CLASS_SLOTS - 1);

function classOf(hash: number): number {
  for (let slot = slotOf(hash); classIds[slot] !== 0; slot = (slot + 1) & (CLASS_SLOTS - 1)) {
    if (classHashes[slot] === hash) return classIds[slot]!;
  }
  return 0;
}

const CLASS_IDS: Record<string, number> = { app: CLASS_APP, pay: CLASS_PAY, currency: CLASS_CURRENCY };
// Half full at most, so a lookup ends after a probe or two.
if (Object.values(WORD_CLASSES).flat().length > CLASS_SLOTS / 2)
  throw new Error('model-lexicon: too many words for CLASS_SLOTS');
for (const [name, words] of Object.entries(WORD_CLASSES)) {
  for (const w of words) {
    const hash = hashOf(w);
    let slot = slotOf(hash);
    while (classIds[slot] !== 0 && classHashes[slot] !== hash) slot = (slot + 1) & (CLASS_SLOTS - 1);
    classHashes[slot] = hash;
    classIds[slot] = CLASS_IDS[name]!;
  }
}

/** Reused per call: the text as char codes, digits as 0, whitespace runs as one space, padded. */
let buffer = new Uint16Array(1024);

function compact(text: string): number {
  if (buffer.length < text.length + 2) buffer = new Uint16Array(text.length * 2 + 2);
  const buf = buffer;
  let n = 0;
  buf[n++] = SPACE;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) c = ZERO;
    else if (c <= 32 || c === 0x3000 || c === 0xa0) {
      if (buf[n - 1] === SPACE) continue;
      c = SPACE;
    }
    buf[n++] = c;
  }
  if (buf[n - 1] !== SPACE) buf[n++] = SPACE;
  return n;
}

/**
 * Adds the feature of `hash` at `count` unless this call has emitted it twice already; returns
 * the new count. The count and the arrays arrive as arguments, so the loops that call it keep
 * them in registers rather than in module variables.
 */
function emit(
  hash: number,
  mask: number,
  count: number,
  codes: Int32Array,
  keys: Int32Array,
  tags: Int32Array,
): number {
  const mixed = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  // The sign without a branch: the bit is a coin toss the processor cannot predict.
  const code = (((mixed >>> 1) & mask) << 1) | (~mixed & 1);
  const slots = (1 << seenBits) - 1;
  let slot = Math.imul(code, 0x9e3779b1) >>> (32 - seenBits);
  for (;;) {
    const tag = tags[slot]!;
    if (tag >>> 2 !== stamp) {
      keys[slot] = code;
      tags[slot] = (stamp << 2) | 1;
      break;
    }
    if (keys[slot] === code) {
      if ((tag & 3) >= MAX_REPEATS) return count;
      tags[slot] = tag + 1;
      break;
    }
    slot = (slot + 1) & slots;
  }
  codes[count] = code;
  return count + 1;
}

/** A fresh stamp for this call, and room for every feature a text of `length` characters can have. */
function startCall(length: number): void {
  // Three n-grams per character, four word features per word in each of two views, the digit band.
  const most = 3 * length + 8 * (length + 2) + 1;
  if (featureCodes.length < most) featureCodes = new Int32Array(most * 2);
  seenBits = Math.max(10, 32 - Math.clz32(most * 2 - 1));
  if (seenCodes.length < 1 << seenBits) {
    seenCodes = new Int32Array(1 << seenBits);
    seenTags = new Int32Array(1 << seenBits);
    stamp = 0;
  }
  if (stamp === MAX_STAMP) {
    seenTags.fill(0);
    stamp = 0;
  }
  stamp++;
}

const isWordChar = (c: number) => (c >= 97 && c <= 122) || c === ZERO || c === 64 || c === 36 || c > 127;
const isCurrencySign = (c: number) => c === 36 || c === 0x20ac || c === 0xa3 || c === 0xa5 || c === 0x20b9;

/** Words, word pairs and classes of the buffer's first `n` codes after `start` features; `seed` keeps views apart. */
function wordFeatures(n: number, seed: number, pairs: boolean, mask: number, start: number): number {
  const codes = featureCodes;
  const keys = seenCodes;
  const tags = seenTags;
  const buf = buffer;
  let count = start;
  let previous = 0;
  let previousClass = 0;
  let h = FNV_OFFSET;
  let inWord = false;
  let hasZero = false;
  let hasCurrency = false;
  for (let i = 0; i < n; i++) {
    const c = buf[i]!;
    if (isWordChar(c)) {
      h = Math.imul(h ^ c, FNV_PRIME);
      inWord = true;
      if (c === ZERO) hasZero = true;
      else if (isCurrencySign(c)) hasCurrency = true;
      continue;
    }
    if (!inWord) continue;
    let cls = classOf(h);
    if (cls === 0 && hasZero && hasCurrency) cls = CLASS_AMOUNT;
    if (cls === CLASS_CURRENCY && previous !== 0) cls = CLASS_AMOUNT;
    const word = h ^ seed;
    count = emit(word, mask, count, codes, keys, tags);
    if (cls !== 0) {
      count = emit(0x1000 + cls + seed, mask, count, codes, keys, tags);
    }
    if (pairs && previous !== 0) {
      count = emit(Math.imul(previous, 31) ^ word ^ 0x27d4eb2f, mask, count, codes, keys, tags);
      if (previousClass !== 0 || cls !== 0) {
        const left = previousClass !== 0 ? 0x2000 + previousClass : previous;
        const right = cls !== 0 ? 0x3000 + cls : word;
        count = emit(Math.imul(left, 17) ^ right ^ 0x165667b1, mask, count, codes, keys, tags);
      }
    }
    previous = word;
    previousClass = cls;
    h = FNV_OFFSET;
    inWord = false;
    hasZero = false;
    hasCurrency = false;
  }
  return count;
}

/** Writes the text's features into `featureCodes`; returns how many there are. */
export function collectFeatures(text: NormalisedText, mask: number): number {
  const folded = text.folded;
  startCall(folded.length + 2);
  const n = compact(folded);
  const buf = buffer;
  const codes = featureCodes;
  const keys = seenCodes;
  const tags = seenTags;
  let count = 0;
  let digits = 0;
  // Each position's 3-, 4- and 5-gram, one hash extended a character at a time.
  for (let i = 0; i + 3 <= n; i++) {
    if (buf[i] === ZERO) digits++;
    let h = Math.imul(
      Math.imul(Math.imul(FNV_OFFSET ^ buf[i]!, FNV_PRIME) ^ buf[i + 1]!, FNV_PRIME) ^ buf[i + 2]!,
      FNV_PRIME,
    );
    count = emit(h ^ 2, mask, count, codes, keys, tags);
    if (i + 3 === n) break;
    h = Math.imul(h ^ buf[i + 3]!, FNV_PRIME);
    count = emit(h ^ 3, mask, count, codes, keys, tags);
    if (i + 4 === n) continue;
    h = Math.imul(h ^ buf[i + 4]!, FNV_PRIME);
    count = emit(h ^ 4, mask, count, codes, keys, tags);
  }
  count = wordFeatures(n, 0, true, mask, count);
  const words = text.words;
  if (words !== text.folded) count = wordFeatures(compact(words), 0x9e3779b9, false, mask, count);
  const band = digits === 0 ? 0 : digits < 4 ? 1 : digits < 7 ? 2 : digits < 10 ? 3 : digits < 13 ? 4 : 5;
  return emit(0x7f4a7c15 + band, mask, count, codes, keys, tags);
}
