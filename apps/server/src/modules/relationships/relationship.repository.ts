import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { blocks, conversations, hiddenEmails, messages, users } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { pairKey } from './pair-key';
import { hiddenEitherWay } from './relationships.sql';

/** Where two members stand with each other, read fresh for each decision. */
export interface Relation {
  /** `me` blocked `other`. */
  iBlockedThem: boolean;
  /** `other` blocked `me`. */
  theyBlockedMe: boolean;
  /** They have a conversation row. */
  hasConversation: boolean;
  /** Either listed the other's address in "Hide me from people I know". */
  hidden: boolean;
}

/** Whether a hide stands between the two members, either way. */
export async function hiddenBetween(db: Database, a: number, b: number): Promise<boolean> {
  const result = (await db.execute<{ hidden: boolean }>(sql`select ${hiddenEitherWay(a, b)} as "hidden"`)) as {
    rows: { hidden: boolean }[];
  };
  return result.rows[0]?.hidden === true;
}

export async function blockedBy(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}

/** Whether the two members have exchanged any message (their conversation row). */
export async function hasConversation(db: Database, a: number, b: number): Promise<boolean> {
  const { low, high } = pairKey(a, b);
  const [row] = await db
    .select({ low: conversations.userLowId })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row !== undefined;
}

/** Whether the two ever wrote to each other (the conversation row, or any message left). */
export async function hasHistory(db: Database, a: number, b: number): Promise<boolean> {
  if (await hasConversation(db, a, b)) return true;
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a), eq(messages.recipientId, b)),
        and(eq(messages.senderId, b), eq(messages.recipientId, a)),
      ),
    )
    .limit(1);
  return message !== undefined;
}

/** Blocks either way and the conversation between `me` and `other`. */
export async function loadRelation(db: Database, me: number, other: number): Promise<Relation> {
  const [blockRows, conversation, hidden] = await Promise.all([
    db
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)),
          and(eq(blocks.blockerId, other), eq(blocks.blockedId, me)),
        ),
      ),
    hasConversation(db, me, other),
    hiddenBetween(db, me, other),
  ]);
  return {
    hidden,
    iBlockedThem: blockRows.some((b) => b.blockerId === me),
    theyBlockedMe: blockRows.some((b) => b.blockerId === other),
    hasConversation: conversation,
  };
}

/** `blocker` blocks `blocked` (again is fine). */
export async function addBlock(db: Database, blockerId: number, blockedId: number, at: Date): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
}

export async function removeBlock(db: Database, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/**
 * Account deletion: the member's conversations, blocks either way and hides go (hides of the
 * member's address by others stay: they are those members' lists). Returns the
 * conversation partners, who are told the member is gone.
 */
export async function forgetRelationships(tx: Tx, userId: number): Promise<number[]> {
  const pairs = await tx
    .delete(conversations)
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)))
    .returning({ low: conversations.userLowId, high: conversations.userHighId });
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await tx.delete(hiddenEmails).where(eq(hiddenEmails.ownerId, userId));
  return pairs.map((p) => (p.low === userId ? p.high : p.low));
}

/** Of these members, those who share read receipts (the reciprocal switch in Settings). */
export async function receiptSharers(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.shareReadReceipts, true)));
  return new Set(rows.map((r) => r.id));
}
