import { randomInt } from 'node:crypto';
import { PAYMENT_CODE_ALPHABET, PAYMENT_CODE_LENGTH } from '@quad/contract';

/**
 * A member's payment code for the e-Transfer note: 8 characters from an alphabet without
 * look-alikes (no 0/O, 1/I/L), about 8.5 × 10^11 possibilities; uniqueness is enforced
 * by the database and a collision is retried.
 */
export function generatePaymentCode(): string {
  return Array.from({ length: PAYMENT_CODE_LENGTH }, () =>
    PAYMENT_CODE_ALPHABET.charAt(randomInt(PAYMENT_CODE_ALPHABET.length)),
  ).join('');
}
