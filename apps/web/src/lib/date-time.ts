/**
 * Every date and time the app shows goes through here, so a time reads "7:47 PM" on every
 * screen (one locale, whatever the browser's).
 */
const LOCALE = 'en-US';

/** "7:47 PM" */
export function clockTime(at: Date | string): string {
  return new Date(at).toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit' });
}

/** "Nov 20, 2026"; without the year when `withYear` is false ("Nov 20"). */
export function shortDate(at: Date | string, withYear = true): string {
  return new Date(at).toLocaleDateString(LOCALE, {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** "November 20, 2026" */
export function longDate(at: Date | string): string {
  return new Date(at).toLocaleDateString(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Nov 20, 2026, 3:12 PM" */
export function dateTime(at: Date | string): string {
  return `${shortDate(at)}, ${clockTime(at)}`;
}

/** "3:42 PM" today, "Nov 18, 3:42 PM" this year, "Nov 18, 2025, 3:42 PM" before. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = clockTime(at);
  if (at.toDateString() === now.toDateString()) return time;
  return `${shortDate(at, at.getFullYear() !== now.getFullYear())}, ${time}`;
}
