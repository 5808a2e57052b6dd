import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TGender } from '@quad/contract';
import type { Database } from '@/db/client';
import { blocks, conversations, institutions, messages, photos, users } from '@/db/schema/index';
import type { PhotoRow } from '@/modules/photos/photos.presenter';

export type UserRow = typeof users.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;

/** The viewer's side of a conversation with one member. */
export interface PairFacts {
  lastMessageAt: Date;
  viewerSent: number;
  partnerSent: number;
}

export interface StatsRow {
  userId: number;
  partnerGender: TGender;
  initiated: number;
  received: number;
  conversations: number;
}

/** Everything the cards of `ids` need beyond the user rows, each fetched once for the whole batch. */
export interface CardData {
  institutions: Map<string, InstitutionRow>;
  photos: Map<number, PhotoRow[]>;
  pairs: Map<number, PairFacts>;
  unread: Map<number, number>;
  blockedByViewer: Set<number>;
  blockedViewer: Set<number>;
  stats: StatsRow[];
}

export function loadUsers(db: Database, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function loadCardData(
  db: Database,
  viewerId: number,
  ids: readonly number[],
  institutionIds: readonly string[],
): Promise<CardData> {
  const list = [...ids];
  const [instRows, photoRows, pairRows, unreadRows, blockRows, stats] = await Promise.all([
    db
      .select()
      .from(institutions)
      .where(inArray(institutions.id, [...institutionIds])),
    db
      .select()
      .from(photos)
      .where(and(inArray(photos.userId, list), eq(photos.isPending, false)))
      .orderBy(asc(photos.userId), asc(photos.createdAt), asc(photos.id)),
    db
      .select()
      .from(conversations)
      .where(
        or(
          and(eq(conversations.userLowId, viewerId), inArray(conversations.userHighId, list)),
          and(eq(conversations.userHighId, viewerId), inArray(conversations.userLowId, list)),
        ),
      ),
    unreadBySender(db, viewerId, list),
    db
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, list)),
          and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, list)),
        ),
      ),
    chatStats(db, list),
  ]);

  const photosByUser = new Map<number, PhotoRow[]>();
  for (const row of photoRows) {
    const own = photosByUser.get(row.userId);
    if (own) own.push(row);
    else photosByUser.set(row.userId, [row]);
  }
  const pairs = new Map<number, PairFacts>();
  for (const c of pairRows) {
    const viewerIsLow = c.userLowId === viewerId;
    pairs.set(viewerIsLow ? c.userHighId : c.userLowId, {
      lastMessageAt: c.lastMessageAt,
      viewerSent: viewerIsLow ? c.lowSentCount : c.highSentCount,
      partnerSent: viewerIsLow ? c.highSentCount : c.lowSentCount,
    });
  }
  return {
    institutions: new Map(instRows.map((row) => [row.id, row])),
    photos: photosByUser,
    pairs,
    unread: unreadRows,
    blockedByViewer: new Set(blockRows.filter((b) => b.blockerId === viewerId).map((b) => b.blockedId)),
    blockedViewer: new Set(blockRows.filter((b) => b.blockedId === viewerId).map((b) => b.blockerId)),
    stats,
  };
}

/** Unread messages to the viewer, by sender (all senders when `senders` is omitted). */
export async function unreadBySender(
  db: Database,
  viewerId: number,
  senders?: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ senderId: messages.senderId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(
      and(
        eq(messages.recipientId, viewerId),
        isNull(messages.readAt),
        senders ? inArray(messages.senderId, [...senders]) : undefined,
      ),
    )
    .groupBy(messages.senderId);
  return new Map(rows.map((r) => [r.senderId, r.count]));
}

/**
 * Conversations of each member, by the partner's gender: those they started, those started
 * with them, and those where both sides wrote. Deleted partners are not counted.
 */
async function chatStats(db: Database, ids: number[]): Promise<StatsRow[]> {
  const side = (self: AnyPgColumn, partner: AnyPgColumn) =>
    db
      .select({
        userId: sql<number>`${self}`.mapWith(Number).as('user_id'),
        partnerGender: users.gender,
        initiated: sql<number>`count(*) filter (where ${conversations.initiatorId} = ${self})`.mapWith(Number),
        received: sql<number>`count(*) filter (where ${conversations.initiatorId} <> ${self})`.mapWith(Number),
        conversations:
          sql<number>`count(*) filter (where ${conversations.lowSentCount} > 0 and ${conversations.highSentCount} > 0)`.mapWith(
            Number,
          ),
      })
      .from(conversations)
      .innerJoin(users, and(eq(users.id, partner), isNull(users.deletedAt)))
      .where(inArray(self, ids))
      .groupBy(self, users.gender);
  const [low, high] = await Promise.all([
    side(conversations.userLowId, conversations.userHighId),
    side(conversations.userHighId, conversations.userLowId),
  ]);
  return [...low, ...high];
}
