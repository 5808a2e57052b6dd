import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TCurrentUser } from '@quad/contract';
import { API } from '@quad/contract/routes';
import { ApiError, call, hasCode, NetworkError, pathOf } from './client';

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

describe('the path of an endpoint', () => {
  it('fills each path parameter, encoded, and refuses a missing one', () => {
    expect(pathOf(API.users.profile, { id: 7 })).toBe('/api/users/7/profile');
    expect(pathOf(API.adminInstitutions.update, { id: 'mount royal/x' })).toBe(
      '/api/admin/institutions/mount%20royal%2Fx',
    );
    expect(pathOf(API.account.me)).toBe('/api/users/me');
    expect(() => pathOf(API.chat.history)).toThrow(/userId/);
  });
});

describe('a call takes and answers what its endpoint object says', () => {
  it('is checked by the compiler (these calls are never made)', () => {
    const typed = () => {
      // @ts-expect-error the sign-in endpoint needs a body
      void call(API.auth.login);
      // @ts-expect-error the path parameter id is missing
      void call(API.users.profile, {});
      // @ts-expect-error the body has no such field
      void call(API.auth.login, { body: { email: 'a@b.ca', password: 'secret', extra: 1 } });
      expectTypeOf(call(API.account.me)).resolves.toEqualTypeOf<TCurrentUser>();
    };
    expect(typed).toBeTypeOf('function');
  });
});
