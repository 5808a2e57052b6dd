import { and, eq, isNull } from 'drizzle-orm';
import type { TDeletionType } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { deletedUsers, users } from '@/db/schema/index';
import { NotFound } from '@/platform/errors';
import { emailHash } from '@/modules/auth/email-hash';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import type { Tx } from '@/db/types';
import type { Erasure } from './inventory-entry';
import { MEMBER_INVENTORY } from './member-inventory';

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
 * of the e-mail is kept, in `deleted_users`. What else goes or is anonymised is the member
 * inventory's to say (member-inventory.ts), the same list the data export reads.
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
    const removed = await eraseInventory(tx, userId, { type: options.type, now });
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

/**
 * Erases every entry of the member inventory (the same list "Download my data" exports):
 * removed or anonymised as each entry says. Returns photo files and conversation partners.
 */
async function eraseInventory(
  tx: Tx,
  userId: number,
  erasure: Erasure,
): Promise<{ files: string[]; partners: number[] }> {
  const files: string[] = [];
  const partners: number[] = [];
  for (const entry of MEMBER_INVENTORY) {
    const erased = await entry.erase(tx, userId, erasure);
    files.push(...(erased?.files ?? []));
    partners.push(...(erased?.partners ?? []));
  }
  return { files, partners };
}

/** Files go after the commit: a failure leaves an orphan file (logged), never a half-deleted account. */
async function removeFiles(ctx: AppContext, files: string[]): Promise<void> {
  for (const name of files) {
    await ctx.photos.delete(name).catch((err: unknown) => ctx.log.error({ err, name }, 'photo file not removed'));
  }
}
