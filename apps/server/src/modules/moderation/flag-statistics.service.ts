import { count, sql } from 'drizzle-orm';
import type { TFlagKind, TFlagStatistics, TNudgeStatistics } from '@quad/contract';
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
  const nudges = kind === 'message' ? { nudges: await nudgeStatistics(ctx) } : {};
  return {
    ...nudges,
    total: totals?.total ?? 0,
    pending: totals?.pending ?? 0,
    resolved,
    false_positive_rate: resolved === 0 ? 0 : Math.round((falsePositives / resolved) * 1000) / 10,
    by_reason: Object.fromEntries(reasons.map((r) => [r.reason, r.flags])),
  };
}

/**
 * "Are you sure?" nudges: how many held sends, how many were sent anyway (a message with the
 * held send's client id was stored), and the rest, which the sender edited or gave up.
 */
async function nudgeStatistics(ctx: AppContext): Promise<TNudgeStatistics> {
  const result = (await ctx.db.execute<{ issued: number | string; confirmed: number | string }>(sql`
    select count(*)::int as issued,
      count(*) filter (where exists (select 1 from messages m
        where m.sender_id = n.sender_id and m.client_id = n.client_id))::int as confirmed
    from message_nudges n
  `)) as { rows: { issued: number | string; confirmed: number | string }[] };
  const issued = Number(result.rows[0]?.issued ?? 0);
  const confirmed = Number(result.rows[0]?.confirmed ?? 0);
  return { issued, confirmed, edited: issued - confirmed };
}
