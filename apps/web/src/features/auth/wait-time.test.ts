import { describe, expect, it } from 'vitest';
import { formatClock, formatCountdown, incorrectAttemptsNotice } from './wait-time';

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
  it('words the notice as the specification does', () => {
    expect(incorrectAttemptsNotice('14m 59s')).toBe(
      'Too many incorrect verification attempts. Please wait 14m 59s before trying again.',
    );
  });
});
