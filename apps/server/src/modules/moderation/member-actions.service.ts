import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_ACTION_MSG, MSG, type TAdminActionType, type TUserActionResponse } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { Tx, UserRow } from '@/db/types';
import { users } from '@/db/schema/index';
import { Conflict } from '@/platform/errors';
import { deleteAccount } from '@/modules/account/account-deletion.service';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { loadActionTarget } from '@/modules/admin/admin-targets.policy';

/** Where an action came from, kept in its notes so the history can show it. */
export interface ReportContext {
  reporter_username: string | null;
  report_reason: string | null;
  report_description: string | null;
}

export interface ActionInput {
  adminId: number;
  adminNotes?: string | null | undefined;
  reportContext?: ReportContext | null;
  /** Extra facts for the notes (e.g. the flag that led to the action). */
  extraNotes?: Record<string, unknown>;
}

/** The notes of an action: its own facts, then where it came from and the administrator's notes. */
export function notesOf(input: ActionInput, own: Record<string, unknown>): Record<string, unknown> {
  return {
    ...own,
    ...(input.extraNotes ?? {}),
    ...(input.reportContext ? { report_context: input.reportContext } : {}),
    admin_notes: input.adminNotes ?? null,
  };
}

function record(
  tx: Tx,
  input: ActionInput,
  targetUserId: number,
  actionType: TAdminActionType,
  reason: string | null,
  notes: Record<string, unknown>,
  at: Date,
): Promise<void> {
  return recordAdminAction(tx, {
    adminId: input.adminId,
    targetUserId,
    actionType,
    reason,
    notes: notesOf(input, notes),
    at,
  });
}

const result = (msg: string, user: UserRow): TUserActionResponse => ({
  msg,
  user: {
    id: user.id,
    is_suspended: user.isSuspended,
    suspension_reason: user.suspensionReason,
    has_active_warning: user.hasActiveWarning,
    deleted_at: user.deletedAt?.toISOString() ?? null,
  },
});

/**
 * Warns the member: the warning shows on their pages at once (a new warning replaces a
 * dismissed one) and stays until they dismiss it.
 */
export async function warnMember(
  ctx: AppContext,
  userId: number,
  message: string,
  input: ActionInput,
): Promise<TUserActionResponse> {
  await loadActionTarget(ctx, input.adminId, userId);
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ hasActiveWarning: true, warningMessage: message, warningIssuedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!row) throw new Conflict(ADMIN_ACTION_MSG.userDeleted);
    await record(tx, input, userId, 'warn', message, { warning_message: message }, now);
    return row;
  });
  await ctx.events.emit('member.warned', { userId, message, at: now });
  return result(ADMIN_ACTION_MSG.warned, updated);
}

/**
 * Suspends the member (or changes the reason of a suspension). Their sessions stay, so
 * profile, settings, payments and the legal pages keep working; browse and chat refuse
 * them from the next request on, they disappear from browse, and partners are told.
 */
export async function suspendMember(
  ctx: AppContext,
  userId: number,
  reason: string,
  input: ActionInput,
): Promise<TUserActionResponse> {
  await loadActionTarget(ctx, input.adminId, userId);
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isSuspended: true, suspensionReason: reason, suspendedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!row) throw new Conflict(ADMIN_ACTION_MSG.userDeleted);
    await record(tx, input, userId, 'suspend', reason, { suspension_message: reason }, now);
    return row;
  });
  await ctx.events.emit('member.suspended', { userId, reason, at: now });
  return result(ADMIN_ACTION_MSG.suspended, updated);
}

/** Lifts a suspension: the member's pages reload into the full app, partners are told. */
export async function unsuspendMember(
  ctx: AppContext,
  userId: number,
  input: ActionInput,
): Promise<TUserActionResponse> {
  const target = await loadActionTarget(ctx, input.adminId, userId);
  if (!target.isSuspended) throw new Conflict(ADMIN_ACTION_MSG.notSuspended);
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isSuspended: false, suspensionReason: null, suspendedAt: null, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!row) throw new Conflict(ADMIN_ACTION_MSG.userDeleted);
    await record(tx, input, userId, 'unsuspend', null, { previous_suspension_reason: target.suspensionReason }, now);
    return row;
  });
  await ctx.events.emit('member.unsuspended', { userId });
  return result(ADMIN_ACTION_MSG.unsuspended, updated);
}

/**
 * Deletes the member for good: anonymised as for a self-deletion, but the e-mail cannot
 * come back unless an administrator allows it, and paid access is forfeited. Their
 * sessions end and their open pages go to the Account Deleted page.
 */
export async function deleteMember(
  ctx: AppContext,
  userId: number,
  reason: string = MSG.deleteUserDefaultReason,
  input: ActionInput,
): Promise<TUserActionResponse> {
  const target = await loadActionTarget(ctx, input.adminId, userId);
  await deleteAccount(ctx, userId, {
    type: 'admin_deleted',
    reason,
    adminId: input.adminId,
    adminNotes: notesOf(input, { deletion_message: reason, payments_forfeited: target.isPaid }),
  });
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return result(ADMIN_ACTION_MSG.deleted, row ?? target);
}
