import { eq } from 'drizzle-orm';
import { ADMIN_ACTION_MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { UserRow } from '@/db/types';
import { users } from '@/db/schema/index';
import { Conflict, Forbidden, NotFound, type AppError } from '@/platform/errors';

type Target = Pick<UserRow, 'id' | 'isAdmin' | 'deletedAt'>;

/**
 * Who an administrator may warn, suspend or delete: a live member, never themself and never
 * another administrator (admin accounts are managed from the Admins tab). Returns the
 * refusal, or null when the action may go ahead.
 */
export function refusalToActOn(adminId: number, target: Target): AppError | null {
  if (target.deletedAt) return new Conflict(ADMIN_ACTION_MSG.userDeleted);
  if (target.id === adminId) return new Forbidden(ADMIN_ACTION_MSG.cannotActOnSelf);
  if (target.isAdmin) return new Forbidden(ADMIN_ACTION_MSG.cannotActOnAdmin);
  return null;
}

/** The member the administrator is about to act on; throws the policy's refusal. */
export async function loadActionTarget(ctx: AppContext, adminId: number, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound(ADMIN_ACTION_MSG.userNotFound);
  const refusal = refusalToActOn(adminId, user);
  if (refusal) throw refusal;
  return user;
}
