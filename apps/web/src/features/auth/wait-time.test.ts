import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCountdown,
  incorrectAttemptsNotice,
  mentionsIncorrectAttempts,
  parseWaitMs,
} from './wait-time';

describe('parseWaitMs', () => {
  it('reads the wait a 429 message names', () => {
    expect(parseWaitMs('Too many incorrect verification attempts. Please wait 15 minutes before trying again.')).toBe(
      15 * 60_000,
    );
    expect(parseWaitMs('Please wait 1 minute before trying again.')).toBe(60_000);
    expect(parseWaitMs('Please wait 2 hours before trying again.')).toBe(2 * 3_600_000);
    expect(parseWaitMs('Please Wait 1 Hour')).toBe(3_600_000);
    expect(parseWaitMs('Please wait 30 seconds before requesting another code.')).toBe(30_000);
  });

  it('gives null when the message names no wait', () => {
    expect(parseWaitMs('Too many attempts. Please wait before trying again.')).toBeNull();
    expect(parseWaitMs('')).toBeNull();
  });
});

describe('countdowns', () => {
  it('counts down in hours, minutes and seconds', () => {
    expect(formatCountdown(3_600_000 + 4 * 60_000 + 9_000)).toBe('1h 04m 09s');
    expect(formatCountdown(15 * 60_000)).toBe('15m 00s');
    expect(formatCountdown(9_000)).toBe('9s');
    expect(formatCountdown(8_001)).toBe('9s');
    expect(formatCountdown(-5)).toBe('0s');
  });

  it('shows short resend waits as a clock', () => {
    expect(formatClock(30_000)).toBe('0:30');
    expect(formatClock(180_000)).toBe('3:00');
    expect(formatClock(61_500)).toBe('1:02');
  });
});

describe('the Blocked state', () => {
  it('starts only for messages about incorrect verification attempts', () => {
    expect(mentionsIncorrectAttempts('Too many incorrect verification attempts. Please wait 15 minutes')).toBe(true);
    expect(mentionsIncorrectAttempts('Too many failed sign-in attempts. Please wait 1 minute')).toBe(false);
  });

  it('words the notice as the specification does', () => {
    expect(incorrectAttemptsNotice('14m 59s')).toBe(
      'Too many incorrect verification attempts. Please wait 14m 59s before trying again.',
    );
  });
});
