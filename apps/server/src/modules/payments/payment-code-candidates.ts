import { PAYMENT_CODE_ALPHABET, PAYMENT_CODE_LENGTH } from '@quad/contract';

const MAX_CANDIDATES = 50;
const inAlphabet = new RegExp(`^[${PAYMENT_CODE_ALPHABET}]+$`);

/**
 * Every way the message could contain a payment code, in order of appearance. Members type
 * codes in lower case, split into groups ("K7M3 QX9P", "K7-M3-QX-9P") or glued to
 * punctuation; runs of letters and digits are joined until they make a code's length.
 * Only codes a member actually has will match, so a few false candidates are harmless.
 */
export function paymentCodeCandidates(message: string): string[] {
  const tokens = message
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const found = new Set<string>();
  for (let start = 0; start < tokens.length && found.size < MAX_CANDIDATES; start++) {
    let joined = '';
    for (const token of tokens.slice(start)) {
      joined += token;
      if (joined.length > PAYMENT_CODE_LENGTH) break;
      if (joined.length === PAYMENT_CODE_LENGTH) {
        if (inAlphabet.test(joined)) found.add(joined);
        break;
      }
    }
  }
  return [...found];
}
