import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { conversations, messages } from '@/db/schema/index';
import { pairKey } from './message.repository';

export interface Receipt {
  id: number;
  senderId: number;
  deliveredAt: Date | null;
  readAt: Date | null;
}

const receiptColumns = {
  id: messages.id,
  senderId: messages.senderId,
  deliveredAt: messages.deliveredAt,
  readAt: messages.readAt,
};

/**
 * The recipient's client has these messages: those still "sent" become "delivered" and
 * each sender hears of it. Ids of other members' messages, or already delivered, are ignored.
 */
export async function markDelivered(ctx: AppContext, recipientId: number, messageIds: number[]): Promise<Receipt[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .update(messages)
    .set({ status: 'delivered', deliveredAt: now })
    .where(
      and(
        eq(messages.recipientId, recipientId),
        inArray(messages.id, messageIds),
        isNull(messages.deliveredAt),
        isNull(messages.readAt),
      ),
    )
    .returning(receiptColumns);
  notify(ctx, rows, 'message_delivered');
  return rows;
}

/**
 * The reader has seen messages: the listed ones, or (without ids) every unread one from
 * `senderId`. Each sender hears of each message; the reader's other connections hear
 * `messages_read` so their unread counts drop. The conversation's unread counter follows
 * in the same transaction.
 */
export async function markRead(
  ctx: AppContext,
  readerId: number,
  filter: { senderId?: number; messageIds?: number[] },
): Promise<Receipt[]> {
  const now = ctx.clock.now();
  const conditions: (SQL | undefined)[] = [
    eq(messages.recipientId, readerId),
    isNull(messages.readAt),
    filter.senderId === undefined ? undefined : eq(messages.senderId, filter.senderId),
    filter.messageIds === undefined ? undefined : inArray(messages.id, filter.messageIds),
  ];
  const rows = await ctx.db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({
        status: 'read',
        readAt: now,
        deliveredAt: sql`coalesce(${messages.deliveredAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(...conditions))
      .returning(receiptColumns);
    for (const [senderId, count] of countBySender(read)) {
      const { low, high } = pairKey(senderId, readerId);
      const readerIsLow = readerId === low;
      await tx
        .update(conversations)
        .set(
          readerIsLow
            ? { lowUnread: sql`greatest(${conversations.lowUnread} - ${count}, 0)` }
            : { highUnread: sql`greatest(${conversations.highUnread} - ${count}, 0)` },
        )
        .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
    }
    return read;
  });
  notify(ctx, rows, 'message_read');
  for (const senderId of countBySender(rows).keys()) {
    ctx.realtime.toUser(readerId, 'messages_read', { sender_id: senderId });
  }
  return rows;
}

function countBySender(rows: Receipt[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.senderId, (counts.get(r.senderId) ?? 0) + 1);
  return counts;
}

function notify(ctx: AppContext, rows: Receipt[], event: 'message_delivered' | 'message_read'): void {
  for (const r of rows) {
    ctx.realtime.toUser(r.senderId, event, {
      message_id: r.id,
      delivered_at: r.deliveredAt?.toISOString() ?? null,
      read_at: r.readAt?.toISOString() ?? null,
    });
  }
}
