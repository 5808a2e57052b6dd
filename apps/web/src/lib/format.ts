import { longDate } from './date-time';

/** 70 → 5'10" */
export function formatHeight(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** 1 → "1 day", 30 → "30 days" */
export function formatCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A calendar date in words: "November 20, 2026". */
export function formatLongDate(date: Date): string {
  return longDate(date);
}

/** The local calendar date as YYYY-MM-DD, for a <time dateTime> attribute. */
export function isoLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
