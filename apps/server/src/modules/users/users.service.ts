import { eq } from 'drizzle-orm';
import type { TBlockResponse, TUserCard } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { addBlock, hasHistory, loadRelation, removeBlock } from '@/modules/relationships/relationship.repository';
import { BadRequest, NotFound } from '@/platform/errors';
import { presentUserCard } from './user-card.presenter';
import { activityCutoff, mayViewProfile } from './users.policy';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'photoUrls' | 'settings' | 'realtime'>;

export const USER_NOT_FOUND = 'User not found';

/** Another member's profile card, if the viewer may see it (users.policy mayViewProfile); 404 otherwise. */
export async function memberProfile(ctx: Ctx, viewerId: number, memberId: number): Promise<TUserCard> {
  const [member] = await ctx.db.select().from(users).where(eq(users.id, memberId));
  if (!member) throw new NotFound(USER_NOT_FOUND);
  const [relation, history, threshold] = await Promise.all([
    loadRelation(ctx.db, viewerId, memberId),
    hasHistory(ctx.db, viewerId, memberId),
    ctx.settings.get('user_activity_threshold_days'),
  ]);
  const now = ctx.clock.now();
  const since = activityCutoff(now, threshold);
  // Any message left counts as a conversation here, even without its conversation row.
  const seen = { ...relation, hasConversation: history };
  if (!mayViewProfile(viewerId, member, seen, since, now)) throw new NotFound(USER_NOT_FOUND);
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
  await addBlock(ctx.db, viewerId, memberId, ctx.clock.now());
  return { msg: 'User blocked', is_blocked: true };
}

export async function unblockMember(ctx: Ctx, viewerId: number, memberId: number): Promise<TBlockResponse> {
  await blockTarget(ctx, viewerId, memberId);
  await removeBlock(ctx.db, viewerId, memberId);
  return { msg: 'User unblocked', is_blocked: false };
}
