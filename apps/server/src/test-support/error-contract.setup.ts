import { afterAll, expect } from 'vitest';
import { undeclaredErrorAnswers } from './error-contract-log';

// Every server test file: the contract's error lists must name each code the tests saw.
afterAll(() => {
  const seen = [...new Set(undeclaredErrorAnswers.map((a) => `${a.endpoint} answered ${a.status} ${a.code}`))];
  expect(seen, 'error codes the endpoint contract does not list (add them to its errors)').toEqual([]);
});
