import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { conversations, messages, photos, users } from '@/db/schema/index';
import type { TestApp } from './test-app';

export interface WriteOptions {
  /** When the message was sent (default: the test clock's now). */
  at?: Date;
  /** Whether the recipient has read it (default false). */
  read?: boolean;
  content?: string;
}

/**
 * A message stored as the chat service stores one: the row, and the pair's conversation row
 * (initiator, per-side sent and unread counts, last message time) kept in step.
 */
export async function writeMessage(t: TestApp, fromId: number, toId: number, options: WriteOptions = {}) {
  const at = options.at ?? t.clock.now();
  const read = options.read ?? false;
  const [message] = await t.ctx.db
    .insert(messages)
    .values({
      senderId: fromId,
      recipientId: toId,
      content: options.content ?? 'Hello there',
      status: read ? 'read' : 'sent',
      createdAt: at,
      deliveredAt: read ? at : null,
      readAt: read ? at : null,
    })
    .returning();
  const fromLow = fromId < toId;
  const [low, high] = fromLow ? [fromId, toId] : [toId, fromId];
  const unread = read ? 0 : 1;
  await t.ctx.db
    .insert(conversations)
    .values({
      userLowId: low,
      userHighId: high,
      initiatorId: fromId,
      lowSentCount: fromLow ? 1 : 0,
      highSentCount: fromLow ? 0 : 1,
      lowUnread: fromLow ? 0 : unread,
      highUnread: fromLow ? unread : 0,
      lastMessageId: message!.id,
      lastMessageAt: at,
    })
    .onConflictDoUpdate({
      target: [conversations.userLowId, conversations.userHighId],
      set: fromLow
        ? {
            lowSentCount: sql`${conversations.lowSentCount} + 1`,
            highUnread: sql`${conversations.highUnread} + ${unread}`,
            lastMessageId: message!.id,
            lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
          }
        : {
            highSentCount: sql`${conversations.highSentCount} + 1`,
            lowUnread: sql`${conversations.lowUnread} + ${unread}`,
            lastMessageId: message!.id,
            lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
          },
    });
  return message!;
}

/** Marks every message from `fromId` to `toId` read, as opening the chat would. */
export async function readAll(t: TestApp, fromId: number, toId: number): Promise<void> {
  const now = t.clock.now();
  await t.ctx.db
    .update(messages)
    .set({ readAt: now, status: 'read' })
    .where(and(eq(messages.senderId, fromId), eq(messages.recipientId, toId)));
  const [low, high] = fromId < toId ? [fromId, toId] : [toId, fromId];
  await t.ctx.db
    .update(conversations)
    .set(fromId < toId ? { highUnread: 0 } : { lowUnread: 0 })
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
}

/** Sets when the member was last active (null: never). */
export async function lastSeen(t: TestApp, userId: number, msAgo: number | null): Promise<void> {
  const at = msAgo === null ? null : new Date(t.clock.now().getTime() - msAgo);
  // Activity the member's own requests recorded is written first, not over this.
  await t.ctx.activity.flush();
  await t.ctx.db.update(users).set({ lastActivityAt: at }).where(eq(users.id, userId));
}

/** A published photo row (no file behind it: enough for listing and presenting). */
export async function givePhoto(t: TestApp, userId: number, options: { primary?: boolean; pending?: boolean } = {}) {
  const name = randomBytes(8).toString('hex');
  const [row] = await t.ctx.db
    .insert(photos)
    .values({
      userId,
      filename: `${name}.webp`,
      thumbnail: `${name}_thumb.webp`,
      isPrimary: options.primary ?? false,
      isPending: options.pending ?? false,
      width: 600,
      height: 600,
    })
    .returning();
  return row!;
}
