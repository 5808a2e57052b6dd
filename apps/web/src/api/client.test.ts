import { describe, expect, it } from 'vitest';
import { ApiError, hasCode, NetworkError } from './client';

describe('error codes on the client', () => {
  it("takes the server's code, else the code of the status (a proxy's answer has none)", () => {
    expect(new ApiError(409, 'Taken', { msg: 'Taken', code: 'email_taken' }).code).toBe('email_taken');
    expect(new ApiError(502, 'Bad Gateway').code).toBe('internal');
    expect(new ApiError(429, 'Slow down', { code: 'not_a_listed_code' }).code).toBe('rate_limited');
  });

  it('hasCode matches API errors by code only', () => {
    const err = new ApiError(400, 'Invalid or expired verification code', { code: 'code_expired' });
    expect(hasCode(err, 'code_invalid', 'code_expired')).toBe(true);
    expect(hasCode(err, 'code_invalid')).toBe(false);
    expect(hasCode(new NetworkError(), 'internal')).toBe(false);
  });
});
