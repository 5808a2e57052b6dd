import { and, eq, or } from 'drizzle-orm';
import type { TBlockResponse, TUserCard } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { blocks, conversations, messages, users } from '@/db/schema/index';
import { BadRequest, NotFound } from '@/platform/errors';
import { presentUserCard } from './user-card.presenter';
import { activityCutoff, mayViewProfile } from './users.policy';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'photoUrls' | 'settings'>;

export const USER_NOT_FOUND = 'User not found';

/** Whether the two ever wrote to each other (the conversation row, or any message left). */
async function hasHistory(ctx: Ctx, a: number, b: number): Promise<boolean> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [pair] = await ctx.db
    .select({ at: conversations.lastMessageAt })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  if (pair) return true;
  const [message] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a), eq(messages.recipientId, b)),
        and(eq(messages.senderId, b), eq(messages.recipientId, a)),
      ),
    )
    .limit(1);
  return message !== undefined;
}

async function isBlockedBy(ctx: Ctx, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}

/** Another member's profile card, if the viewer may see it (users.policy mayViewProfile); 404 otherwise. */
export async function memberProfile(ctx: Ctx, viewerId: number, memberId: number): Promise<TUserCard> {
  const [member] = await ctx.db.select().from(users).where(eq(users.id, memberId));
  if (!member) throw new NotFound(USER_NOT_FOUND);
  const [hasConversation, blockedViewer, threshold] = await Promise.all([
    hasHistory(ctx, viewerId, memberId),
    isBlockedBy(ctx, memberId, viewerId),
    ctx.settings.get('user_activity_threshold_days'),
  ]);
  const since = activityCutoff(ctx.clock.now(), threshold);
  if (!mayViewProfile(viewerId, member, { hasConversation, blockedViewer }, since)) throw new NotFound(USER_NOT_FOUND);
  const card = await presentUserCard(ctx, viewerId, member);
  if (!card) throw new NotFound(USER_NOT_FOUND);
  return card;
}

async function blockTarget(ctx: Ctx, viewerId: number, memberId: number): Promise<void> {
  if (memberId === viewerId) throw new BadRequest('You cannot block yourself');
  const [member] = await ctx.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, memberId));
  if (!member || member.deletedAt !== null) throw new NotFound(USER_NOT_FOUND);
}

/** Blocks the member (again is fine): they no longer see the viewer in browse nor reach them in chat. */
export async function blockMember(ctx: Ctx, viewerId: number, memberId: number): Promise<TBlockResponse> {
  await blockTarget(ctx, viewerId, memberId);
  await ctx.db
    .insert(blocks)
    .values({ blockerId: viewerId, blockedId: memberId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return { msg: 'User blocked', is_blocked: true };
}

export async function unblockMember(ctx: Ctx, viewerId: number, memberId: number): Promise<TBlockResponse> {
  await blockTarget(ctx, viewerId, memberId);
  await ctx.db.delete(blocks).where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, memberId)));
  return { msg: 'User unblocked', is_blocked: false };
}
