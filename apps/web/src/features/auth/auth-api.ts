import type { TLoginFailure, TLoginRequest, TRegisterRequest } from '@quad/contract';
import { ApiError, call, hasCode, NetworkError } from '@/api/client';
import { API } from '@quad/contract/routes';

/** The calls of member-app.md section 7 that the account screens make. */
export const authApi = {
  institutions: (signal?: AbortSignal) => call(API.institutions.list, { signal }),
  login: (body: TLoginRequest) => call(API.auth.login, { body }),
  register: (body: TRegisterRequest) => call(API.auth.register, { body }),
  resendVerification: (email: string) => call(API.auth.resendVerification, { body: { email } }),
  verifyEmail: (email: string, code: string) => call(API.auth.verifyEmail, { body: { email, code } }),
  forgotPassword: (email: string) => call(API.auth.forgotPassword, { body: { email } }),
  verifyResetCode: (email: string, code: string) => call(API.auth.verifyResetCode, { body: { email, code } }),
  resetPassword: (email: string, code: string, newPassword: string) =>
    call(API.auth.resetPassword, { body: { email, code, new_password: newPassword } }),
  reportUnwantedEmail: (email: string, code: string) => call(API.auth.reportUnwantedEmail, { body: { email, code } }),
};

/** The fields of a refused sign-in (ZLoginFailure): deleted account, verification needed. */
export function loginFailure(err: unknown): TLoginFailure | null {
  if (!(err instanceof ApiError)) return null;
  const { body } = err;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const type = body.deletion_type;
  return {
    msg: err.message,
    code: err.code,
    is_deleted: body.is_deleted === true,
    deletion_type: type === 'admin_deleted' || type === 'user_requested' ? type : undefined,
    deletion_message: text(body.deletion_message),
    can_return_after: text(body.can_return_after) ?? null,
    requires_verification: body.requires_verification === true,
    email: text(body.email),
  };
}

/** Per-field messages of a 422 (or 403) answer, e.g. { email: 'Invalid email format' }. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const errors = err.body.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export const isStatus = (err: unknown, status: number): err is ApiError =>
  err instanceof ApiError && err.status === status;

/** The msg the server put in its answer, if any (not the HTTP status text). */
export const serverMsg = (err: unknown): string | null =>
  err instanceof ApiError && typeof err.body.msg === 'string' && err.body.msg ? err.body.msg : null;

/**
 * The specification's rule for errors: the server's msg, else the screen's fallback; a
 * request that never got an answer says so.
 */
export const messageOr = (err: unknown, fallback: string): string =>
  serverMsg(err) ?? (err instanceof NetworkError ? err.message : fallback);

/** The answer of verify or resend for an account that is verified already. */
export const isAlreadyVerified = (err: unknown): boolean => hasCode(err, 'already_verified');
