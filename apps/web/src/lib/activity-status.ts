import type { TUserCard } from '@quad/contract';
import { ONLINE_THRESHOLD_MS } from '@quad/contract/constants';
import { shortDate } from './date-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The online status line (member-app.md section 4 "Activity status"): Online under five
 * minutes since the last activity, then Active N minutes/hours/days ago, then Last seen
 * {date}. A member with no open connection (a went-offline event, or a card the server sent
 * without Online) is never Online, even within the five minutes: Active just now, or Active N
 * minutes ago.
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

type Presence = Pick<TUserCard, 'last_activity_at' | 'header_status'>;

/**
 * A member card's or chat header's status line. Away for a snoozed partner (the server then
 * sends no activity time). The server says Online only while the member has a connection
 * open; from there the clock moves the line on (Online becomes "Active 5 minutes ago" once the
 * activity is five minutes old). `wentOffline`: a went-offline event arrived since the card.
 */
export function cardStatus(card: Presence, now: number, wentOffline = false): string {
  if (card.header_status === 'Away') return 'Away';
  return activityStatus(card.last_activity_at, now, wentOffline || card.header_status !== 'Online');
}

/** A card after a presence event: connected again (user_activity_update) or gone (user_went_offline). */
export function withPresence<C extends Presence>(card: C, online: boolean, lastActivityAt: string | null): C {
  return {
    ...card,
    header_status: online ? 'Online' : null,
    last_activity_at: lastActivityAt ?? card.last_activity_at,
  };
}
