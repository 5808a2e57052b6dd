import type { UndeclaredErrorAnswer } from '@/platform/error-contract';

/**
 * Error answers of the apps this test file built whose code their endpoint's contract does
 * not list. `error-contract.setup.ts` fails the file when any is left at its end.
 */
export const undeclaredErrorAnswers: UndeclaredErrorAnswer[] = [];
