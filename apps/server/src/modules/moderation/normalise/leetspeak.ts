/**
 * Characters that stand for letters inside a word, by ASCII code (0 for none):
 * 0 o, 1 i, 3 e, 4 a, 5 s, 7 t, 8 b, 9 g, | i, ! i, @ a, $ s, + t.
 */
const LEET = new Uint8Array(128);
for (const [from, to] of ['0o', '1i', '3e', '4a', '5s', '7t', '8b', '9g', '|i', '!i', '@a', '$s', '+t']) {
  LEET[from!.charCodeAt(0)] = to!.charCodeAt(0);
}
/** Symbols decoded only between other characters of a word: a leading @ is a handle. */
const INNER_ONLY = new Uint8Array(128);
for (const c of '@!+') INNER_ONLY[c.charCodeAt(0)] = 1;

const IN_TOKEN = 1;
const LETTER = 2;
const LEET_CHAR = 4;
/** Per ASCII code: part of a word (a-z, 0-9, @ $ ! | +), a letter, a look-alike symbol. */
const KIND = new Uint8Array(128);
for (let c = 97; c <= 122; c++) KIND[c] = IN_TOKEN | LETTER;
for (let c = 48; c <= 57; c++) KIND[c] = IN_TOKEN | LEET_CHAR;
for (const c of '@$!|+') KIND[c.charCodeAt(0)] = IN_TOKEN | LEET_CHAR;
const HYPHEN = 45;
const DOT = 46;

const kindOf = (c: number): number => (c < 128 ? KIND[c]! : 0);
const isInnerOnly = (c: number): boolean => c < 128 && INNER_ONLY[c] === 1;

/** Whether a letter stands beside a look-alike symbol somewhere (/[a-z][0-9@$!|+]|[0-9@$!|+][a-z]/). */
function hasLeetBesideLetter(text: string): boolean {
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const kind = kindOf(text.charCodeAt(i)) & (LETTER | LEET_CHAR);
    if ((previous | kind) === (LETTER | LEET_CHAR)) return true;
    previous = kind;
  }
  return false;
}

/**
 * Decodes leetspeak in words that mix letters and look-alike symbols; length is preserved.
 * A word is a run of letters, digits and @ $ ! | +, with inner hyphens and dots, so
 * "3-tr@nsf3r" decodes as one word.
 */
export function decodeLeet(folded: string): string {
  // Only a text with a letter beside a look-alike symbol somewhere is decoded at all.
  if (!hasLeetBesideLetter(folded)) return folded;
  const length = folded.length;
  let out = '';
  /** How much of `folded` is already in `out`. */
  let copied = 0;
  let i = 0;
  while (i < length) {
    if ((kindOf(folded.charCodeAt(i)) & IN_TOKEN) === 0) {
      i++;
      continue;
    }
    const start = i;
    let kinds = 0;
    for (;;) {
      let k: number;
      while (i < length && ((k = kindOf(folded.charCodeAt(i))) & IN_TOKEN) !== 0) {
        kinds |= k;
        i++;
      }
      const c = i < length ? folded.charCodeAt(i) : 0;
      if ((c !== HYPHEN && c !== DOT) || i + 1 >= length || (kindOf(folded.charCodeAt(i + 1)) & IN_TOKEN) === 0) break;
      i++;
    }
    if ((kinds & (LETTER | LEET_CHAR)) !== (LETTER | LEET_CHAR)) continue;
    out += folded.slice(copied, start);
    // "tickets!!!" and "!!!wow": a run of symbols at either end of the word is punctuation.
    let first = start;
    while (first < i && isInnerOnly(folded.charCodeAt(first))) first++;
    let last = i - 1;
    while (last > first && isInnerOnly(folded.charCodeAt(last))) last--;
    for (let j = start; j < i; j++) {
      const c = folded.charCodeAt(j);
      const mapped = c < 128 ? LEET[c]! : 0;
      const inner = j > first && j < last;
      out += String.fromCharCode(mapped !== 0 && (inner || INNER_ONLY[c] === 0) ? mapped : c);
    }
    copied = i;
  }
  return copied === 0 ? folded : out + folded.slice(copied);
}
