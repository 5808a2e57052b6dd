import { ONLINE_THRESHOLD_MS } from '@quad/contract/constants';
import { shortDate } from './date-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The online status line (member-app.md section 4 "Activity status"): Online under five
 * minutes since the last activity, then Active N minutes/hours/days ago, then Last seen
 * {date}. After a went-offline event the member is no longer Online even within the five
 * minutes: Active just now, or Active N minutes ago.
 */
export function activityStatus(lastActivityAt: string | null, now: number, wentOffline = false): string {
  if (!lastActivityAt) return 'Never active';
  const at = Date.parse(lastActivityAt);
  if (Number.isNaN(at)) return 'Never active';
  const ago = Math.max(0, now - at);
  if (ago < ONLINE_THRESHOLD_MS) {
    if (!wentOffline) return 'Online';
    return ago < MINUTE ? 'Active just now' : `Active ${plural(Math.floor(ago / MINUTE), 'minute')} ago`;
  }
  if (ago < HOUR) return `Active ${plural(Math.floor(ago / MINUTE), 'minute')} ago`;
  if (ago < DAY) return `Active ${plural(Math.floor(ago / HOUR), 'hour')} ago`;
  if (ago < 7 * DAY) return `Active ${plural(Math.floor(ago / DAY), 'day')} ago`;
  return `Last seen ${shortDate(new Date(at))}`;
}

/**
 * The status a card or chat header shows: Away for a snoozed partner (the server then sends
 * no activity time), else the activity status.
 */
export function memberStatus(
  user: { header_status: 'Online' | 'Away' | null; last_activity_at: string | null },
  now: number,
  wentOffline = false,
): string {
  if (user.header_status === 'Away') return 'Away';
  return activityStatus(user.last_activity_at, now, wentOffline);
}
