import { count, sql } from 'drizzle-orm';
import type { TFlagKind, TFlagStatistics } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { autoFlags, profileFlags } from '@/db/schema/index';

/**
 * Totals for one kind of flag, as the admin settings cards show them: how many, how many
 * wait for review, how many were reviewed, which share of the reviewed ones an
 * administrator marked false positive (percent, one decimal), and the count per reason.
 */
export async function flagStatistics(ctx: AppContext, kind: TFlagKind): Promise<TFlagStatistics> {
  const table = kind === 'message' ? autoFlags : profileFlags;
  const [totals] = await ctx.db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${table.status} = 'pending')::int`,
      resolved: sql<number>`count(*) filter (where ${table.status} = 'reviewed')::int`,
      falsePositives: sql<number>`count(*) filter (where ${table.status} = 'reviewed' and ${table.falsePositive})::int`,
    })
    .from(table);
  const reasons = await ctx.db
    .select({ reason: table.flagReason, flags: count() })
    .from(table)
    .groupBy(table.flagReason)
    .orderBy(table.flagReason);
  const resolved = totals?.resolved ?? 0;
  const falsePositives = totals?.falsePositives ?? 0;
  return {
    total: totals?.total ?? 0,
    pending: totals?.pending ?? 0,
    resolved,
    false_positive_rate: resolved === 0 ? 0 : Math.round((falsePositives / resolved) * 1000) / 10,
    by_reason: Object.fromEntries(reasons.map((r) => [r.reason, r.flags])),
  };
}
