import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { MSG } from '@quad/contract';
import { conversationMutes, users } from '@/db/schema/index';
import { NotFound } from '@/platform/errors';

export async function isMuted(ctx: AppContext, userId: number, otherId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ userId: conversationMutes.userId })
    .from(conversationMutes)
    .where(and(eq(conversationMutes.userId, userId), eq(conversationMutes.otherId, otherId)));
  return rows.length > 0;
}

/** Mutes or unmutes the member's conversation with `otherId`; answers the new state. */
export async function setMuted(ctx: AppContext, userId: number, otherId: number, muted: boolean): Promise<boolean> {
  if (muted) await ctx.db.insert(conversationMutes).values({ userId, otherId }).onConflictDoNothing();
  else
    await ctx.db
      .delete(conversationMutes)
      .where(and(eq(conversationMutes.userId, userId), eq(conversationMutes.otherId, otherId)));
  return muted;
}

/** Muting needs a member on the other side: 404 for an unknown id or oneself. */
export async function mutableConversation(ctx: AppContext, userId: number, otherId: number): Promise<void> {
  const rows = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, otherId));
  if (rows.length === 0 || otherId === userId) throw new NotFound(MSG.userNotFound);
}
