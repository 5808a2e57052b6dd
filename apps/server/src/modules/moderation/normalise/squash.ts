/**
 * A text reduced to its letters, with the look-alikes the fuzzy keyword patterns accept
 * merged into one letter (@ a, l i, v u, z s) and repeats squeezed, so that a plain
 * substring search finds "s.n.a.a.p" as "snap": the cheap gate in front of the fuzzy
 * patterns (see detectors/keyword-pattern.ts). Stars are kept on request, since they
 * may stand for a vowel ("sn*p").
 */
export function squash(text: string, keepStars: boolean): string {
  if (buffer.length < text.length) buffer = Buffer.alloc(text.length * 2);
  const map = keepStars ? KEEP_STARS : DROP_STARS;
  let n = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const code = c < 128 ? map[c]! : 0;
    if (code === 0 || code === last) continue;
    buffer[n++] = code;
    last = code;
  }
  return buffer.toString('latin1', 0, n);
}

/**
 * Reused between calls: the squashed char codes (all ASCII) before they become a string; a
 * byte buffer read as Latin-1 makes the string in a third of the time a UTF-16 decoder takes.
 */
let buffer = Buffer.alloc(1024);

/** ASCII code → squashed code, 0 to drop: letters with look-alikes merged (l i, v u, z s), @ as a. */
function table(keepStars: boolean): Uint8Array {
  const map = new Uint8Array(128);
  for (let c = 97; c <= 122; c++) map[c] = c;
  map['l'.charCodeAt(0)] = 'i'.charCodeAt(0);
  map['v'.charCodeAt(0)] = 'u'.charCodeAt(0);
  map['z'.charCodeAt(0)] = 's'.charCodeAt(0);
  map['@'.charCodeAt(0)] = 'a'.charCodeAt(0);
  if (keepStars) map['*'.charCodeAt(0)] = '*'.charCodeAt(0);
  return map;
}
const KEEP_STARS = table(true);
const DROP_STARS = table(false);
