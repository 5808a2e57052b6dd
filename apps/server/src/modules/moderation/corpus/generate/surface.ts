import type { Random } from './random';

/**
 * Surface variation applied on top of a template's text: how people actually type
 * (casing, typos, emoji, fillers, a word of another language), so no two texts of a
 * template look alike and nothing depends on tidy spelling.
 */
const OPENERS = [
  'hey',
  'hi',
  'heyy',
  'yo',
  'ok so',
  'lol',
  'omg',
  'btw',
  'sorry',
  'hello',
  'hola',
  'salut',
  'ciao',
  'ni hao',
  'annyeong',
  'namaste',
  'bhai',
  'habibi',
  'wesh',
  'oi',
  'hii',
  'good morning',
  'gm',
  'so',
  'um',
];
const CLOSERS = [
  'lol',
  'haha',
  'hahaha',
  'jaja',
  'hhhh',
  '哈哈',
  'ok?',
  'pls',
  'plz',
  'thx',
  'thanks',
  'merci',
  'gracias',
  'danke',
  'xie xie',
  'yaar',
  'wallah',
  'fr',
  'ngl',
  'tbh',
  'ok la',
  'no?',
  '!',
  '!!',
  '...',
  '?',
];
const EMOJI = [
  '😊',
  '😂',
  '🙏',
  '❤️',
  '😘',
  '🥺',
  '😅',
  '👍',
  '🔥',
  '💕',
  '😉',
  '🤞',
  '😭',
  '✨',
  '🙂',
  '😍',
  '💯',
  '🤗',
];

function typo(word: string, r: Random): string {
  if (word.length < 4) return word;
  const i = r.int(1, word.length - 2);
  switch (r.int(0, 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1); // dropped letter
    case 1:
      return word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2); // swapped letters
    case 2:
      return word.slice(0, i) + word[i]! + word.slice(i); // doubled letter
    default:
      return word;
  }
}

const CASES: ((t: string) => string)[] = [
  (t) => t,
  (t) => t,
  (t) => t.toLowerCase(),
  (t) => t.toLowerCase(),
  (t) => t.charAt(0).toUpperCase() + t.slice(1),
  (t) => t.toUpperCase(),
];

/** Varies a text without changing what it says; `strength` 0..1 is how much. */
export function vary(text: string, r: Random, strength = 0.5): string {
  let out = text;
  if (r.chance(0.25 * strength)) {
    out = out
      .split(' ')
      .map((w) => (/^[a-z]+$/i.test(w) && r.chance(0.15) ? typo(w, r) : w))
      .join(' ');
  }
  if (r.chance(0.3 * strength)) out = `${r.pick(OPENERS)} ${out}`;
  if (r.chance(0.3 * strength)) out = `${out} ${r.pick(CLOSERS)}`;
  if (r.chance(0.35 * strength)) out = `${out} ${r.pick(EMOJI)}`;
  if (r.chance(0.15 * strength)) out = out.replace(/[.!]$/, '');
  return r.pick(CASES)(out).replace(/\s+/g, ' ').trim();
}
