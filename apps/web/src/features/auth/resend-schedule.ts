import {
  RESEND_COUNTER_TTL_MS,
  RESET_RESEND_BLOCK_MS,
  RESET_RESEND_MAX,
  RESET_RESEND_WAITS_MS,
  SIGNUP_RESEND_BLOCK_MS,
  SIGNUP_RESEND_MAX,
  SIGNUP_RESEND_WAITS_MS,
} from '@quad/contract/constants';
import { RATE_LIMIT_EMAIL_PREFIX, local, readJson, SESSION, session } from '@/lib/storage';
import { normaliseEmail } from './blocked-until';

/** Resends of one cycle, when the next one is allowed, and when the counter is forgotten. */
export interface ResendCounter {
  count: number;
  nextAt: number;
  expiresAt: number;
}

/** What the resend link shows. */
export interface ResendStatus {
  remaining: number;
  /** Until the next resend is allowed (0: now). */
  waitMs: number;
}

/** The wait after the n-th send (1-based); the last wait of the list repeats. */
export const waitAfter = (waits: readonly number[], n: number): number =>
  n < 1 ? 0 : (waits[Math.min(n, waits.length) - 1] ?? 0);

// Sign-up: local storage "rateLimitEmail_<email>", forgotten 7 days after the last resend.

export const signupCounterKey = (email: string): string => RATE_LIMIT_EMAIL_PREFIX + normaliseEmail(email);

export function readSignupCounter(email: string, now: number): ResendCounter | null {
  const key = signupCounterKey(email);
  const counter = readJson<ResendCounter | null>(local.get(key), null);
  if (!counter || typeof counter.count !== 'number' || typeof counter.nextAt !== 'number') return null;
  if (!(counter.expiresAt > now)) {
    local.remove(key);
    return null;
  }
  return counter;
}

export function signupResendStatus(counter: ResendCounter | null, now: number): ResendStatus {
  return {
    remaining: SIGNUP_RESEND_MAX - (counter?.count ?? 0),
    waitMs: counter ? Math.max(0, counter.nextAt - now) : 0,
  };
}

/**
 * Counts a successful sign-up resend. The server's own figures, when it gives them, win
 * (another tab or device may have resent too). Returns the counter and, after the last
 * resend of a cycle, when the 10-minute block ends; a new cycle starts after it.
 */
export function recordSignupResend(
  email: string,
  now: number,
  server?: { resends_remaining: number; retry_after_seconds: number },
): { counter: ResendCounter; blockedUntil: number | null } {
  const previous = readSignupCounter(email, now)?.count ?? 0;
  const count = server ? SIGNUP_RESEND_MAX - server.resends_remaining : previous + 1;
  const serverWait = server ? server.retry_after_seconds * 1000 : null;
  const expiresAt = now + RESEND_COUNTER_TTL_MS;
  if (count >= SIGNUP_RESEND_MAX) {
    const counter = { count: 0, nextAt: now, expiresAt };
    local.set(signupCounterKey(email), JSON.stringify(counter));
    return { counter, blockedUntil: now + (serverWait ?? SIGNUP_RESEND_BLOCK_MS) };
  }
  const counter = { count, nextAt: now + (serverWait ?? waitAfter(SIGNUP_RESEND_WAITS_MS, count)), expiresAt };
  local.set(signupCounterKey(email), JSON.stringify(counter));
  return { counter, blockedUntil: null };
}

/** When the server refuses a resend with a wait, the link waits as long. */
export function delaySignupResend(email: string, until: number, now: number): ResendCounter {
  const current = readSignupCounter(email, now);
  const counter = { count: current?.count ?? 0, nextAt: until, expiresAt: now + RESEND_COUNTER_TTL_MS };
  local.set(signupCounterKey(email), JSON.stringify(counter));
  return counter;
}

export const clearSignupCounter = (email: string): void => local.remove(signupCounterKey(email));

// Password reset: session storage "passwordResetCounters", one counter per e-mail.

type ResetCounters = Record<string, ResendCounter>;

function readResetCounters(now: number): ResetCounters {
  const all = readJson<ResetCounters>(session.get(SESSION.passwordResetCounters), {});
  return Object.fromEntries(Object.entries(all).filter(([, c]) => c && c.expiresAt > now));
}

export function readResetCounter(email: string, now: number): ResendCounter | null {
  return readResetCounters(now)[normaliseEmail(email)] ?? null;
}

export function resetResendStatus(counter: ResendCounter | null, now: number): ResendStatus {
  return {
    remaining: Math.max(0, RESET_RESEND_MAX - (counter?.count ?? 0)),
    waitMs: counter ? Math.max(0, counter.nextAt - now) : 0,
  };
}

/** Counts a reset resend; after the last one the server pauses for an hour, then a new cycle starts. */
export function recordResetResend(email: string, now: number): ResendCounter {
  const all = readResetCounters(now);
  const key = normaliseEmail(email);
  const count = (all[key]?.count ?? 0) + 1;
  const counter = {
    count,
    nextAt: now + waitAfter(RESET_RESEND_WAITS_MS, count),
    expiresAt: now + (count >= RESET_RESEND_MAX ? RESET_RESEND_BLOCK_MS : RESEND_COUNTER_TTL_MS),
  };
  session.set(SESSION.passwordResetCounters, JSON.stringify({ ...all, [key]: counter }));
  return counter;
}
