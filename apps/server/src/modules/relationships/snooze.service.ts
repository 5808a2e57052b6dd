import { eq } from 'drizzle-orm';
import type { TSnoozeRequest, TSnoozeState } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { NotFound } from '@/platform/errors';
import { isSnoozed } from './relationships.policy';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'browsePopulation'>;

/**
 * "Until I turn it off" is stored as this far-future end, so every query keeps one comparison
 * with the clock and no job has to end a snooze.
 */
export const SNOOZE_UNTIL_TURNED_OFF = new Date('9999-12-31T00:00:00.000Z');
const HOUR_MS = 60 * 60_000;

/** The member's snooze as they see it at `now`; an ended snooze reads as none. */
export function presentSnooze(snoozedUntil: Date | null, now: Date): TSnoozeState {
  if (snoozedUntil === null || !isSnoozed({ snoozedUntil }, now)) {
    return { snoozed: false, ends_at: null, until_turned_off: false };
  }
  const open = snoozedUntil.getTime() >= SNOOZE_UNTIL_TURNED_OFF.getTime();
  return { snoozed: true, ends_at: open ? null : snoozedUntil.toISOString(), until_turned_off: open };
}

async function setSnoozedUntil(ctx: Ctx, userId: number, until: Date | null): Promise<TSnoozeState> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(users)
    .set({ snoozedUntil: until, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ snoozedUntil: users.snoozedUntil });
  if (!row) throw new NotFound('Account not found');
  // Snoozing takes the member out of (or back into) the population browse counts.
  ctx.browsePopulation.clear();
  return presentSnooze(row.snoozedUntil, now);
}

/** Snoozes for `hours` from now (null: until turned off); snoozing again replaces the end. */
export function snooze(ctx: Ctx, userId: number, hours: TSnoozeRequest['hours']): Promise<TSnoozeState> {
  const until = hours === null ? SNOOZE_UNTIL_TURNED_OFF : new Date(ctx.clock.now().getTime() + hours * HOUR_MS);
  return setSnoozedUntil(ctx, userId, until);
}

/** Ends the snooze now (ending none is fine). */
export function endSnooze(ctx: Ctx, userId: number): Promise<TSnoozeState> {
  return setSnoozedUntil(ctx, userId, null);
}
