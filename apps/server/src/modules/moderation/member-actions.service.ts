import { and, eq, isNull, lte } from 'drizzle-orm';
import { ADMIN_ACTION_MSG, MSG, type TAdminActionType, type TUserActionResponse } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { Tx, UserRow } from '@/db/types';
import { users } from '@/db/schema/index';
import { Conflict } from '@/platform/errors';
import { deleteAccount } from '@/modules/account/account-deletion.service';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { loadActionTarget } from '@/modules/admin/admin-targets.policy';
import { addStrike, type StrikeSource } from './strikes.repository';

/** Where an action came from, kept in its notes so the history can show it. */
export interface ReportContext {
  reporter_username: string | null;
  report_reason: string | null;
  report_description: string | null;
}

export interface ActionInput {
  adminId: number;
  /** The upheld report or flag this action comes from: the action is then a strike. */
  strike?: StrikeSource;
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
): Promise<number> {
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
    suspended_until: user.suspendedUntil?.toISOString() ?? null,
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
    const actionId = await record(tx, input, userId, 'warn', message, { warning_message: message }, now);
    if (input.strike)
      await addStrike(tx, {
        ...input.strike,
        userId,
        adminActionId: actionId,
        actionType: 'warn',
        reason: message,
        at: now,
      });
    return row;
  });
  await ctx.events.emit('member.warned', { userId, message, at: now });
  return result(ADMIN_ACTION_MSG.warned, updated);
}

/**
 * Suspends the member (or changes the reason of a suspension), for `durationHours` or
 * indefinitely (null). Their sessions stay, so profile, settings, payments and the legal
 * pages keep working; browse and chat refuse them from the next request on, they disappear
 * from browse, and partners are told. A timed suspension ends by itself (suspension-expiry).
 */
export async function suspendMember(
  ctx: AppContext,
  userId: number,
  reason: string,
  input: ActionInput,
  durationHours: number | null = null,
): Promise<TUserActionResponse> {
  await loadActionTarget(ctx, input.adminId, userId);
  const now = ctx.clock.now();
  const until = durationHours === null ? null : new Date(now.getTime() + durationHours * HOUR_MS);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isSuspended: true, suspensionReason: reason, suspendedAt: now, suspendedUntil: until, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!row) throw new Conflict(ADMIN_ACTION_MSG.userDeleted);
    const notes = {
      suspension_message: reason,
      duration_hours: durationHours,
      suspended_until: until?.toISOString() ?? null,
    };
    const actionId = await record(tx, input, userId, 'suspend', reason, notes, now);
    if (input.strike)
      await addStrike(tx, { ...input.strike, userId, adminActionId: actionId, actionType: 'suspend', reason, at: now });
    return row;
  });
  await ctx.events.emit('member.suspended', { userId, reason, at: now, until });
  return result(ADMIN_ACTION_MSG.suspended, updated);
}

const HOUR_MS = 60 * 60_000;

/** Who lifts a suspension, and what the history keeps of it. */
export interface Lifting {
  /** Null: the system (a timed suspension that ended). */
  adminId: number | null;
  reason: string | null;
  notes: Record<string, unknown>;
  /** Lift only a suspension that is over by then (the sweep: a new suspension in between stays). */
  endedBy?: Date;
}

/**
 * Ends the member's suspension and records who did: the member's pages reload into the full
 * app, sending works again, partners are told. Null when there was nothing to lift.
 */
export async function liftSuspension(ctx: AppContext, userId: number, lifting: Lifting): Promise<UserRow | null> {
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ reason: users.suspensionReason }).from(users).where(eq(users.id, userId));
    const [row] = await tx
      .update(users)
      .set({ isSuspended: false, suspensionReason: null, suspendedAt: null, suspendedUntil: null, updatedAt: now })
      .where(
        and(
          eq(users.id, userId),
          eq(users.isSuspended, true),
          isNull(users.deletedAt),
          lifting.endedBy ? lte(users.suspendedUntil, lifting.endedBy) : undefined,
        ),
      )
      .returning();
    if (!row) return null;
    await recordAdminAction(tx, {
      adminId: lifting.adminId,
      targetUserId: userId,
      actionType: 'unsuspend',
      reason: lifting.reason,
      notes: { previous_suspension_reason: before?.reason ?? null, ...lifting.notes },
      at: now,
    });
    return row;
  });
  if (updated) await ctx.events.emit('member.unsuspended', { userId });
  return updated;
}

/** Lifts a suspension: the member's pages reload into the full app, partners are told. */
export async function unsuspendMember(
  ctx: AppContext,
  userId: number,
  input: ActionInput,
): Promise<TUserActionResponse> {
  const target = await loadActionTarget(ctx, input.adminId, userId);
  if (!target.isSuspended) throw new Conflict(ADMIN_ACTION_MSG.notSuspended);
  const updated = await liftSuspension(ctx, userId, {
    adminId: input.adminId,
    reason: null,
    notes: notesOf(input, {}),
  });
  if (!updated) throw new Conflict(ADMIN_ACTION_MSG.notSuspended);
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
