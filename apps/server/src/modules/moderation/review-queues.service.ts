import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  nextLadderStep,
  type TPendingAutoFlags,
  type TPendingProfileFlags,
  type TPendingReports,
  type TQueueUser,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { autoFlags, profileFlags, reports, users } from '@/db/schema/index';
import { strikeCounts } from './strikes.repository';

/** The review lists are worked from the top; this many at a time keeps them quick. */
const QUEUE_LIMIT = 200;
const DAY_MS = 24 * 60 * 60_000;

const reporter = alias(users, 'reporter');
const recipient = alias(users, 'recipient');

/** What the queue rows show of each member: reports against them, strikes, the ladder's next step. */
export interface QueueFacts {
  reports: Map<number, number>;
  strikes: Map<number, number>;
  ladder: string;
}

export async function queueFacts(ctx: AppContext, ids: number[]): Promise<QueueFacts> {
  const [counts, strikes, ladder] = await Promise.all([
    reportCounts(ctx, ids),
    strikeCounts(ctx.db, ids),
    ctx.settings.get('strike_ladder'),
  ]);
  return { reports: counts, strikes, ladder };
}

/** Reports against each of these members, for the queue rows. */
async function reportCounts(ctx: AppContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: reports.reportedId, n: sql<number>`count(*)::int` })
    .from(reports)
    .where(inArray(reports.reportedId, [...new Set(ids)]))
    .groupBy(reports.reportedId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function queueUser(ctx: AppContext, row: typeof users.$inferSelect, facts: QueueFacts): TQueueUser {
  const strikeCount = facts.strikes.get(row.id) ?? 0;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    account_age_days: Math.max(0, Math.floor((ctx.clock.now().getTime() - row.createdAt.getTime()) / DAY_MS)),
    is_suspended: row.isSuspended,
    is_deleted: row.deletedAt !== null,
    total_reports: facts.reports.get(row.id) ?? 0,
    strike_count: strikeCount,
    next_step: nextLadderStep(facts.ladder, strikeCount),
  };
}

/** Reports waiting for review, oldest first. */
export async function pendingReports(ctx: AppContext): Promise<TPendingReports> {
  const rows = await ctx.db
    .select({ report: reports, reported: users, reporter })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(eq(reports.status, 'pending'))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(QUEUE_LIMIT);
  const counts = await queueFacts(
    ctx,
    rows.flatMap((r) => [r.reported.id, r.reporter.id]),
  );
  return {
    pending_reports: rows.map(({ report, reported, reporter: by }) => ({
      id: report.id,
      reported_user: queueUser(ctx, reported, counts),
      reporter: queueUser(ctx, by, counts),
      reason: report.reason,
      description: report.description,
      created_at: report.createdAt.toISOString(),
    })),
  };
}

/** Flagged messages waiting for review, highest risk first. */
export async function pendingAutoFlags(ctx: AppContext): Promise<TPendingAutoFlags> {
  const rows = await ctx.db
    .select({ flag: autoFlags, sender: users, recipient })
    .from(autoFlags)
    .innerJoin(users, eq(users.id, autoFlags.senderId))
    .innerJoin(recipient, eq(recipient.id, autoFlags.recipientId))
    .where(eq(autoFlags.status, 'pending'))
    .orderBy(desc(autoFlags.riskScore), asc(autoFlags.createdAt), asc(autoFlags.id))
    .limit(QUEUE_LIMIT);
  const counts = await queueFacts(
    ctx,
    rows.flatMap((r) => [r.sender.id, r.recipient.id]),
  );
  return {
    auto_flags: rows.map(({ flag, sender, recipient: to }) => ({
      id: flag.id,
      message_id: flag.messageId,
      sender: queueUser(ctx, sender, counts),
      recipient: queueUser(ctx, to, counts),
      flag_reason: flag.flagReason,
      risk_score: flag.riskScore,
      detected_patterns: flag.detectedPatterns,
      message_content: flag.messageContent,
      created_at: flag.createdAt.toISOString(),
    })),
  };
}

/** Flagged profile texts waiting for review, highest risk first. */
export async function pendingProfileFlags(ctx: AppContext): Promise<TPendingProfileFlags> {
  const rows = await ctx.db
    .select({ flag: profileFlags, user: users })
    .from(profileFlags)
    .innerJoin(users, eq(users.id, profileFlags.userId))
    .where(eq(profileFlags.status, 'pending'))
    .orderBy(desc(profileFlags.riskScore), asc(profileFlags.createdAt), asc(profileFlags.id))
    .limit(QUEUE_LIMIT);
  const counts = await queueFacts(
    ctx,
    rows.map((r) => r.user.id),
  );
  return {
    profile_flags: rows.map(({ flag, user }) => ({
      id: flag.id,
      user: queueUser(ctx, user, counts),
      flag_reason: flag.flagReason,
      risk_score: flag.riskScore,
      detected_patterns: flag.detectedPatterns,
      flagged_fields: flag.flaggedFields,
      profile_text: flag.profileText,
      created_at: flag.createdAt.toISOString(),
    })),
  };
}
