import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { conversations, users } from '@/db/schema/index';
import { concealedFromViewer, isSnoozed, typingShared } from '@/modules/relationships/relationships.policy';
import { snoozedNow } from '@/modules/relationships/relationship.repository';
import { blockEitherWay, conversationsOf, partnerIn } from '@/modules/relationships/relationships.sql';
import { userRoom, type IoSocket } from '@/platform/realtime';
import { presentUserCards } from '@/modules/users/user-card.presenter';
import { isReachable, loadParties, sendRefusal } from './chat.policy';

/** Presence goes to the members one has a conversation with, the most recent this many. */
const PRESENCE_AUDIENCE_MAX = 500;
/** How long a connection trusts its answer to "may I show this member that I type". */
const TYPING_GATE_TTL_MS = 10_000;

/** Members who have a conversation with `userId` and no block either way, most recent first. */
export async function presenceAudience(ctx: AppContext, userId: number): Promise<number[]> {
  const row = sql`${conversations}`;
  const partner = partnerIn(row, userId);
  const rows = await ctx.db
    .select({ id: sql<number>`${partner}`.mapWith(Number) })
    .from(conversations)
    .where(and(conversationsOf(row, userId), not(blockEitherWay(userId, partner))))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(PRESENCE_AUDIENCE_MAX);
  return rows.map((r) => r.id);
}

/** The member's connections on every instance. */
export async function connectionCount(ctx: AppContext, userId: number): Promise<number> {
  return (await ctx.io.in(userRoom(userId)).fetchSockets()).length;
}

export async function isConnected(ctx: AppContext, userId: number): Promise<boolean> {
  return (await connectionCount(ctx, userId)) > 0;
}

/**
 * Answer to join_room: the other member's presence, if the caller may write to them at all
 * and they are not snoozed (a snoozed member's card already reads Away).
 */
export async function sendPresenceTo(ctx: AppContext, socket: IoSocket, otherId: number): Promise<void> {
  const parties = await loadParties(ctx, socket.data.userId, otherId);
  if (!parties || !isReachable(parties.other) || concealedFromViewer(parties) || otherId === socket.data.userId) return;
  if (isSnoozed(parties.other, ctx.clock.now())) return;
  if (await isConnected(ctx, otherId)) {
    // Their real last activity: connected but idle for over five minutes is not Online
    // (users.policy isOnline), as their card says too.
    const at = ctx.activity.latest(otherId, parties.other.lastActivityAt) ?? ctx.clock.now();
    socket.emit('user_activity_update', { user_id: otherId, last_activity_at: at.toISOString(), status: 'online' });
  } else {
    socket.emit('user_went_offline', {
      user_id: otherId,
      last_activity_at: parties.other.lastActivityAt?.toISOString() ?? null,
    });
  }
}

/** The member connected or left: their conversation partners see it, unless the member snoozed. */
export async function announcePresence(ctx: AppContext, userId: number, online: boolean): Promise<void> {
  const now = ctx.clock.now();
  if (!online) await ctx.db.update(users).set({ lastActivityAt: now }).where(eq(users.id, userId));
  if (await snoozedNow(ctx.db, userId, now)) return;
  const audience = await presenceAudience(ctx, userId);
  const at = now.toISOString();
  if (online)
    ctx.realtime.toUsers(audience, 'user_activity_update', { user_id: userId, last_activity_at: at, status: 'online' });
  else ctx.realtime.toUsers(audience, 'user_went_offline', { user_id: userId, last_activity_at: at });
}

/**
 * A member's first message to another changed both members' chat statistics: both members'
 * open chats show the new numbers (each shows the other's card).
 */
export async function emitChatStats(ctx: AppContext, senderId: number, recipientId: number): Promise<void> {
  const cards = await presentUserCards(ctx, senderId, [senderId, recipientId]);
  for (const card of cards) {
    ctx.realtime.toUsers([senderId, recipientId], 'chat_stats_update', { user_id: card.id, stats: card.chat_stats });
  }
}

/**
 * Typing signals reach only members one may write to, and only when both share typing (a
 * change of the switch is seen within TYPING_GATE_TTL_MS). One connection asks the database at
 * most every few seconds per recipient, however fast the signals come.
 */
export class TypingGate {
  private readonly answers = new Map<number, { allowed: boolean; at: number }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly userId: number,
  ) {}

  async allows(recipientId: number): Promise<boolean> {
    const now = this.ctx.clock.now().getTime();
    const cached = this.answers.get(recipientId);
    if (cached && now - cached.at < TYPING_GATE_TTL_MS) return cached.allowed;
    const parties = await loadParties(this.ctx, this.userId, recipientId);
    const allowed =
      parties !== null &&
      parties.other !== undefined &&
      typingShared(parties.me, parties.other) &&
      (await sendRefusal(this.ctx, parties)) === null;
    if (this.answers.size > 100) this.answers.clear();
    this.answers.set(recipientId, { allowed, at: now });
    return allowed;
  }
}
