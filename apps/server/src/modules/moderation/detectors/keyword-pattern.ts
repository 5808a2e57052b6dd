import { squash } from '@/modules/moderation/normalise/squash';
import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { gated, type GatedPattern } from './literal-gate';

/**
 * Keyword patterns that survive disguise, and the cheap gates in front of them.
 *
 * A fuzzy keyword still matches when spelled with separators or stretched letters
 * ("s.n.a.p", "sn ap", "snaaap"), with l and i swapped (leetspeak turns 1, | and ! into
 * i) and with a vowel starred out ("sn*p"). Use on the `words` view.
 */
const SEPARATOR = "[\\s._\\-*'`~,/\\\\]{0,2}";

/** Self-censoring replaces a vowel with * ("sn*p"); look-alikes the words view keeps. */
const LETTER_CLASSES: Record<string, string> = {
  a: '(?:[a@]+|\\*)',
  e: '(?:e+|\\*)',
  i: '(?:[il]+|\\*)',
  l: '[il]+',
  o: '(?:o+|\\*)',
  u: '(?:[uv]+|\\*)',
  s: '[sz]+',
};

function letterClass(char: string): string {
  const known = LETTER_CLASSES[char];
  if (known !== undefined) return known;
  if (/[a-z0-9]/.test(char)) return `${char}+`;
  return `\\${char}`;
}

/** "snapchat" → s+SEP n+SEP a+… ; a space in the keyword means "any separator or none". */
export function fuzzyKeyword(keyword: string): string {
  const letters = Array.from(keyword).filter((c) => c !== ' ');
  return letters.map(letterClass).join(SEPARATOR);
}

/** Short keywords (ig, sc, fb) stay exact: spread out they would match ordinary words; so do names outside ASCII. */
export function keywordSource(keyword: string): string {
  const fuzzy = keyword.replace(/ /g, '').length >= 4 && /^[\x20-\x7e]+$/.test(keyword);
  return fuzzy ? fuzzyKeyword(keyword) : keyword.replace(/ /g, '\\s?');
}

/** A whole-word alternation of keywords, longest first. */
export function keywordAlternation(keywords: readonly string[]): string {
  return [...keywords]
    .sort((a, b) => b.length - a.length)
    .map(keywordSource)
    .join('|');
}

export const WORD_START = '(?<![a-z0-9])';
export const WORD_END = '(?![a-z])';

/** Substring tests over `squash`ed text for the keywords of four letters or more. */
export interface SquashedGate {
  plain: GatedPattern;
  /** The same with any vowel allowed to be a star, for the few texts that contain one. */
  starred: RegExp;
}

export function squashedGate(keywords: readonly string[]): SquashedGate {
  const plain = [...new Set(keywords.map((k) => k.replace(/ /g, '')).filter((k) => k.length >= 4))].map((k) =>
    squash(k, false),
  );
  return {
    plain: gated(new RegExp(plain.join('|'))),
    starred: new RegExp(plain.map((k) => k.replace(/[aeiou]/g, (v) => `[${v}*]`)).join('|')),
  };
}

/** Whether any fuzzy keyword may be in the text (stars may be vowels or separators). */
export function mayContain(gate: SquashedGate, text: NormalisedText): boolean {
  if (!text.words.includes('*')) return gate.plain.test(text.squashed);
  return gate.starred.test(text.squashed) || gate.plain.test(squash(text.words, false));
}

/**
 * The matches of a global pattern, like `text.matchAll(pattern)` but without the copy of
 * the pattern that matchAll makes on every call (measurable at tens of thousands of
 * messages a second). Not re-entrant for the same pattern.
 */
export function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    if (match[0].length === 0) pattern.lastIndex++;
    yield match;
  }
}

/**
 * The next match of a global pattern from its `lastIndex`, stepping over an empty match;
 * null at the end. For hot loops (`pattern.lastIndex = 0; while ((m = nextMatch(…)))`),
 * where a generator per call costs more than the scan it drives.
 */
export function nextMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  const match = pattern.exec(text);
  if (match !== null && match[0].length === 0) pattern.lastIndex++;
  return match;
}
