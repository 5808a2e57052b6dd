import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ADMIN_MANAGE_MSG,
  type TBlockedEmail,
  type TDeletedUser,
  type TDeletedUserStatus,
  type TPaging,
  type ZBlockedEmailsQuery,
  type ZDeletedUsersQuery,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { adminActions, blockedEmails, deletedUsers, users } from '@/db/schema/index';
import { BadRequest, Conflict, NotFound } from '@/platform/errors';
import { clearEmailRateLimits } from '@/modules/auth/auth-limits';
import { blockEmail } from '@/modules/auth/email-block.service';
import { emailHash, emailHashes } from '@/modules/auth/email-hash';
import { findUserByEmail } from '@/modules/auth/account.repository';
import { recordAdminAction } from './admin-actions.repository';
import { iso, presentAdminAction } from './admin-user.presenter';

type DeletedRow = typeof deletedUsers.$inferSelect;
const actor = alias(users, 'actor');

export const paging = (page: number, perPage: number, total: number): TPaging => {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return { page, per_page: perPage, total, pages, has_next: page < pages, has_prev: page > 1 };
};

/** The labels of a deletion record: its type, then where the return stands. */
export function deletedUserStatus(row: DeletedRow, now: Date): TDeletedUserStatus[] {
  const labels: TDeletedUserStatus[] = [row.deletionType === 'admin_deleted' ? 'Admin Deleted' : 'User Requested'];
  if (row.userHasReturned) labels.push('Returned');
  else if (row.returnAllowed) {
    const early = row.deletionType === 'user_requested' && row.canReturnAfter !== null && row.canReturnAfter > now;
    labels.push(early ? 'Allowed Early Return' : 'Can Return');
  } else if (row.deletionType === 'user_requested') {
    labels.push(row.canReturnAfter && row.canReturnAfter > now ? 'In Cooldown' : 'Can Return');
  }
  return labels;
}

/** GET /api/admin/deleted-users: newest first; the e-mail search matches its mailbox's hash. */
export async function listDeletedUsers(ctx: AppContext, query: z.output<typeof ZDeletedUsersQuery>) {
  const where = query.email ? inArray(deletedUsers.emailHash, emailHashes(query.email)) : undefined;
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(deletedUsers)
    .where(where);
  const rows = await ctx.db
    .select({ record: deletedUsers, allowedBy: { id: actor.id, username: actor.username } })
    .from(deletedUsers)
    .leftJoin(actor, eq(actor.id, deletedUsers.returnAllowedById))
    .where(where)
    .orderBy(desc(deletedUsers.deletedAt), desc(deletedUsers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const history = await actionsFor(
    ctx,
    rows.map((r) => r.record.originalUserId),
  );
  const now = ctx.clock.now();
  const list: TDeletedUser[] = rows.map(({ record, allowedBy }) => ({
    id: record.id,
    original_user_id: record.originalUserId,
    username: record.username,
    email_hash: record.emailHash,
    email: query.email ?? null,
    deletion_type: record.deletionType,
    reason: record.reason,
    deleted_at: record.deletedAt.toISOString(),
    can_return_after: iso(record.canReturnAfter),
    return_allowed: record.returnAllowed,
    user_has_returned: record.userHasReturned,
    returned_at: iso(record.returnedAt),
    return_allowed_at: iso(record.returnAllowedAt),
    return_allowed_by: allowedBy?.id ? allowedBy : null,
    status_labels: deletedUserStatus(record, now),
    admin_action_history: history.get(record.originalUserId) ?? [],
  }));
  return { deleted_users: list, paging: paging(query.page, query.per_page, counted?.n ?? 0) };
}

async function actionsFor(ctx: AppContext, userIds: number[]) {
  const out = new Map<number, ReturnType<typeof presentAdminAction>[]>();
  if (userIds.length === 0) return out;
  const rows = await ctx.db
    .select({ action: adminActions, adminUsername: actor.username })
    .from(adminActions)
    .leftJoin(actor, eq(actor.id, adminActions.adminId))
    .where(inArray(adminActions.targetUserId, userIds))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
  for (const { action, adminUsername } of rows) {
    const id = action.targetUserId!;
    out.set(id, [...(out.get(id) ?? []), presentAdminAction(action, adminUsername)]);
  }
  return out;
}

/** POST /api/admin/deleted-users/{id}/allow-return: the e-mail may register again now. */
export async function allowReturn(ctx: AppContext, adminId: number, id: number) {
  const [record] = await ctx.db.select().from(deletedUsers).where(eq(deletedUsers.id, id));
  if (!record) throw new NotFound(ADMIN_MANAGE_MSG.deletedUserNotFound);
  if (record.userHasReturned) throw new Conflict(ADMIN_MANAGE_MSG.alreadyReturned);
  if (record.returnAllowed) return { msg: ADMIN_MANAGE_MSG.returnAllowed };
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(deletedUsers)
      .set({ returnAllowed: true, returnAllowedAt: now, returnAllowedById: adminId })
      .where(eq(deletedUsers.id, id));
    await recordAdminAction(tx, {
      adminId,
      targetUserId: record.originalUserId,
      actionType: 'allow_return',
      notes: { deleted_user_id: id, deletion_type: record.deletionType },
      at: now,
    });
  });
  return { msg: ADMIN_MANAGE_MSG.returnAllowed };
}

function presentBlocked(
  row: typeof blockedEmails.$inferSelect,
  by: { id: number; username: string } | null,
  email: string | null,
): TBlockedEmail {
  return {
    id: row.id,
    email_hash: row.emailHash,
    email,
    block_reason: row.blockReason,
    blocked_at: row.blockedAt.toISOString(),
    admin_notes: row.adminNotes,
    blocked_by: by?.id ? by : null,
  };
}

/** GET /api/admin/blocked-emails: newest first; the search matches its mailbox's hash. */
export async function listBlockedEmails(ctx: AppContext, query: z.output<typeof ZBlockedEmailsQuery>) {
  const where = query.search ? inArray(blockedEmails.emailHash, emailHashes(query.search)) : undefined;
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(blockedEmails)
    .where(where);
  const rows = await ctx.db
    .select({ row: blockedEmails, by: { id: actor.id, username: actor.username } })
    .from(blockedEmails)
    .leftJoin(actor, eq(actor.id, blockedEmails.blockedById))
    .where(where)
    .orderBy(desc(blockedEmails.blockedAt), desc(blockedEmails.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    blocked_emails: rows.map(({ row, by }) => presentBlocked(row, by, query.search ?? null)),
    paging: paging(query.page, query.per_page, counted?.n ?? 0),
  };
}

/** POST /api/admin/blocked-emails/block: the address can no longer register or receive our mail. */
export async function blockEmailByAdmin(ctx: AppContext, adminId: number, email: string, reason: string | null) {
  const added = await blockEmail(ctx, email, { reason: 'admin_blocked', adminNotes: reason, blockedById: adminId });
  if (!added) throw new Conflict(ADMIN_MANAGE_MSG.emailAlreadyBlocked);
  const holder = await findUserByEmail(ctx.db, email);
  await recordAdminAction(ctx.db, {
    adminId,
    targetUserId: holder?.id ?? null,
    actionType: 'block_email',
    reason,
    notes: { admin_notes: reason, email_hash: emailHash(email) },
    at: ctx.clock.now(),
  });
  const [row] = await ctx.db
    .select({ row: blockedEmails, by: { id: actor.id, username: actor.username } })
    .from(blockedEmails)
    .leftJoin(actor, eq(actor.id, blockedEmails.blockedById))
    .where(eq(blockedEmails.emailHash, emailHash(email)));
  return { msg: ADMIN_MANAGE_MSG.emailBlocked, blocked_email: presentBlocked(row!.row, row!.by, email) };
}

/**
 * POST /api/admin/blocked-emails/{id}/unblock. Only the hash is stored, so the e-mail's
 * rate limits can be cleared only when the administrator gives the address (which must
 * match the entry).
 */
export async function unblockEmail(ctx: AppContext, adminId: number, id: number, email: string | null) {
  const [row] = await ctx.db.select().from(blockedEmails).where(eq(blockedEmails.id, id));
  if (!row) throw new NotFound(ADMIN_MANAGE_MSG.blockedEmailNotFound);
  if (email && !emailHashes(email).includes(row.emailHash)) throw new BadRequest(ADMIN_MANAGE_MSG.unblockEmailMismatch);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(blockedEmails).where(and(eq(blockedEmails.id, id)));
    await recordAdminAction(tx, {
      adminId,
      targetUserId: null,
      actionType: 'unblock_email',
      notes: { email_hash: row.emailHash, block_reason: row.blockReason, rate_limits_cleared: Boolean(email) },
      at: ctx.clock.now(),
    });
  });
  if (email) await clearEmailRateLimits(ctx, email);
  return {
    msg: email ? ADMIN_MANAGE_MSG.emailUnblockedAndLimitsCleared : ADMIN_MANAGE_MSG.emailUnblocked,
    rate_limits_cleared: Boolean(email),
  };
}
