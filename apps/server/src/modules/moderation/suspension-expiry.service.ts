import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DUE_PROCESS_MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { registerPeriodicSweep } from '@/platform/periodic-sweep';
import { users } from '@/db/schema/index';
import { liftSuspension } from './member-actions.service';

/** Suspensions ended per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 200;

/**
 * Ends every timed suspension that is over, exactly as an administrator's unsuspension does
 * (live events, the banner gone, sending restored), with the system as the actor in the
 * history. Each lift is conditional on the end having passed, so several instances sweeping
 * at once lift each suspension once, and a new suspension in between stays. Answers how
 * many ended.
 */
export async function endExpiredSuspensions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: users.id, until: users.suspendedUntil })
    .from(users)
    .where(and(eq(users.isSuspended, true), lte(users.suspendedUntil, now), isNull(users.deletedAt)))
    .orderBy(asc(users.suspendedUntil))
    .limit(SWEEP_BATCH);
  let ended = 0;
  for (const { id, until } of due) {
    const lifted = await liftSuspension(ctx, id, {
      adminId: null,
      reason: DUE_PROCESS_MSG.suspensionEnded,
      notes: { suspended_until: until?.toISOString() ?? null },
      endedBy: now,
    });
    if (lifted) ended++;
  }
  return ended;
}

/** Every SUSPENSION_SWEEP_INTERVAL_SECONDS each instance ends the suspensions that are over. */
export function registerSuspensionExpiry(app: FastifyInstance): void {
  const { ctx } = app;
  registerPeriodicSweep(app, 'suspension expiry sweep', ctx.config.suspensionSweepIntervalMs, () =>
    endExpiredSuspensions(ctx),
  );
}
