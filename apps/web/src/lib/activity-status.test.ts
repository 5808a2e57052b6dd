import { describe, expect, it } from 'vitest';
import { activityStatus, cardStatus, withPresence } from './activity-status';

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

describe("a member card's status line", () => {
  it('is Online only when the server said so (a connection open), and the clock still moves it on', () => {
    const connected = { last_activity_at: ago(MIN), header_status: 'Online' as const };
    const closedTabs = { last_activity_at: ago(MIN), header_status: null };
    expect(cardStatus(connected, now)).toBe('Online');
    expect(cardStatus(closedTabs, now)).toBe('Active 1 minute ago');
    expect(cardStatus(connected, now + 4 * MIN)).toBe('Active 5 minutes ago');
    expect(cardStatus(connected, now, true)).toBe('Active 1 minute ago');
  });

  it('follows presence events', () => {
    const card = { last_activity_at: ago(10 * MIN), header_status: null };
    const back = withPresence(card, true, ago(0));
    expect(cardStatus(back, now)).toBe('Online');
    expect(cardStatus(withPresence(back, false, ago(20_000)), now)).toBe('Active just now');
    expect(withPresence(back, false, null).last_activity_at).toBe(back.last_activity_at);
  });
});
