import { and, eq, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDeletionType } from '@quad/contract';
import type { AppContext } from '@/app-context';
import {
  authCodes,
  autoFlags,
  deletedUsers,
  messages,
  photos,
  profileDrafts,
  profileFlags,
  sessions,
  users,
} from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { NotFound } from '@/platform/errors';
import { emailHash } from '@/modules/auth/email-hash';
import { deletedUsername } from '@/modules/auth/username.service';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { forgetRelationships } from '@/modules/relationships/relationship.repository';

/** What replaces a deleted member's words in flags kept for the administrators. */
export const REMOVED_CONTENT_MARKER = '[removed: account deleted]';
const DAY_MS = 24 * 60 * 60_000;

export interface DeleteAccountOptions {
  type: TDeletionType;
  /** Shown to the member on the Account Deleted page for an admin deletion. */
  reason?: string | null;
  /** The administrator who deleted the account: the deletion is recorded in their action history. */
  adminId?: number | null;
  /** Structured notes of that admin action (report context, admin notes). */
  adminNotes?: Record<string, unknown> | null;
}

export interface DeletedAccount {
  userId: number;
  deletionType: TDeletionType;
  /** When the e-mail may be used again; null until an administrator allows it. */
  canReturnAfter: Date | null;
}

/**
 * Deletes an account (self-deletion, and admin deletion from the admin area). The user row
 * stays, anonymised, so reports, flags and payments keep pointing at it; only the SHA-256
 * of the e-mail is kept, in `deleted_users`. Photos (files too), messages, conversations,
 * blocks, drafts, codes and sessions go; the member's words in kept flags are replaced.
 * Open sockets are told, then closed; conversation partners see the member disappear.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: number,
  options: DeleteAccountOptions,
): Promise<DeletedAccount> {
  const now = ctx.clock.now();
  const cooldownDays = await ctx.settings.get('deletion_cooldown_days');
  const canReturnAfter = options.type === 'user_requested' ? new Date(now.getTime() + cooldownDays * DAY_MS) : null;
  const { files, partners } = await ctx.db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, userId);
    await tx.insert(deletedUsers).values({
      originalUserId: user.id,
      username: user.username,
      emailHash: emailHash(user.email ?? `user-${user.id}`),
      deletionType: options.type,
      reason: options.reason ?? null,
      deletedAt: now,
      canReturnAfter,
    });
    const removed = await removeMemberContent(tx, userId);
    await anonymiseUser(tx, userId, options.type, now);
    if (options.adminId) {
      await recordAdminAction(tx, {
        adminId: options.adminId,
        targetUserId: userId,
        actionType: 'delete',
        reason: options.reason ?? null,
        notes: options.adminNotes ?? null,
        at: now,
      });
    }
    return removed;
  });

  await ctx.events.emit('member.deleted', {
    userId,
    deletionType: options.type,
    message: options.reason ?? null,
    partners,
  });
  await removeFiles(ctx, files);
  return { userId, deletionType: options.type, canReturnAfter };
}

async function lockLiveUser(tx: Tx, userId: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw new NotFound('Account not found');
  return user;
}

/** Deletes what the member made or holds; returns photo file names and conversation partners. */
async function removeMemberContent(tx: Tx, userId: number): Promise<{ files: string[]; partners: number[] }> {
  const mine = (a: AnyPgColumn, b: AnyPgColumn) => or(eq(a, userId), eq(b, userId));
  const partners = await forgetRelationships(tx, userId);
  await tx.delete(messages).where(mine(messages.senderId, messages.recipientId));
  const removedPhotos = await tx
    .delete(photos)
    .where(eq(photos.userId, userId))
    .returning({ filename: photos.filename, thumbnail: photos.thumbnail });
  await tx.delete(profileDrafts).where(eq(profileDrafts.userId, userId));
  await tx.delete(authCodes).where(eq(authCodes.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  // Flags stay for the administrators, without the member's words.
  await tx.update(autoFlags).set({ messageContent: REMOVED_CONTENT_MARKER }).where(eq(autoFlags.senderId, userId));
  await tx.update(profileFlags).set({ profileText: REMOVED_CONTENT_MARKER }).where(eq(profileFlags.userId, userId));
  return {
    files: removedPhotos.flatMap((p) => [p.filename, p.thumbnail]),
    partners,
  };
}

async function anonymiseUser(tx: Tx, userId: number, type: TDeletionType, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      email: null,
      emailKey: null,
      passwordHash: null,
      adminEmail: null,
      username: deletedUsername(userId),
      profileText: '',
      profileVisible: false,
      hasActiveWarning: false,
      warningMessage: null,
      deletedAt: now,
      deletionType: type,
      updatedAt: now,
      // An administrator's deletion forfeits paid access (the payment records are kept).
      ...(type === 'admin_deleted' ? { isPaid: false, isUnderPaymentReview: false, remainingAmount: null } : {}),
    })
    .where(eq(users.id, userId));
}

/** Files go after the commit: a failure leaves an orphan file (logged), never a half-deleted account. */
async function removeFiles(ctx: AppContext, files: string[]): Promise<void> {
  for (const name of files) {
    await ctx.photos.delete(name).catch((err: unknown) => ctx.log.error({ err, name }, 'photo file not removed'));
  }
}
