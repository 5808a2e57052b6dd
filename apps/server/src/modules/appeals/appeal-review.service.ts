import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DUE_PROCESS_MSG,
  type TAppealDecision,
  type TAppealEvidence,
  type TPendingAppealsResponse,
  type TReviewAppealResponse,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { adminActions, appeals, autoFlags, profileFlags, reports, users } from '@/db/schema/index';
import { Conflict, Forbidden, NotFound } from '@/platform/errors';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { liftSuspension } from '@/modules/moderation/member-actions.service';
import { queueFacts, queueUser } from '@/modules/moderation/review-queues.service';
import { removeStrikeOf, strikeOfAction } from '@/modules/moderation/strikes.repository';
import { decideAppeal } from './appeals.repository';

const QUEUE_LIMIT = 200;
const actor = alias(users, 'actor');
const reporter = alias(users, 'reporter');

/** Administrators who can decide appeals (live admin accounts). */
async function adminCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/**
 * Who may decide an appeal: anyone but the administrator who took the action, unless they
 * are the only administrator (then nobody else could).
 */
const mayDecide = (actionAdminId: number | null, adminId: number, admins: number): boolean =>
  actionAdminId !== adminId || admins <= 1;

/** GET /api/admin/appeals/pending: oldest first, with the action, its evidence and the appeal. */
export async function pendingAppeals(ctx: AppContext, adminId: number): Promise<TPendingAppealsResponse> {
  const rows = await ctx.db
    .select({ appeal: appeals, action: adminActions, member: users, actor: { id: actor.id, username: actor.username } })
    .from(appeals)
    .innerJoin(adminActions, eq(adminActions.id, appeals.adminActionId))
    .innerJoin(users, eq(users.id, appeals.userId))
    .leftJoin(actor, eq(actor.id, adminActions.adminId))
    .where(eq(appeals.status, 'pending'))
    .orderBy(asc(appeals.createdAt), asc(appeals.id))
    .limit(QUEUE_LIMIT);
  const [facts, admins, evidence] = await Promise.all([
    queueFacts(
      ctx,
      rows.map((r) => r.member.id),
    ),
    adminCount(ctx),
    Promise.all(rows.map((r) => evidenceOf(ctx, r.action))),
  ]);
  return {
    appeals: rows.map((r, i) => ({
      id: r.appeal.id,
      text: r.appeal.text,
      created_at: r.appeal.createdAt.toISOString(),
      member: queueUser(ctx, r.member, facts),
      action: {
        id: r.action.id,
        action_type: r.action.actionType === 'suspend' ? 'suspend' : 'warn',
        reason: r.action.reason,
        issued_at: r.action.createdAt.toISOString(),
        admin: r.actor?.id ? { id: r.actor.id, username: r.actor.username } : null,
        suspended_until: typeof r.action.notes?.suspended_until === 'string' ? r.action.notes.suspended_until : null,
      },
      evidence: evidence[i]!,
      can_decide: mayDecide(r.action.adminId, adminId, admins),
    })),
  };
}

const none: TAppealEvidence = {
  source: null,
  report_reason: null,
  report_description: null,
  reporter_username: null,
  flag_reason: null,
  content: null,
};

/** The report or flag behind an action (its strike names it), with the message or profile text. */
async function evidenceOf(ctx: AppContext, action: typeof adminActions.$inferSelect): Promise<TAppealEvidence> {
  const strike = await strikeOfAction(ctx.db, action.id);
  if (!strike?.sourceId) return none;
  switch (strike.source) {
    case 'report': {
      const [r] = await ctx.db
        .select({ report: reports, reporter: reporter.username })
        .from(reports)
        .innerJoin(reporter, eq(reporter.id, reports.reporterId))
        .where(eq(reports.id, strike.sourceId));
      if (!r) return { ...none, source: 'report' };
      return {
        ...none,
        source: 'report',
        report_reason: r.report.reason,
        report_description: r.report.description,
        reporter_username: r.reporter,
      };
    }
    case 'message_flag': {
      const [f] = await ctx.db.select().from(autoFlags).where(eq(autoFlags.id, strike.sourceId));
      return {
        ...none,
        source: 'message_flag',
        flag_reason: f?.flagReason ?? null,
        content: f?.messageContent ?? null,
      };
    }
    case 'profile_flag': {
      const [f] = await ctx.db.select().from(profileFlags).where(eq(profileFlags.id, strike.sourceId));
      return { ...none, source: 'profile_flag', flag_reason: f?.flagReason ?? null, content: f?.profileText ?? null };
    }
  }
}

/** The member's latest action of a type: an overturned action is undone only while it is the one in force. */
async function latestActionId(ctx: AppContext, userId: number, type: 'warn' | 'suspend'): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: adminActions.id })
    .from(adminActions)
    .where(and(eq(adminActions.targetUserId, userId), eq(adminActions.actionType, type)))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/admin/appeals/{id}/review. Upholding keeps the action; overturning removes its
 * strike, clears the warning it gave (if still shown) and lifts the suspension it imposed (if
 * still in force). Either way the member is told live and by e-mail, and the history keeps it.
 */
export async function reviewAppeal(
  ctx: AppContext,
  adminId: number,
  appealId: number,
  body: { decision: TAppealDecision; message: string },
): Promise<TReviewAppealResponse> {
  const [row] = await ctx.db
    .select({ appeal: appeals, action: adminActions, member: users })
    .from(appeals)
    .innerJoin(adminActions, eq(adminActions.id, appeals.adminActionId))
    .innerJoin(users, eq(users.id, appeals.userId))
    .where(eq(appeals.id, appealId));
  if (!row) throw new NotFound(DUE_PROCESS_MSG.appealNotFound);
  const { appeal, action, member } = row;
  if (appeal.status !== 'pending')
    throw new Conflict(DUE_PROCESS_MSG.appealAlreadyDecided, { code: 'appeal_already_decided' });
  if (!mayDecide(action.adminId, adminId, await adminCount(ctx)))
    throw new Forbidden(DUE_PROCESS_MSG.ownAction, { code: 'appeal_own_action' });

  const overturn = body.decision === 'overturn';
  const actionType = action.actionType === 'suspend' ? 'suspend' : 'warn';
  const liftsSuspension =
    overturn &&
    actionType === 'suspend' &&
    member.isSuspended &&
    (await latestActionId(ctx, member.id, 'suspend')) === action.id;
  const clearsWarning =
    overturn &&
    actionType === 'warn' &&
    member.hasActiveWarning &&
    (await latestActionId(ctx, member.id, 'warn')) === action.id;
  const now = ctx.clock.now();

  await ctx.db.transaction(async (tx) => {
    const decided = await decideAppeal(tx, {
      id: appeal.id,
      status: overturn ? 'overturned' : 'upheld',
      message: body.message,
      adminId,
      at: now,
    });
    if (!decided) throw new Conflict(DUE_PROCESS_MSG.appealAlreadyDecided, { code: 'appeal_already_decided' });
    await recordAdminAction(tx, {
      adminId,
      targetUserId: member.id,
      actionType: overturn ? 'appeal_overturned' : 'appeal_upheld',
      reason: body.message,
      notes: { appeal_id: appeal.id, appealed_action_id: action.id, appealed_action_type: actionType },
      at: now,
    });
    if (!overturn) return;
    await removeStrikeOf(tx, action.id, now);
    if (clearsWarning) {
      await tx
        .update(users)
        .set({ hasActiveWarning: false, warningMessage: null, warningIssuedAt: null, updatedAt: now })
        .where(eq(users.id, member.id));
    }
  });

  await ctx.events.emit('appeal.decided', {
    userId: member.id,
    appealId: appeal.id,
    adminActionId: action.id,
    actionType,
    decision: body.decision,
    message: body.message,
    warningCleared: clearsWarning,
  });
  if (liftsSuspension) {
    await liftSuspension(ctx, member.id, {
      adminId,
      reason: body.message,
      notes: { appeal_id: appeal.id, overturned_action_id: action.id },
    });
  }
  return { msg: overturn ? DUE_PROCESS_MSG.overturned : DUE_PROCESS_MSG.upheld };
}
