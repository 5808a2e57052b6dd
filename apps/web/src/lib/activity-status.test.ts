import { describe, expect, it } from 'vitest';
import { activityStatus } from './activity-status';

const now = Date.UTC(2026, 10, 20, 12, 0);
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('online status line', () => {
  it('reads Online under five minutes, then minutes, hours and days, then the date', () => {
    expect(activityStatus(ago(4 * MIN + 59_000), now)).toBe('Online');
    expect(activityStatus(ago(5 * MIN), now)).toBe('Active 5 minutes ago');
    expect(activityStatus(ago(59 * MIN), now)).toBe('Active 59 minutes ago');
    expect(activityStatus(ago(60 * MIN), now)).toBe('Active 1 hour ago');
    expect(activityStatus(ago(23 * 60 * MIN), now)).toBe('Active 23 hours ago');
    expect(activityStatus(ago(24 * 60 * MIN), now)).toBe('Active 1 day ago');
    expect(activityStatus(ago(6 * 24 * 60 * MIN), now)).toBe('Active 6 days ago');
    expect(activityStatus(ago(7 * 24 * 60 * MIN), now)).toMatch(/^Last seen Nov 13, 2026$/);
    expect(activityStatus(null, now)).toBe('Never active');
  });

  it('after a went-offline event says Active just now or N minutes ago instead of Online', () => {
    expect(activityStatus(ago(20_000), now, true)).toBe('Active just now');
    expect(activityStatus(ago(MIN), now, true)).toBe('Active 1 minute ago');
    expect(activityStatus(ago(3 * MIN), now, true)).toBe('Active 3 minutes ago');
  });
});
