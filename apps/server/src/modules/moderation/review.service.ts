import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_ACTION_MSG,
  MSG,
  type TAdminActionType,
  type TReviewAction,
  type TReviewResponse,
  type ZReviewFlagRequest,
  type ZReviewReportRequest,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { autoFlags, profileFlags, reports, users } from '@/db/schema/index';
import { Conflict, NotFound } from '@/platform/errors';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { loadActionTarget } from '@/modules/admin/admin-targets.policy';
import { deleteMember, notesOf, suspendMember, warnMember, type ActionInput } from './member-actions.service';

type ReviewReport = z.output<typeof ZReviewReportRequest>;
type ReviewFlag = z.output<typeof ZReviewFlagRequest>;
type Queue = typeof reports | typeof autoFlags | typeof profileFlags;

interface Claim {
  queue: Queue;
  id: number;
  adminId: number;
  action: TReviewAction;
  adminNotes: string | undefined;
  falsePositive?: boolean;
}

/**
 * Marks a pending item reviewed, so two administrators cannot both act on it. Throws 404
 * for an unknown item and 409 for one already reviewed. Returns how to undo the claim if
 * the action then fails.
 */
async function claimItem(ctx: AppContext, claim: Claim): Promise<() => Promise<void>> {
  const { queue } = claim;
  const claimed = await ctx.db
    .update(queue)
    .set({
      status: 'reviewed',
      reviewAction: claim.action,
      reviewedById: claim.adminId,
      reviewedAt: ctx.clock.now(),
      adminNotes: claim.adminNotes ?? null,
      ...(claim.falsePositive !== undefined ? { falsePositive: claim.falsePositive } : {}),
    })
    .where(and(eq(queue.id, claim.id), eq(queue.status, 'pending')))
    .returning({ id: queue.id });
  if (claimed.length === 0) {
    const [exists] = await ctx.db.select({ id: queue.id }).from(queue).where(eq(queue.id, claim.id));
    throw exists
      ? new Conflict(ADMIN_ACTION_MSG.alreadyReviewed)
      : new NotFound(queue === reports ? ADMIN_ACTION_MSG.reportNotFound : ADMIN_ACTION_MSG.flagNotFound);
  }
  return async () => {
    await ctx.db
      .update(queue)
      .set({ status: 'pending', reviewAction: null, reviewedById: null, reviewedAt: null, adminNotes: null })
      .where(eq(queue.id, claim.id));
  };
}

/**
 * Applies the chosen outcome to the member: warn, suspend or delete through the member
 * actions (each recorded), or a recorded dismissal. `message` is what the member receives.
 * A warning or suspension upholds the report or flag: it is a strike on the member's record.
 */
async function applyOutcome(
  ctx: AppContext,
  action: TReviewAction,
  targetId: number,
  message: string | undefined,
  input: ActionInput,
  dismissType: TAdminActionType,
  durationHours: number | null = null,
): Promise<void> {
  switch (action) {
    case 'dismiss':
      await recordAdminAction(ctx.db, {
        adminId: input.adminId,
        targetUserId: targetId,
        actionType: dismissType,
        reason: 'dismiss',
        notes: notesOf(input, {}),
        at: ctx.clock.now(),
      });
      return;
    case 'warn':
      await warnMember(ctx, targetId, message ?? ADMIN_ACTION_MSG.defaultWarning, input);
      return;
    case 'suspend':
      await suspendMember(ctx, targetId, message ?? MSG.accountSuspendedDefault, input, durationHours);
      return;
    case 'delete':
      await deleteMember(ctx, targetId, message ?? MSG.deleteUserDefaultReason, input);
      await closeOpenItems(ctx, targetId, input.adminId);
      return;
  }
}

/** A deleted member's other waiting reports and flags are settled by the deletion. */
async function closeOpenItems(ctx: AppContext, userId: number, adminId: number): Promise<void> {
  const closed = {
    status: 'reviewed' as const,
    reviewAction: 'delete',
    reviewedById: adminId,
    reviewedAt: ctx.clock.now(),
  };
  await ctx.db
    .update(reports)
    .set(closed)
    .where(and(eq(reports.reportedId, userId), eq(reports.status, 'pending')));
  await ctx.db
    .update(autoFlags)
    .set(closed)
    .where(and(eq(autoFlags.senderId, userId), eq(autoFlags.status, 'pending')));
  await ctx.db
    .update(profileFlags)
    .set(closed)
    .where(and(eq(profileFlags.userId, userId), eq(profileFlags.status, 'pending')));
}

async function review(ctx: AppContext, claim: Claim, targetId: number, run: () => Promise<void>): Promise<void> {
  // Refuse an impossible action (deleted member, an administrator) before claiming the item.
  if (claim.action !== 'dismiss') await loadActionTarget(ctx, claim.adminId, targetId);
  const undo = await claimItem(ctx, claim);
  try {
    await run();
  } catch (err) {
    await undo();
    throw err;
  }
}

const outcomeMessage = (action: TReviewAction): string =>
  action === 'dismiss'
    ? ADMIN_ACTION_MSG.dismissed
    : {
        warn: ADMIN_ACTION_MSG.warned,
        suspend: ADMIN_ACTION_MSG.suspended,
        delete: ADMIN_ACTION_MSG.deleted,
      }[action];

/** POST /api/admin/reports/{id}/review */
export async function reviewReport(
  ctx: AppContext,
  adminId: number,
  reportId: number,
  body: ReviewReport,
): Promise<TReviewResponse> {
  const [row] = await ctx.db
    .select({ report: reports, reporterUsername: users.username })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.id, reportId));
  if (!row) throw new NotFound(ADMIN_ACTION_MSG.reportNotFound);
  const { report } = row;
  const input: ActionInput = {
    adminId,
    adminNotes: body.admin_notes,
    reportContext: {
      reporter_username: row.reporterUsername,
      report_reason: report.reason,
      report_description: report.description,
    },
    extraNotes: { report_id: report.id, moderation_message: body.moderation_message ?? null },
    strike: { source: 'report', sourceId: report.id },
  };
  const claim: Claim = { queue: reports, id: reportId, adminId, action: body.action, adminNotes: body.admin_notes };
  await review(ctx, claim, report.reportedId, async () => {
    if (body.moderation_message) {
      await ctx.db.update(reports).set({ moderationMessage: body.moderation_message }).where(eq(reports.id, reportId));
    }
    await applyOutcome(
      ctx,
      body.action,
      report.reportedId,
      body.moderation_message,
      input,
      'dismiss_report',
      body.duration_hours ?? null,
    );
  });
  const answer: TReviewResponse = { msg: outcomeMessage(body.action) };
  if (body.action === 'dismiss') {
    const [others] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.reportedId, report.reportedId), eq(reports.status, 'pending'), ne(reports.id, reportId)));
    const n = others?.n ?? 0;
    if (n > 0) answer.message = `This member still has ${n} other pending ${n === 1 ? 'report' : 'reports'}.`;
  }
  return answer;
}

/** POST /api/admin/auto-flags/{id}/review: the sender is the member acted on. */
export async function reviewAutoFlag(
  ctx: AppContext,
  adminId: number,
  flagId: number,
  body: ReviewFlag,
): Promise<TReviewResponse> {
  const [flag] = await ctx.db.select().from(autoFlags).where(eq(autoFlags.id, flagId));
  if (!flag) throw new NotFound(ADMIN_ACTION_MSG.flagNotFound);
  const input = {
    ...flagInput(adminId, body, { flag_id: flag.id, flag_kind: 'message', ...flagFacts(flag) }),
    strike: { source: 'message_flag' as const, sourceId: flag.id },
  };
  const claim: Claim = {
    queue: autoFlags,
    id: flagId,
    adminId,
    action: body.action,
    adminNotes: body.admin_notes,
    falsePositive: body.false_positive,
  };
  await review(ctx, claim, flag.senderId, () =>
    applyOutcome(
      ctx,
      body.action,
      flag.senderId,
      body.user_message,
      input,
      'review_auto_flag',
      body.duration_hours ?? null,
    ),
  );
  return { msg: outcomeMessage(body.action) };
}

/** POST /api/admin/profile-flags/{id}/review */
export async function reviewProfileFlag(
  ctx: AppContext,
  adminId: number,
  flagId: number,
  body: ReviewFlag,
): Promise<TReviewResponse> {
  const [flag] = await ctx.db.select().from(profileFlags).where(eq(profileFlags.id, flagId));
  if (!flag) throw new NotFound(ADMIN_ACTION_MSG.flagNotFound);
  const input = {
    ...flagInput(adminId, body, {
      flag_id: flag.id,
      flag_kind: 'profile',
      flagged_fields: flag.flaggedFields,
      ...flagFacts(flag),
    }),
    strike: { source: 'profile_flag' as const, sourceId: flag.id },
  };
  const claim: Claim = {
    queue: profileFlags,
    id: flagId,
    adminId,
    action: body.action,
    adminNotes: body.admin_notes,
    falsePositive: body.false_positive,
  };
  await review(ctx, claim, flag.userId, () =>
    applyOutcome(
      ctx,
      body.action,
      flag.userId,
      body.user_message,
      input,
      'review_profile_flag',
      body.duration_hours ?? null,
    ),
  );
  return { msg: outcomeMessage(body.action) };
}

const flagFacts = (flag: { flagReason: string; riskScore: number; detectedPatterns: string[] }) => ({
  flag_reason: flag.flagReason,
  risk_score: flag.riskScore,
  detected_patterns: flag.detectedPatterns,
});

function flagInput(adminId: number, body: ReviewFlag, facts: Record<string, unknown>): ActionInput {
  return {
    adminId,
    adminNotes: body.admin_notes,
    extraNotes: { ...facts, false_positive: body.false_positive, moderation_message: body.user_message ?? null },
  };
}
