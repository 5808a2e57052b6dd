import { sql, type SQL } from 'drizzle-orm';

/** A member's id in SQL: a column or expression, or a number bound as a parameter. */
export type MemberRef = SQL | number;

/** Bound numbers are typed, so that least() and greatest() compare integers. */
export const ref = (m: MemberRef): SQL => (typeof m === 'number' ? sql`${m}::int` : m);

/** The order-independent key of a pair of members in `conversations`: the lower id first. */
export function pairKey(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

/** The same key in SQL, for statements that handle pairs the database composes. */
export function pairKeySql(a: MemberRef, b: MemberRef): { low: SQL; high: SQL } {
  return { low: sql`least(${ref(a)}, ${ref(b)})`, high: sql`greatest(${ref(a)}, ${ref(b)})` };
}
