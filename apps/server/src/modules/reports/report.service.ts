import { and, eq, gt, sql } from 'drizzle-orm';
import { MSG, REPORT_REPEAT_WINDOW_MS, type TReportReason } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { reports, users } from '@/db/schema/index';
import { BadRequest, Conflict, NotFound } from '@/platform/errors';

export interface NewReport {
  reason: TReportReason;
  description?: string | undefined;
}

/**
 * A member reports another for the administrators' review queue. The same member may be
 * reported by the same reporter for the same reason once a day; concurrent duplicates are
 * serialised by a lock on (reporter, reported), so only one passes.
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
    await tx.execute(sql`select pg_advisory_xact_lock(${reporterId}::int, ${reportedId}::int)`);
    const [recent] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.reportedId, reportedId),
          eq(reports.reason, report.reason),
          gt(reports.createdAt, new Date(now.getTime() - REPORT_REPEAT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (recent) throw new Conflict(MSG.alreadyReported);
    await tx.insert(reports).values({
      reporterId,
      reportedId,
      reason: report.reason,
      description: report.description ? report.description : null,
      createdAt: now,
    });
  });
}
