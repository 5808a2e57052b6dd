import { describe, expect, it } from 'vitest';
import { formatWait, incorrectAttemptsMessage, parseWaitMs, resendWaitMessage } from './messages';

describe('waits in 429 messages', () => {
  it('rounds up to whole minutes, then hours', () => {
    expect(formatWait(1)).toBe('1 minute');
    expect(formatWait(60_000)).toBe('1 minute');
    expect(formatWait(60_001)).toBe('2 minutes');
    expect(formatWait(15 * 60_000)).toBe('15 minutes');
    expect(formatWait(60 * 60_000)).toBe('1 hour');
    expect(formatWait(61 * 60_000)).toBe('2 hours');
  });

  it('reads back the wait the client counts down', () => {
    expect(parseWaitMs(incorrectAttemptsMessage(15 * 60_000))).toBe(15 * 60_000);
    expect(parseWaitMs(incorrectAttemptsMessage(30_000))).toBe(60_000);
    expect(parseWaitMs('Please wait 2 hours before trying again.')).toBe(2 * 3_600_000);
    expect(parseWaitMs('Please Wait 1 Hour')).toBe(3_600_000);
    expect(parseWaitMs(resendWaitMessage(29_500))).toBe(30_000);
    expect(parseWaitMs('Invalid verification code')).toBeNull();
    expect(parseWaitMs('Too many attempts. Please wait before trying again.')).toBeNull();
  });
});
