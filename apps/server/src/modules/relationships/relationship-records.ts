import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { blocks, conversations, hiddenEmails, users } from '@/db/schema/index';
import { partnerIn } from './relationships.sql';

/**
 * A member's relationships as records: what "Download my data" lists and what account
 * deletion forgets (both through the member inventory in the account module).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The member's conversations, each with the partner's username. */
export async function conversationRecords(db: Reader, userId: number) {
  const partner = alias(users, 'partner');
  const rows = await db
    .select({
      partner: partner.username,
      initiatorId: conversations.initiatorId,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(partner, eq(partner.id, sql`${partnerIn(sql`${conversations}`, userId)}`))
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)))
    .orderBy(desc(conversations.lastMessageAt));
  return rows.map((r) => ({
    partner: r.partner,
    started_by_me: r.initiatorId === userId,
    started_at: r.createdAt.toISOString(),
    last_message_at: r.lastMessageAt.toISOString(),
  }));
}

/** Members the member blocked (blocks by others are their choice and are not told). */
export async function blockRecords(db: Reader, userId: number) {
  const blocked = alias(users, 'blocked');
  const rows = await db
    .select({ member: blocked.username, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(blocked, eq(blocked.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(blocks.createdAt);
  return rows.map((r) => ({ member: r.member, blocked_at: r.createdAt.toISOString() }));
}

/** "Hide me from people I know": when each address was added (the addresses are only hashes). */
export async function hideRecords(db: Reader, userId: number) {
  const rows = await db
    .select({ createdAt: hiddenEmails.createdAt })
    .from(hiddenEmails)
    .where(eq(hiddenEmails.ownerId, userId));
  return rows.map((r) => ({ added_at: iso(r.createdAt) }));
}

/** Deletion: the member's conversations go; returns the partners, who are told the member is gone. */
export async function forgetConversations(tx: Tx, userId: number): Promise<number[]> {
  const pairs = await tx
    .delete(conversations)
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)))
    .returning({ low: conversations.userLowId, high: conversations.userHighId });
  return pairs.map((p) => (p.low === userId ? p.high : p.low));
}

/** Deletion: blocks either way go. */
export async function forgetBlocks(tx: Tx, userId: number): Promise<void> {
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
}

/** Deletion: the member's hides go (hides of the member's address by others are those members' lists). */
export async function forgetHides(tx: Tx, userId: number): Promise<void> {
  await tx.delete(hiddenEmails).where(eq(hiddenEmails.ownerId, userId));
}
