import type { TMessage } from '@quad/contract';
import type { messages } from '@/db/schema/index';

export type MessageRow = typeof messages.$inferSelect;

/** A stored message as both members of the conversation see it. */
export function presentMessage(row: MessageRow): TMessage {
  return {
    id: row.id,
    sender_id: row.senderId,
    recipient_id: row.recipientId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    is_read: row.readAt !== null,
    status: row.status,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    read_at: row.readAt?.toISOString() ?? null,
    client_id: row.clientId,
  };
}
