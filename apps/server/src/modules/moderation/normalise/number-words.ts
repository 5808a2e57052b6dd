import { decodeLeet } from './leetspeak';

const UNITS = new Map<string, string>([
  ['zero', '0'],
  ['one', '1'],
  ['two', '2'],
  ['three', '3'],
  ['four', '4'],
  ['five', '5'],
  ['six', '6'],
  ['seven', '7'],
  ['eight', '8'],
  ['nine', '9'],
]);
const TEENS = new Map<string, string>([
  ['ten', '10'],
  ['eleven', '11'],
  ['twelve', '12'],
  ['thirteen', '13'],
  ['fourteen', '14'],
  ['fifteen', '15'],
  ['sixteen', '16'],
  ['seventeen', '17'],
  ['eighteen', '18'],
  ['nineteen', '19'],
]);
const TENS = new Map<string, string>([
  ['twenty', '2'],
  ['thirty', '3'],
  ['forty', '4'],
  ['fourty', '4'],
  ['fifty', '5'],
  ['sixty', '6'],
  ['seventy', '7'],
  ['eighty', '8'],
  ['ninety', '9'],
]);
const REPEATS = new Map([
  ['double', 2],
  ['triple', 3],
]);
/** "oh" and "o" are zero only next to other digits ("four oh three"), never in "oh nice". */
const WEAK_ZERO = new Set(['oh', 'o']);
const UNIT_WORD = 'zero|oh|one|two|three|four|five|six|seven|eight|nine';
/** Number words written without spaces: "fourohthree", "fivefivefive". */
const RUN_OF_UNITS = new RegExp(`^(?:${UNIT_WORD}){2,}$`);
/** Digits and number words mixed in one token: "12three4", "4oh3". */
const MIXED_RUN = new RegExp(`^(?:\\d|${UNIT_WORD})*(?:\\d(?:${UNIT_WORD})|(?:${UNIT_WORD})\\d)(?:\\d|${UNIT_WORD})*$`);
const UNIT_IN_RUN = new RegExp(UNIT_WORD, 'g');
/** Digits with letters that look like them, inside what is mostly a number: "4o3-555-l234". */
const DIGIT_LIKE = /^[0-9oilsbz|]+$/;
const LETTER_DIGITS: Record<string, string> = { o: '0', i: '1', l: '1', '|': '1', s: '5', b: '8', z: '2' };
const LOOK_ALIKE_LETTER = /[oilsbz|]/g;
const TOKEN_SPLIT = /([a-z0-9|!@$+]+)/;
const ONLY_SPACES_OR_DASH = /^[\s-]*$/;
const CHEAP_GATE =
  /\d|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|twenty|thirty|fou?rty|fifty|sixty|eighty|ninety/;

type Piece = { text: string; digit: boolean; weak: boolean };

/**
 * The text with every way of writing a digit turned into the digit, so that a phone
 * number written as "four oh three, five five five…" or "4o3 5five5" becomes a digit
 * run. Everything else is left as it was; words that are not numbers stay words.
 */
export function digitsView(folded: string): string {
  if (!CHEAP_GATE.test(folded) || !mayChange(folded)) return folded;
  const parts = folded.split(TOKEN_SPLIT);
  const pieces: Piece[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 0) {
      pieces.push({ text: part, digit: false, weak: false });
      continue;
    }
    const converted = convertToken(part, parts, i);
    if (converted.consumedNext) {
      pieces.push({ text: converted.text, digit: true, weak: false });
      i += 2;
    } else {
      pieces.push(converted.piece);
    }
  }
  return resolveWeakZeros(pieces);
}

/** Per ASCII code: 1 for a digit, 2 for a letter, 4 for a symbol that may sit in a token (| ! @ $ +). */
const TOKEN_CHAR = new Uint8Array(128);
for (let c = 48; c <= 57; c++) TOKEN_CHAR[c] = 1;
for (let c = 97; c <= 122; c++) TOKEN_CHAR[c] = 2;
for (const c of '|!@$+') TOKEN_CHAR[c.charCodeAt(0)] = 4;
const tokenChar = (c: number): number => (c < 128 ? TOKEN_CHAR[c]! : 0);
/** Every word `convertWord` changes or marks (a number, a repeat, "oh"). */
const NUMBER_WORDS = new Set([
  ...UNITS.keys(),
  ...TEENS.keys(),
  ...TENS.keys(),
  ...REPEATS.keys(),
  ...WEAK_ZERO,
  'hundred',
]);
const LONGEST_NUMBER_WORD = Math.max(...[...NUMBER_WORDS].map((w) => w.length));
/** Their first letters, so most words are let through without slicing them out. */
const STARTS_NUMBER_WORD = new Uint8Array(128);
for (const w of NUMBER_WORDS) STARTS_NUMBER_WORD[w.charCodeAt(0)] = 1;
const UNIT_WORDS = UNIT_WORD.split('|');

/**
 * Whether any token of the text could become something else (the same tests as
 * `convertToken`, without building the pieces): a word in NUMBER_WORDS, a run of unit words,
 * digits with look-alike letters, a token that reads as one of those once leetspeak is decoded.
 * When none does, the text stays as it is: most texts the gate lets through ("someone", "often",
 * "at 5", "10am") are answered here without splitting them.
 */
function mayChange(folded: string): boolean {
  const length = folded.length;
  let i = 0;
  while (i < length) {
    const first = folded.charCodeAt(i);
    const start = i;
    let kinds = 0;
    for (let kind = tokenChar(first); kind !== 0; kind = i < length ? tokenChar(folded.charCodeAt(i)) : 0) {
      kinds |= kind;
      i++;
    }
    if (kinds === 0) i++;
    else if (kinds === 1) continue;
    else if (kinds !== 2) {
      if (mixedTokenChanges(folded.slice(start, i))) return true;
    } else if (
      (STARTS_NUMBER_WORD[first] === 1 &&
        i - start <= LONGEST_NUMBER_WORD &&
        NUMBER_WORDS.has(folded.slice(start, i))) ||
      (i - start >= SHORTEST_RUN_OF_UNITS && isRunOfUnits(folded, start, i))
    ) {
      return true;
    }
  }
  return false;
}

/** Whether `convertToken` changes a token that is neither letters only nor digits only. */
function mixedTokenChanges(token: string): boolean {
  const digitCount = countDigits(token);
  if (DIGIT_LIKE.test(token) && digitCount >= 2 && digitCount * 2 >= token.length) return true;
  if (MIXED_RUN.test(token)) return true;
  const plain = decodeLeet(token);
  return NUMBER_WORDS.has(plain) || (plain.length >= SHORTEST_RUN_OF_UNITS && RUN_OF_UNITS.test(plain));
}

/** RUN_OF_UNITS on `text[start, end)` without slicing it (no unit word begins another, so one reading). */
function isRunOfUnits(text: string, start: number, end: number): boolean {
  let at = start;
  let units = 0;
  while (at < end) {
    const unit = UNIT_WORDS.find((w) => at + w.length <= end && text.startsWith(w, at));
    if (unit === undefined) return false;
    at += unit.length;
    units++;
  }
  return units >= 2;
}

type Converted = { consumedNext: true; text: string } | { consumedNext: false; piece: Piece };

const asWord = (text: string, digit = true): Converted => ({
  consumedNext: false,
  piece: { text, digit, weak: false },
});
const PLAIN_LETTERS = /^[a-z]+$/;
/** The shortest run of number words: "ohoh". */
const SHORTEST_RUN_OF_UNITS = 4;

/** The token after the one at `i` when only spaces or a dash lie between them ("twenty five", "double-five"). */
function nextOf(parts: string[], i: number): string | undefined {
  return i + 2 < parts.length && ONLY_SPACES_OR_DASH.test(parts[i + 1]!) ? parts[i + 2]! : undefined;
}

function convertToken(token: string, parts: string[], i: number): Converted {
  // Most tokens are ordinary words: no digit or leetspeak to decode, so only the word tables apply.
  if (PLAIN_LETTERS.test(token)) return convertWord(token, token, parts, i);
  const digitCount = countDigits(token);
  if (digitCount === token.length) return asWord(token);
  if (DIGIT_LIKE.test(token) && digitCount >= 2 && digitCount * 2 >= token.length) {
    return asWord(token.replace(LOOK_ALIKE_LETTER, (c) => LETTER_DIGITS[c]!));
  }
  if (MIXED_RUN.test(token)) return asWord(token.replace(UNIT_IN_RUN, (w) => UNITS.get(w) ?? '0'));
  return convertWord(token, decodeLeet(token), parts, i);
}

function convertWord(token: string, plain: string, parts: string[], i: number): Converted {
  if (WEAK_ZERO.has(plain)) return { consumedNext: false, piece: { text: token, digit: false, weak: true } };
  const unit = UNITS.get(plain) ?? TEENS.get(plain);
  if (unit !== undefined) return asWord(unit);
  const tens = TENS.get(plain);
  if (tens !== undefined) {
    const next = nextOf(parts, i);
    const nextUnit = next === undefined ? undefined : unitOf(next);
    if (nextUnit !== undefined && nextUnit !== '0') return { consumedNext: true, text: tens + nextUnit };
    return asWord(`${tens}0`);
  }
  if (plain === 'hundred') return asWord('00');
  const repeat = REPEATS.get(plain);
  const next = repeat === undefined ? undefined : nextOf(parts, i);
  if (repeat !== undefined && next !== undefined) {
    const nextUnit = unitOf(next);
    if (nextUnit !== undefined) return { consumedNext: true, text: nextUnit.repeat(repeat) };
  }
  if (plain.length >= SHORTEST_RUN_OF_UNITS && RUN_OF_UNITS.test(plain)) {
    return asWord(plain.replace(UNIT_IN_RUN, (w) => UNITS.get(w) ?? '0'));
  }
  return asWord(token, false);
}

/** How many ASCII digits the text holds. */
export function countDigits(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) count++;
  }
  return count;
}

function unitOf(token: string): string | undefined {
  if (/^\d$/.test(token)) return token;
  const plain = decodeLeet(token);
  return UNITS.get(plain) ?? (WEAK_ZERO.has(plain) ? '0' : undefined);
}

/** "oh" becomes 0 when a digit is its neighbour (across spaces and separators). */
function resolveWeakZeros(pieces: Piece[]): string {
  // Most texts have no "oh" at all: then there is nothing to resolve.
  if (!pieces.some((p) => p.weak)) {
    let out = '';
    for (const piece of pieces) out += piece.text;
    return out;
  }
  const tokenIndexes: number[] = [];
  pieces.forEach((p, i) => {
    if (p.digit || p.weak || /[a-z0-9]/.test(p.text)) tokenIndexes.push(i);
  });
  let out = '';
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (!piece.weak) {
      out += piece.text;
      continue;
    }
    const at = tokenIndexes.indexOf(i);
    const before = at > 0 ? pieces[tokenIndexes[at - 1]!] : undefined;
    const after = at + 1 < tokenIndexes.length ? pieces[tokenIndexes[at + 1]!] : undefined;
    const nearDigit = (p: Piece | undefined): boolean => p !== undefined && (p.digit || p.weak);
    // Two weak words side by side ("oh oh") count only when a real digit is near as well.
    const digitNear = before?.digit === true || after?.digit === true;
    out += digitNear || (nearDigit(before) && nearDigit(after)) ? '0' : piece.text;
  }
  return out;
}
