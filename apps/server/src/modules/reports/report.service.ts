import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { MSG, REPORT_REPEAT_WINDOW_MS, REPORTS_PER_DAY, type TReportReason } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { reports, users } from '@/db/schema/index';
import { BadRequest, Conflict, NotFound, TooManyRequests } from '@/platform/errors';

export interface NewReport {
  reason: TReportReason;
  description?: string | undefined;
}

/** Advisory locks of this first key serialise one reporter's reports (ids are positive, so no other lock shares it). */
const REPORTER_LOCK_SPACE = -1_001;

/**
 * A member reports another for the administrators' review queue. The same member may be
 * reported by the same reporter for the same reason once a day, and a reporter files at
 * most REPORTS_PER_DAY reports a day (429), so that one account cannot flood the queue.
 * A reporter's reports are serialised by a lock, so concurrent ones cannot pass either limit.
 */
export async function reportMember(
  ctx: AppContext,
  reporterId: number,
  reportedId: number,
  report: NewReport,
): Promise<void> {
  if (reporterId === reportedId) throw new BadRequest(MSG.cannotReportSelf);
  const [reported] = await ctx.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, reportedId));
  if (!reported || reported.deletedAt !== null) throw new NotFound(MSG.userNotFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORTER_LOCK_SPACE}::int, ${reporterId}::int)`);
    const since = new Date(now.getTime() - REPORT_REPEAT_WINDOW_MS);
    const [recent] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.reportedId, reportedId),
          eq(reports.reason, report.reason),
          gt(reports.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) throw new Conflict(MSG.alreadyReported, { code: 'already_reported' });
    const [filed] = await tx
      .select({ count: count(), oldest: min(reports.createdAt) })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
    if (filed && filed.count >= REPORTS_PER_DAY) {
      const freeAt = (filed.oldest ?? now).getTime() + REPORT_REPEAT_WINDOW_MS;
      throw new TooManyRequests(MSG.tooManyReports, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
    await tx.insert(reports).values({
      reporterId,
      reportedId,
      reason: report.reason,
      description: report.description ? report.description : null,
      createdAt: now,
    });
  });
}
