/**
 * Folds the Unicode tricks people use to slip contact details past a filter into plain
 * lower-case ASCII: compatibility forms (fullwidth, mathematical alphanumerics, circled
 * letters, superscripts) by NFKC, look-alike letters from other scripts by a table,
 * accents, zero-width and formatting characters by removal, emoji and other-script digits
 * by their value. Text that is already ASCII skips all of it (the common case).
 */

/**
 * Look-alikes NFKC leaves alone, as aligned strings (each character of the first maps to
 * the character at the same place in the second). Checked before lower-casing, because
 * the case decides the shape: Greek capital eta looks like H, its small form like n.
 */
const LOOK_ALIKE_PAIRS: [string, string][] = [
  // Cyrillic capitals and small letters
  ['АВЕЁЗКМНОРСТУХІЇЈЅҮҺԀԚԜӀ', 'abee3kmhopctyxiijsyhdqwl'],
  ['авеёкмнопрстухшщьіїјѕүһԁԛԝӏглидця', 'abeekmhonpctyxwwbiijsyhdqwlrnudur'],
  // Greek capitals and small letters
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'abezhikmnoptyx'],
  ['αβγεηικμνορσςτυχωϲϳϵ', 'abyenikuvopoctuxwcje'],
  // Latin letters without a decomposition, and small capitals
  ['ıȷłøđħɡɑʀ', 'ijlodhgar'],
  ['ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫꜱᴛᴜᴠᴡʏᴢ', 'abcdefghijklmnopqstuvwyz'],
  // Punctuation look-alikes
  ['。｡·•∙⋅‧＠﹫‐‑‒–—―−⁃', '.......@@--------'],
  // Typographic apostrophes (phones type "i’m", "that’s") as the one the rules are written with
  ['‘’‛ʼ', "''''"],
];

const LOOK_ALIKES = new Map<string, string>([
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['🔟', '10'],
]);
for (const [from, to] of LOOK_ALIKE_PAIRS) {
  const sources = Array.from(from);
  if (sources.length !== to.length) throw new Error(`Look-alike table out of step: ${from}`);
  sources.forEach((char, i) => LOOK_ALIKES.set(char, to[i]!));
}

/** Blocks of emoji or enclosed characters that stand for a letter or a digit. */
const CODE_POINT_RANGES: { from: number; to: number; value: (offset: number) => string }[] = [
  { from: 0x1f1e6, to: 0x1f1ff, value: letter }, // regional indicators 🇦..🇿
  { from: 0x1f130, to: 0x1f149, value: letter }, // squared capitals 🄰..🅉
  { from: 0x1f150, to: 0x1f169, value: letter }, // negative circled 🅐..🅩
  { from: 0x1f170, to: 0x1f189, value: letter }, // negative squared 🅰..🆉
  { from: 0x2776, to: 0x277f, value: (o) => String(o + 1) }, // ❶..❿
  { from: 0x2780, to: 0x2789, value: (o) => String(o + 1) }, // ➀..➉
  { from: 0x278a, to: 0x2793, value: (o) => String(o + 1) }, // ➊..➓
  { from: 0x24f5, to: 0x24fe, value: (o) => String(o + 1) }, // ⓵..⓾
  { from: 0x24eb, to: 0x24f4, value: (o) => String(o + 11) }, // ⓫..⓴
  { from: 0x24ff, to: 0x24ff, value: () => '0' }, // ⓿
  { from: 0x3164, to: 0x3164, value: () => '' }, // Hangul filler, an invisible "letter"
  { from: 0x115f, to: 0x1160, value: () => '' },
];

function letter(offset: number): string {
  return String.fromCharCode(97 + offset);
}

/** A UTF-16 unit past ASCII: the same answer as /\P{ASCII}/u, found faster without the u flag. */
const NON_ASCII = /[\u0080-\uffff]/;
const DECIMAL_DIGIT = /\p{Nd}/u;
const MARKS_AND_FORMAT = /[\p{M}\p{Cf}]/gu;
/** Control characters other than the spaces, tabs and line breaks SPACES turns into one space. */
const CONTROL = /(?![\t\n\v\f\r])\p{Cc}/gu;
const SPACES = /\s+/g;
/** Anything the final clean-up would change: control characters, odd or doubled spaces. */
const NEEDS_CLEANUP = /\p{Cc}|\s\s|^\s|\s$|[^\S ]/u;
/** The same for ASCII text, where every space other than " " is a control character (outside " ".."~"). */
const ASCII_NEEDS_CLEANUP = /[^ -~]| {2}|^ | $/;

/** A decimal digit of another script (Arabic-Indic, Devanagari, fullwidth…) as 0-9. */
function digitValue(codePoint: number): string {
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((codePoint - start) % 10);
}

function mapCodePoint(char: string): string {
  const mapped = LOOK_ALIKES.get(char);
  if (mapped !== undefined) return mapped;
  const cp = char.codePointAt(0)!;
  for (const range of CODE_POINT_RANGES) {
    if (cp >= range.from && cp <= range.to) return range.value(cp - range.from);
  }
  if (DECIMAL_DIGIT.test(char)) return digitValue(cp);
  return char;
}

/** Every code point mapped; ASCII (no look-alike, range or other-script digit) is copied as it is. */
function mapCodePoints(text: string): string {
  let out = '';
  /** How much of `text` is already in `out`. */
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const width = text.codePointAt(i)! > 0xffff ? 2 : 1;
    const char = text.slice(i, i + width);
    const mapped = mapCodePoint(char);
    if (mapped !== char) {
      out += text.slice(copied, i) + mapped;
      copied = i + width;
    }
    i += width - 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Lower-case, ASCII-folded text with single spaces; punctuation is kept. */
export function foldUnicode(input: string): string {
  if (!NON_ASCII.test(input)) {
    const lower = input.toLowerCase();
    return ASCII_NEEDS_CLEANUP.test(lower) ? cleanUp(lower) : lower;
  }
  let text = mapCodePoints(input.normalize('NFKC'));
  text = text.toLowerCase().normalize('NFD').replace(MARKS_AND_FORMAT, '');
  // Lower-casing can produce new look-alikes (a capital whose small form is in the table).
  if (NON_ASCII.test(text)) text = mapCodePoints(text);
  return NEEDS_CLEANUP.test(text) ? cleanUp(text) : text;
}

function cleanUp(text: string): string {
  return text.replace(CONTROL, '').replace(SPACES, ' ').trim();
}
