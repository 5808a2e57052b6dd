/** Characters that stand for letters inside a word. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '|': 'i',
  '!': 'i',
  '@': 'a',
  $: 's',
  '+': 't',
};
/** Symbols decoded only between other characters of a word: a leading @ is a handle. */
const INNER_ONLY = new Set(['@', '!', '+']);
/** A word, including inner hyphens and dots, so "3-tr@nsf3r" decodes as one word. */
const TOKEN = /[a-z0-9@$!|+]+(?:[-.][a-z0-9@$!|+]+)*/g;
const HAS_LETTER = /[a-z]/;
const HAS_LEET = /[0-9@$!|+]/;
const HAS_LEET_AND_LETTER = /[a-z][0-9@$!|+]|[0-9@$!|+][a-z]/;

/** Decodes leetspeak in tokens that mix letters and look-alike symbols; length is preserved. */
export function decodeLeet(folded: string): string {
  if (!HAS_LEET_AND_LETTER.test(folded)) return folded;
  return folded.replace(TOKEN, (token) => {
    if (!HAS_LETTER.test(token) || !HAS_LEET.test(token)) return token;
    let out = '';
    for (let i = 0; i < token.length; i++) {
      const char = token[i]!;
      const mapped = LEET[char];
      const inner = i > 0 && i < token.length - 1;
      out += mapped !== undefined && (inner || !INNER_ONLY.has(char)) ? mapped : char;
    }
    return out;
  });
}
