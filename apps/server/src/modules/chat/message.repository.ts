import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { conversations, messages } from '@/db/schema/index';
import type { MessageRow } from './message.presenter';

export interface NewMessage {
  senderId: number;
  recipientId: number;
  content: string;
  clientId: string | null;
  at: Date;
}

export interface StoreResult {
  message: MessageRow;
  /** False when a message with this client id was already stored (a retried send). */
  created: boolean;
  /** The sender's first message to this member: both members' chat statistics changed. */
  firstFromSender: boolean;
}

/** The order-independent key of a pair of members in `conversations`. */
export function pairKey(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

/** The message this member sent with this client id, if it was stored. */
export async function findByClientId(
  db: Database,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/**
 * Stores a message and updates the pair's conversation row in one transaction. A second
 * send with the same (sender, client id) stores nothing and returns the first one: the
 * unique index decides, so concurrent retries on different instances also end with one copy.
 */
export async function storeMessage(db: Database, input: NewMessage): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({
        senderId: input.senderId,
        recipientId: input.recipientId,
        content: input.content,
        clientId: input.clientId,
        createdAt: input.at,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    if (!inserted) {
      const existing = await findByClientId(tx, input.senderId, input.clientId!);
      if (!existing) throw new Error('a conflicting message vanished');
      return { message: existing, created: false, firstFromSender: false };
    }
    const { low, high } = pairKey(input.senderId, input.recipientId);
    const senderIsLow = input.senderId === low;
    const [pair] = await tx
      .insert(conversations)
      .values({
        userLowId: low,
        userHighId: high,
        initiatorId: input.senderId,
        lowSentCount: senderIsLow ? 1 : 0,
        highSentCount: senderIsLow ? 0 : 1,
        lowUnread: senderIsLow ? 0 : 1,
        highUnread: senderIsLow ? 1 : 0,
        lastMessageId: inserted.id,
        lastMessageAt: input.at,
        createdAt: input.at,
      })
      .onConflictDoUpdate({
        target: [conversations.userLowId, conversations.userHighId],
        set: {
          lowSentCount: sql`${conversations.lowSentCount} + excluded.low_sent_count`,
          highSentCount: sql`${conversations.highSentCount} + excluded.high_sent_count`,
          lowUnread: sql`${conversations.lowUnread} + excluded.low_unread`,
          highUnread: sql`${conversations.highUnread} + excluded.high_unread`,
          lastMessageId: sql`excluded.last_message_id`,
          lastMessageAt: sql`excluded.last_message_at`,
        },
      })
      .returning({ lowSentCount: conversations.lowSentCount, highSentCount: conversations.highSentCount });
    const senderCount = senderIsLow ? pair!.lowSentCount : pair!.highSentCount;
    return { message: inserted, created: true, firstFromSender: senderCount === 1 };
  });
}

/** Whether the two members have exchanged any message. */
export async function hasConversation(db: Database, a: number, b: number): Promise<boolean> {
  const { low, high } = pairKey(a, b);
  const [row] = await db
    .select({ low: conversations.userLowId })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row !== undefined;
}

export type HistoryCursor = { beforeId?: number | undefined; afterId?: number | undefined; limit: number };

export interface HistoryPage {
  rows: MessageRow[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/**
 * A page of the two members' messages, oldest first; one row more than asked tells whether
 * more exist. Each direction is one range scan of the (sender, recipient, id) index, read
 * only as far as the page needs, and the two are merged here: a single query with
 * "a to b or b to a" would have to sort the whole conversation to find its latest page.
 */
export async function conversationPage(
  db: Database,
  a: number,
  b: number,
  cursor: HistoryCursor,
): Promise<HistoryPage> {
  const { beforeId, afterId, limit } = cursor;
  const newer = afterId !== undefined;
  const side = (from: number, to: number) =>
    db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.senderId, from),
          eq(messages.recipientId, to),
          newer ? gt(messages.id, afterId) : beforeId === undefined ? undefined : lt(messages.id, beforeId),
        ),
      )
      .orderBy(newer ? asc(messages.id) : desc(messages.id))
      .limit(limit + 1);
  const [mine, theirs] = await Promise.all([side(a, b), side(b, a)]);
  const merged = [...mine, ...theirs].sort((x, y) => (newer ? x.id - y.id : y.id - x.id)).slice(0, limit + 1);
  const page = merged.slice(0, limit);
  return newer
    ? { rows: page, hasOlder: false, hasNewer: merged.length > limit }
    : { rows: page.reverse(), hasOlder: merged.length > limit, hasNewer: false };
}
