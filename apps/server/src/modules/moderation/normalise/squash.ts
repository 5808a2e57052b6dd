/**
 * A text reduced to its letters, with the look-alikes the fuzzy keyword patterns accept
 * merged into one letter (@ a, l i, v u, z s) and repeats squeezed, so that a plain
 * substring search finds "s.n.a.a.p" as "snap": the cheap gate in front of the fuzzy
 * patterns (see detectors/keyword-pattern.ts). Stars are kept on request, since they
 * may stand for a vowel ("sn*p").
 */
export function squash(text: string, keepStars: boolean): string {
  const codes: number[] = [];
  let last = -1;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < LOWER_A || code > LOWER_Z) {
      if (code === AT) code = LOWER_A;
      else if (!(keepStars && code === STAR)) continue;
    } else {
      code = MERGED.get(code) ?? code;
    }
    if (code !== last) codes.push(code);
    last = code;
  }
  return String.fromCharCode(...codes);
}

const codeOf = (char: string) => char.charCodeAt(0);
const LOWER_A = codeOf('a');
const LOWER_Z = codeOf('z');
const AT = codeOf('@');
const STAR = codeOf('*');
const MERGED = new Map([
  [codeOf('l'), codeOf('i')],
  [codeOf('v'), codeOf('u')],
  [codeOf('z'), codeOf('s')],
]);
