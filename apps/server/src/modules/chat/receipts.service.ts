import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { conversations, messages } from '@/db/schema/index';
import { retryOnDeadlock } from '@/db/errors';
import { Coalescer } from '@/platform/coalescer';
import { moduleState } from '@/platform/module-state';
import { receiptSharers } from '@/modules/relationships/relationship.repository';
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
 * Receipts arriving together (every recipient acknowledges each message it receives) are
 * written together, in one statement per batch.
 */
export async function markDelivered(ctx: AppContext, recipientId: number, messageIds: number[]): Promise<Receipt[]> {
  const rows = await deliveryQueue.of(ctx).add({ recipientId, messageIds });
  ctx.metrics.messages('delivered', rows.length);
  notify(ctx, rows, 'message_delivered');
  return rows;
}

interface DeliveryRequest {
  recipientId: number;
  messageIds: number[];
}

/**
 * A sender sees "delivered" a few milliseconds later than it could, and in exchange the
 * receipts of every conversation go in one statement per 20 ms instead of one per message.
 * A batch and a reader's mark-read may lock the same messages in another order: PostgreSQL
 * then cancels one, and the batch (which changed nothing) goes again.
 */
const DELIVERY_BATCHES = { maxBatch: 1_000, lingerMs: 20 };

/** The app's receipt batches; closing waits until the receipts received so far are written. */
export const deliveryQueue = moduleState({
  name: 'chat delivery queue',
  create: (ctx) =>
    new Coalescer<DeliveryRequest, Receipt[]>(
      (requests) => retryOnDeadlock(() => deliverBatch(ctx, requests)),
      DELIVERY_BATCHES,
    ),
  drain: (queue) => queue.idle(),
});

type DeliveredRow = {
  id: number | string;
  sender_id: number;
  recipient_id: number;
  delivered_at: Date | string;
};

/** One UPDATE for every request of the batch; each request gets back the rows it changed. */
async function deliverBatch(ctx: AppContext, requests: DeliveryRequest[]): Promise<Receipt[][]> {
  const ids: number[] = [];
  const recipients: number[] = [];
  for (const r of requests) {
    for (const id of r.messageIds) {
      ids.push(id);
      recipients.push(r.recipientId);
    }
  }
  const now = ctx.clock.now().toISOString();
  const result = (await ctx.db.execute<DeliveredRow>(sql`
    update messages m set status = 'delivered', delivered_at = ${now}::timestamptz
    from unnest(${sql.param(ids)}::bigint[], ${sql.param(recipients)}::int[]) as r (id, recipient_id)
    where m.id = r.id and m.recipient_id = r.recipient_id and m.delivered_at is null and m.read_at is null
    returning m.id, m.sender_id, m.recipient_id, m.delivered_at`)) as { rows: DeliveredRow[] };
  const changed = new Map<string, Receipt>();
  for (const row of result.rows) {
    changed.set(`${row.recipient_id}:${row.id}`, {
      id: Number(row.id),
      senderId: row.sender_id,
      deliveredAt: new Date(row.delivered_at),
      readAt: null,
    });
  }
  return requests.map((r) => {
    const mine: Receipt[] = [];
    for (const id of r.messageIds) {
      const key = `${r.recipientId}:${id}`;
      const receipt = changed.get(key);
      // The same id twice (in one request or two) is one change, reported once.
      if (receipt) mine.push(receipt);
      changed.delete(key);
    }
    return mine;
  });
}

/**
 * The reader has seen messages: the listed ones, or (without ids) every unread one from
 * `senderId`. Each sender hears of each message; the reader's connections hear `messages_read`
 * with the ids read, so their unread counts and read marks follow. The conversation's unread
 * counter follows in the same transaction.
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
  // Receipts are reciprocal: unless reader and sender both share them, the sender hears
  // "delivered" (the read implies it), never "read".
  const sharers = await receiptSharers(ctx.db, [readerId, ...countBySender(rows).keys()]);
  const told = sharers.has(readerId) ? rows.filter((r) => sharers.has(r.senderId)) : [];
  notify(ctx, told, 'message_read');
  notify(
    ctx,
    rows.filter((r) => !told.includes(r)).map((r) => ({ ...r, readAt: null })),
    'message_delivered',
  );
  for (const senderId of countBySender(rows).keys()) {
    const ids = rows.filter((r) => r.senderId === senderId).map((r) => r.id);
    ctx.realtime.toUser(readerId, 'messages_read', { sender_id: senderId, message_ids: ids });
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
