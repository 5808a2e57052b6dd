import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  APPEAL_WINDOW_DAYS,
  APPEALABLE_ACTION_TYPES,
  DUE_PROCESS_MSG,
  type TAppealable,
  type TFileAppealResponse,
  type TMyAppealsResponse,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { adminActions, appeals } from '@/db/schema/index';
import { Conflict, NotFound } from '@/platform/errors';
import { appealsOf, insertAppeal, presentMemberAppeal } from './appeals.repository';

const DAY_MS = 24 * 60 * 60_000;
const isAppealableType = (t: string): t is 'warn' | 'suspend' =>
  (APPEALABLE_ACTION_TYPES as readonly string[]).includes(t);

/**
 * GET /api/users/me/appeals: the warnings and suspensions of the last APPEAL_WINDOW_DAYS
 * not yet appealed, and the member's appeals with their state.
 */
export async function myAppeals(ctx: AppContext, userId: number): Promise<TMyAppealsResponse> {
  const since = new Date(ctx.clock.now().getTime() - APPEAL_WINDOW_DAYS * DAY_MS);
  const [open, mine] = await Promise.all([
    ctx.db
      .select({
        id: adminActions.id,
        type: adminActions.actionType,
        reason: adminActions.reason,
        at: adminActions.createdAt,
      })
      .from(adminActions)
      .leftJoin(appeals, eq(appeals.adminActionId, adminActions.id))
      .where(
        and(
          eq(adminActions.targetUserId, userId),
          inArray(adminActions.actionType, [...APPEALABLE_ACTION_TYPES]),
          gte(adminActions.createdAt, since),
          isNull(appeals.id),
        ),
      )
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id)),
    appealsOf(ctx.db, userId),
  ]);
  const appealable: TAppealable[] = open.flatMap((a) =>
    isAppealableType(a.type)
      ? [{ admin_action_id: a.id, action_type: a.type, reason: a.reason, issued_at: a.at.toISOString() }]
      : [],
  );
  return { appealable, appeals: mine };
}

/**
 * POST /api/users/me/appeals: one appeal per warning or suspension of the member's, within
 * APPEAL_WINDOW_DAYS. A second appeal of the same action answers 409.
 */
export async function fileAppeal(
  ctx: AppContext,
  userId: number,
  body: { admin_action_id: number; text: string },
): Promise<TFileAppealResponse> {
  const [action] = await ctx.db.select().from(adminActions).where(eq(adminActions.id, body.admin_action_id));
  if (!action || action.targetUserId !== userId || !isAppealableType(action.actionType))
    throw new NotFound(DUE_PROCESS_MSG.notAppealable, { code: 'not_appealable' });
  const now = ctx.clock.now();
  const [existing] = await ctx.db.select({ id: appeals.id }).from(appeals).where(eq(appeals.adminActionId, action.id));
  if (!existing && now.getTime() - action.createdAt.getTime() > APPEAL_WINDOW_DAYS * DAY_MS)
    throw new Conflict(DUE_PROCESS_MSG.appealWindowClosed, { code: 'appeal_window_closed' });
  // The unique index decides between two appeals sent at once.
  const row = existing
    ? null
    : await insertAppeal(ctx.db, { userId, adminActionId: action.id, text: body.text, at: now });
  if (!row) throw new Conflict(DUE_PROCESS_MSG.appealExists, { code: 'appeal_exists' });
  return {
    msg: DUE_PROCESS_MSG.appealFiled,
    appeal: presentMemberAppeal(row, { actionType: action.actionType, createdAt: action.createdAt }),
  };
}
