import { createHash } from 'node:crypto';
import {
  incorrectAttemptsMessage,
  LOGIN_LIMITS,
  MSG,
  RESEND_COUNTER_TTL_MS,
  RESET_RESEND_BLOCK_MS,
  RESET_RESEND_MAX,
  RESET_RESEND_WAITS_MS,
  resendBlockedMessage,
  resendWaitMessage,
  SIGNUP_RESEND_BLOCK_MS,
  SIGNUP_RESEND_MAX,
  SIGNUP_RESEND_WAITS_MS,
  tooManySignInsMessage,
  VERIFICATION_ATTEMPT_WINDOW_MS,
  VERIFICATION_LOCKOUT_MS,
  VERIFICATION_MAX_WRONG_ATTEMPTS,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import {
  assertNotBlocked,
  recordFailure,
  takeSend,
  type BackoffPolicy,
  type SendAllowance,
  type SendSchedule,
} from '@/platform/rate-counters';
import { TooManyRequests } from '@/platform/errors';
import { emailHash } from './email-hash';

type LimitContext = Pick<AppContext, 'rateCounters'>;

/** The 429 after too many wrong codes: the client blocks the code form for the wait. */
const LOCKED = 'verification_locked';
/** The 429s of resends: a wait between two codes, then a block after the last one. */
const RESEND_CODES = { waitCode: 'resend_wait', exhaustedCode: 'resend_limited' } as const;

/** What wrong codes are counted for: each has its own lockout. */
export type CodeAttemptKind = 'verify_email' | 'reset_password' | 'report_email';

/** Every counter key about an e-mail contains its hash, so all of them can be cleared together. */
const ipHash = (ip: string) => createHash('sha256').update(ip).digest('hex').slice(0, 32);
export const limitKeys = {
  codeAttempts: (kind: CodeAttemptKind, email: string) => `code:${kind}:${emailHash(email)}`,
  signupResend: (email: string) => `resend:signup:${emailHash(email)}`,
  resetSend: (email: string) => `resend:reset:${emailHash(email)}`,
  loginAccount: (email: string) => `login:account:${emailHash(email)}`,
  loginAccountIp: (email: string, ip: string) => `login:account-ip:${emailHash(email)}:${ipHash(ip)}`,
  loginIp: (ip: string) => `login:ip:${ipHash(ip)}`,
  passwordCheck: (userId: number) => `password-check:user:${userId}`,
};

const CODE_POLICY: BackoffPolicy = {
  freeFailures: VERIFICATION_MAX_WRONG_ATTEMPTS,
  baseMs: VERIFICATION_LOCKOUT_MS,
  capMs: VERIFICATION_LOCKOUT_MS,
  windowMs: VERIFICATION_ATTEMPT_WINDOW_MS,
  resetOnBlock: true,
};

/** 429 while the e-mail is locked out after too many wrong codes. */
export function assertCodeAttemptsLeft(ctx: LimitContext, kind: CodeAttemptKind, email: string): Promise<void> {
  return assertNotBlocked(ctx.rateCounters, limitKeys.codeAttempts(kind, email), incorrectAttemptsMessage, LOCKED);
}

/** Counts a wrong code; the one that reaches the limit answers 429 itself. */
export async function recordWrongCode(ctx: LimitContext, kind: CodeAttemptKind, email: string): Promise<void> {
  const blockedMs = await recordFailure(ctx.rateCounters, limitKeys.codeAttempts(kind, email), CODE_POLICY);
  if (blockedMs > 0)
    throw new TooManyRequests(incorrectAttemptsMessage(blockedMs), Math.ceil(blockedMs / 1000), { code: LOCKED });
}

/** Sign-up resends: waits of 30, 60, 120, 180 s after the 1st to 4th; the 5th starts a 10-minute block. */
const SIGNUP_SCHEDULE: SendSchedule = {
  waitsMs: SIGNUP_RESEND_WAITS_MS,
  max: SIGNUP_RESEND_MAX,
  blockMs: SIGNUP_RESEND_BLOCK_MS,
  ttlMs: RESEND_COUNTER_TTL_MS,
};

/**
 * Reset codes: every request sends one; waits of 30, 60, 120 s; the first send and at most
 * 5 resends, then an hour's block.
 */
const RESET_SCHEDULE: SendSchedule = {
  waitsMs: RESET_RESEND_WAITS_MS,
  max: RESET_RESEND_MAX + 1,
  blockMs: RESET_RESEND_BLOCK_MS,
  ttlMs: RESEND_COUNTER_TTL_MS,
};

export function takeSignupResend(ctx: LimitContext, email: string): Promise<SendAllowance> {
  return takeSend(ctx.rateCounters, limitKeys.signupResend(email), SIGNUP_SCHEDULE, {
    wait: resendWaitMessage,
    exhausted: resendBlockedMessage,
    ...RESEND_CODES,
  });
}

export function takeResetSend(ctx: LimitContext, email: string): Promise<SendAllowance> {
  return takeSend(ctx.rateCounters, limitKeys.resetSend(email), RESET_SCHEDULE, {
    wait: resendWaitMessage,
    exhausted: () => MSG.tooManyResendReset,
    ...RESEND_CODES,
  });
}

const withWindow = (p: { freeFailures: number; baseMs: number; capMs: number }): BackoffPolicy => ({
  ...p,
  windowMs: LOGIN_LIMITS.windowMs,
});

function loginCounters(email: string, ip: string): [string, BackoffPolicy][] {
  return [
    [limitKeys.loginAccountIp(email, ip), withWindow(LOGIN_LIMITS.accountAndIp)],
    [limitKeys.loginAccount(email), withWindow(LOGIN_LIMITS.account)],
    [limitKeys.loginIp(ip), withWindow(LOGIN_LIMITS.ip)],
  ];
}

/** 429 while any of the sign-in counters for this e-mail and address is blocked. */
export async function assertSignInAllowed(ctx: LimitContext, email: string, ip: string): Promise<void> {
  for (const [key] of loginCounters(email, ip)) {
    await assertNotBlocked(ctx.rateCounters, key, tooManySignInsMessage, 'sign_in_locked');
  }
}

export async function recordSignInFailure(ctx: LimitContext, email: string, ip: string): Promise<void> {
  for (const [key, policy] of loginCounters(email, ip)) await recordFailure(ctx.rateCounters, key, policy);
}

/** After a successful sign-in the member's own counters start afresh (the address's do not). */
export async function clearSignInFailures(ctx: LimitContext, email: string, ip: string): Promise<void> {
  await ctx.rateCounters.clear(limitKeys.loginAccountIp(email, ip), limitKeys.loginAccount(email));
}

/** Wrong current passwords (change password) back off like sign-ins. */
export const PASSWORD_CHECK_POLICY = withWindow(LOGIN_LIMITS.accountAndIp);

/**
 * Clears every counter about the e-mail (lockouts, resend schedules, sign-in limits).
 * The admin area calls it when it unblocks an e-mail given in clear.
 */
export async function clearEmailRateLimits(ctx: LimitContext, email: string): Promise<void> {
  await ctx.rateCounters.clearContaining(emailHash(email));
}
