import { and, eq, isNull, sql } from 'drizzle-orm';
import { MSG, type TChatHistoryResponse, type TUnreadCountResponse } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { messages, users } from '@/db/schema/index';
import { memberProfile } from '@/modules/users/users.service';
import { isReachable, loadParties, paymentRequired, sendRefusal } from './chat.policy';
import { receiptsShared } from '@/modules/relationships/relationships.policy';
import { assessMessage } from './message-safety';
import { presentMessage, type MessageRow } from './message.presenter';
import { followedBy } from './recent-fragments';
import type { Fragment } from '@/modules/moderation/split-across-messages';
import { conversationPage, type HistoryCursor } from './message.repository';

/**
 * The caller's conversation with one member: that member's card (404 when the caller may not
 * see them, as for their profile), a page of the two members' messages and nobody else's,
 * and whether the caller may write now.
 */
export async function chatHistory(
  ctx: AppContext,
  viewerId: number,
  otherId: number,
  cursor: HistoryCursor,
): Promise<TChatHistoryResponse> {
  const otherUser = await memberProfile(ctx, viewerId, otherId);
  const [parties, page] = await Promise.all([
    loadParties(ctx, viewerId, otherId),
    conversationPage(ctx.db, viewerId, otherId, cursor),
  ]);
  const other = parties?.other;
  const gated = parties !== null && isReachable(other) && (await paymentRequired(ctx, { ...parties, other }));
  const refusal = parties === null ? MSG.accountDeleted : await sendRefusal(ctx, parties);
  const settings = await ctx.settings.all();
  // Messages to the viewer carry the warning they carried live (the category, in memory),
  // contact details cut across the other member's short messages on this page included.
  let earlier: Fragment[] = [];
  const categoryOf = (row: MessageRow) => {
    const at = row.createdAt.getTime();
    const safety = assessMessage(row.content, settings, earlier, at);
    earlier = followedBy(earlier, { text: row.content, at, families: safety.findings?.families ?? [] });
    return safety.category;
  };
  const present = (row: MessageRow) => {
    let shown = presentMessage(row);
    // Receipts are reciprocal: unless both share them, the viewer's messages read as delivered.
    const hideRead = row.senderId === viewerId && parties?.other && !receiptsShared(parties.me, parties.other);
    if (hideRead && shown.read_at !== null) shown = { ...shown, is_read: false, status: 'delivered', read_at: null };
    const category = row.recipientId === viewerId ? categoryOf(row) : null;
    return category ? { ...shown, safety: { category } } : shown;
  };
  return {
    other_user: otherUser,
    messages: page.rows.map(present),
    has_older: page.hasOlder,
    has_newer: page.hasNewer,
    can_message: refusal === null,
    payment_required: gated,
  };
}

/** The header's count: unread messages to the member from members who still exist. */
export async function unreadCount(ctx: AppContext, userId: number): Promise<TUnreadCountResponse> {
  const [row] = await ctx.db
    .select({
      unread: sql<number>`count(*)::int`.mapWith(Number),
      senders: sql<number>`count(distinct ${messages.senderId})::int`.mapWith(Number),
    })
    .from(messages)
    .innerJoin(users, and(eq(users.id, messages.senderId), isNull(users.deletedAt)))
    .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)));
  return { unread_count: row?.unread ?? 0, conversations_with_unread: row?.senders ?? 0 };
}
