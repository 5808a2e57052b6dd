import { beforeEach, describe, expect, it } from 'vitest';
import {
  RESEND_COUNTER_TTL_MS,
  RESET_RESEND_BLOCK_MS,
  RESET_RESEND_MAX,
  SIGNUP_RESEND_BLOCK_MS,
  SIGNUP_RESEND_MAX,
} from '@quad/contract';
import {
  delaySignupResend,
  readResetCounter,
  readSignupCounter,
  recordResetResend,
  recordSignupResend,
  resetResendStatus,
  signupCounterKey,
  signupResendStatus,
} from './resend-schedule';

const EMAIL = 'Ana@UCalgary.ca';
const T0 = Date.parse('2025-03-01T12:00:00Z');
const s = (n: number) => n * 1000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sign-up resends', () => {
  it('keeps the counter under rateLimitEmail_<email>, lower-cased', () => {
    recordSignupResend(EMAIL, T0);
    expect(signupCounterKey(EMAIL)).toBe('rateLimitEmail_ana@ucalgary.ca');
    expect(localStorage.getItem('rateLimitEmail_ana@ucalgary.ca')).not.toBeNull();
  });

  it('waits 30 s, 60 s, 120 s and 180 s after the 1st to 4th resend, then blocks for 10 minutes', () => {
    expect(signupResendStatus(readSignupCounter(EMAIL, T0), T0)).toEqual({ remaining: 5, waitMs: 0 });
    let now = T0;
    const waits = [s(30), s(60), s(120), s(180)];
    waits.forEach((wait, i) => {
      const { blockedUntil } = recordSignupResend(EMAIL, now);
      expect(blockedUntil).toBeNull();
      const status = signupResendStatus(readSignupCounter(EMAIL, now), now);
      expect(status).toEqual({ remaining: SIGNUP_RESEND_MAX - (i + 1), waitMs: wait });
      expect(signupResendStatus(readSignupCounter(EMAIL, now + wait), now + wait).waitMs).toBe(0);
      now += wait;
    });
    const fifth = recordSignupResend(EMAIL, now);
    expect(fifth.blockedUntil).toBe(now + SIGNUP_RESEND_BLOCK_MS);
    // After the block a new cycle starts with all five resends.
    expect(signupResendStatus(readSignupCounter(EMAIL, now), now).remaining).toBe(SIGNUP_RESEND_MAX);
  });

  it("takes the server's figures when it gives them", () => {
    recordSignupResend(EMAIL, T0, { resends_remaining: 2, retry_after_seconds: 120 });
    expect(signupResendStatus(readSignupCounter(EMAIL, T0), T0)).toEqual({ remaining: 2, waitMs: s(120) });
    const last = recordSignupResend(EMAIL, T0, { resends_remaining: 0, retry_after_seconds: 600 });
    expect(last.blockedUntil).toBe(T0 + s(600));
  });

  it('waits as long as a refusing server says', () => {
    recordSignupResend(EMAIL, T0);
    delaySignupResend(EMAIL, T0 + s(45), T0);
    expect(signupResendStatus(readSignupCounter(EMAIL, T0), T0)).toEqual({ remaining: 4, waitMs: s(45) });
  });

  it('forgets the counter 7 days after the last resend', () => {
    recordSignupResend(EMAIL, T0);
    expect(readSignupCounter(EMAIL, T0 + RESEND_COUNTER_TTL_MS - 1)).not.toBeNull();
    expect(readSignupCounter(EMAIL, T0 + RESEND_COUNTER_TTL_MS)).toBeNull();
    expect(localStorage.getItem(signupCounterKey(EMAIL))).toBeNull();
  });

  it('ignores a counter that is not one of ours', () => {
    localStorage.setItem(signupCounterKey(EMAIL), '{"nonsense":true}');
    expect(readSignupCounter(EMAIL, T0)).toBeNull();
    localStorage.setItem(signupCounterKey(EMAIL), 'not json');
    expect(readSignupCounter(EMAIL, T0)).toBeNull();
  });
});

describe('password reset resends', () => {
  it('waits 30 s, 60 s, then 120 s, and allows at most 5', () => {
    let now = T0;
    const waits = [s(30), s(60), s(120), s(120), s(120)];
    for (const [i, wait] of waits.entries()) {
      recordResetResend(EMAIL, now);
      const status = resetResendStatus(readResetCounter(EMAIL, now), now);
      expect(status).toEqual({ remaining: RESET_RESEND_MAX - (i + 1), waitMs: wait });
      now += wait;
    }
    expect(resetResendStatus(readResetCounter(EMAIL, now), now).remaining).toBe(0);
    // The server's hour-long pause over, a new cycle starts.
    const later = now - s(120) + RESET_RESEND_BLOCK_MS;
    expect(resetResendStatus(readResetCounter(EMAIL, later), later)).toEqual({
      remaining: RESET_RESEND_MAX,
      waitMs: 0,
    });
  });

  it('keeps the counters in session storage, per e-mail', () => {
    recordResetResend(EMAIL, T0);
    recordResetResend('ben@mtroyal.ca', T0);
    const stored = JSON.parse(sessionStorage.getItem('passwordResetCounters')!) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['ana@ucalgary.ca', 'ben@mtroyal.ca']);
  });
});
