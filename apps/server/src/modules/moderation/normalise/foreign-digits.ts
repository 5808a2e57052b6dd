/**
 * Phone numbers spelled out in the languages students here also write in: "cuatro cero tres
 * cinco cinco cinco…", "quatre zéro trois…", "四零三五五五…". A number word counts only inside a
 * run of at least seven number words and digits, so "dos tacos", "un deux trois" or a lone
 * "cinco de mayo" stay as written. Accents are folded before this runs ("zéro" is "zero").
 */
const DIGIT_WORDS: Record<string, readonly string[]> = {
  0: ['zero', 'cero', 'null', 'sero', 'shunya', 'sifar', 'ling'],
  1: ['one', 'uno', 'un', 'une', 'um', 'eins', 'isa', 'ek', 'yi', 'yao'],
  2: ['two', 'dos', 'deux', 'due', 'dois', 'zwei', 'dalawa', 'do', 'er', 'liang'],
  3: ['three', 'tres', 'trois', 'tre', 'drei', 'tatlo', 'teen', 'san'],
  4: ['four', 'cuatro', 'quatre', 'quattro', 'quatro', 'vier', 'apat', 'char', 'chaar', 'si'],
  5: ['five', 'cinco', 'cinq', 'cinque', 'funf', 'fuenf', 'lima', 'paanch', 'panch', 'wu'],
  6: ['six', 'seis', 'sei', 'sechs', 'anim', 'chhe', 'che', 'liu'],
  7: ['seven', 'siete', 'sept', 'sette', 'sete', 'sieben', 'pito', 'saat', 'qi'],
  8: ['eight', 'ocho', 'huit', 'otto', 'oito', 'acht', 'walo', 'aath', 'ba'],
  9: ['nine', 'nueve', 'neuf', 'nove', 'neun', 'siyam', 'nau', 'jiu'],
};
const DIGIT_OF = new Map<string, string>();
for (const [digit, words] of Object.entries(DIGIT_WORDS)) for (const w of words) DIGIT_OF.set(w, digit);

/**
 * Words only a number is spelled with (no English word, nor part of a common one), and three
 * Chinese numerals in a row: a text without any is answered at once.
 */
export const FOREIGN_NUMBER_WORDS =
  'cero|cuatro|cinco|siete|ocho|nueve|deux|trois|quatre|cinq|huit|neuf|quattro|cinque|sette|dois|oito|zwei|drei|funf|sechs|sieben|neun|dalawa|tatlo|siyam|shunya|paanch|aath';
export const CJK_NUMERALS = /[零〇幺两一二三四五六七八九]{3}/;
const HINT = new RegExp(`${FOREIGN_NUMBER_WORDS}|${CJK_NUMERALS.source}`);

const WORD = [...DIGIT_OF.keys()].sort((a, b) => b.length - a.length).join('|');
/** Seven or more number words or digits, each apart from the next by a few separators. */
const RUN = new RegExp(`(?<![a-z])(?:${WORD}|\\d+)(?:[\\s,.\\/-]{1,3}(?:${WORD}|\\d+)){6,}(?![a-z])`, 'g');
const TOKEN = new RegExp(WORD, 'g');
const CJK_DIGITS: Record<string, string> = {
  零: '0',
  〇: '0',
  一: '1',
  幺: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};
const CJK_RUN = /[零〇幺两一二三四五六七八九](?:\s?[零〇幺两一二三四五六七八九]){6,}/g;

/** `text` (folded, English number words already digits) with runs of other languages' number words as digits. */
export function foreignDigits(text: string): string {
  if (!HINT.test(text)) return text;
  return text
    .replace(RUN, (run) => run.replace(TOKEN, (w) => DIGIT_OF.get(w)!))
    .replace(CJK_RUN, (run) => run.replace(/\S/g, (c) => CJK_DIGITS[c] ?? c));
}
