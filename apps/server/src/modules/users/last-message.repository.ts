import { and, eq, inArray, or } from 'drizzle-orm';
import { INBOX_PREVIEW_CHARS, type TLastMessage } from '@quad/contract';
import type { Database } from '@/db/client';
import { conversations, messages } from '@/db/schema/index';

/**
 * The newest message of the viewer's conversation with each of `partnerIds`, as the inbox
 * shows it: the start of the text, who wrote it and when. One statement through the
 * conversation's own pointer to its last message; a conversation whose last message is gone
 * (removed with a deleted account) has none.
 */
export async function lastMessagesWith(
  db: Database,
  viewerId: number,
  partnerIds: readonly number[],
): Promise<Map<number, TLastMessage>> {
  const out = new Map<number, TLastMessage>();
  if (partnerIds.length === 0) return out;
  const ids = [...partnerIds];
  const rows = await db
    .select({
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(
      or(
        and(eq(conversations.userLowId, viewerId), inArray(conversations.userHighId, ids)),
        and(eq(conversations.userHighId, viewerId), inArray(conversations.userLowId, ids)),
      ),
    );
  for (const row of rows) {
    const fromMe = row.senderId === viewerId;
    out.set(fromMe ? row.recipientId : row.senderId, {
      content: previewOf(row.content),
      from_me: fromMe,
      timestamp: row.createdAt.toISOString(),
    });
  }
  return out;
}

/** One line of at most INBOX_PREVIEW_CHARS characters, cut on a whole character. */
function previewOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > INBOX_PREVIEW_CHARS ? `${chars.slice(0, INBOX_PREVIEW_CHARS).join('')}…` : flat;
}
