import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { blocks, conversations, hiddenEmails, users } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { iso, type InventoryEntry } from '@/modules/account/inventory-entry';
import { partnerIn } from './relationships.sql';

/**
 * A member's relationships as records: what "Download my data" lists and what account
 * deletion forgets (both through the member inventory in the account module).
 */

/** The member's conversations, each with the partner's username. */
async function conversationRecords(db: Tx, userId: number) {
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
async function blockRecords(db: Tx, userId: number) {
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
async function hideRecords(db: Tx, userId: number) {
  const rows = await db
    .select({ createdAt: hiddenEmails.createdAt })
    .from(hiddenEmails)
    .where(eq(hiddenEmails.ownerId, userId));
  return rows.map((r) => ({ added_at: iso(r.createdAt) }));
}

/** Deletion: the member's conversations go; returns the partners, who are told the member is gone. */
async function forgetConversations(tx: Tx, userId: number): Promise<number[]> {
  const pairs = await tx
    .delete(conversations)
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)))
    .returning({ low: conversations.userLowId, high: conversations.userHighId });
  return pairs.map((p) => (p.low === userId ? p.high : p.low));
}

/** Deletion: blocks either way go. */
async function forgetBlocks(tx: Tx, userId: number): Promise<void> {
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
}

/** Deletion: the member's hides go (hides of the member's address by others are those members' lists). */
async function forgetHides(tx: Tx, userId: number): Promise<void> {
  await tx.delete(hiddenEmails).where(eq(hiddenEmails.ownerId, userId));
}

export const conversationEntry: InventoryEntry = {
  file: 'conversations.json',
  about: 'The members you have a conversation with.',
  onDeletion: 'removed',
  holds: [conversations.userLowId, conversations.userHighId],
  read: conversationRecords,
  async erase(tx, userId) {
    return { partners: await forgetConversations(tx, userId) };
  },
};

export const blockEntry: InventoryEntry = {
  file: 'blocks.json',
  about: 'The members you blocked.',
  onDeletion: 'removed',
  // Blocks of the member by others go too; they are those members' choice and never exported.
  holds: [blocks.blockerId, blocks.blockedId],
  read: blockRecords,
  erase: forgetBlocks,
};

export const hideEntry: InventoryEntry = {
  file: 'hidden-emails.json',
  about: 'How many addresses you listed in "Hide me from people I know" (only keyed hashes are stored).',
  onDeletion: 'removed',
  holds: [hiddenEmails.ownerId],
  read: hideRecords,
  present: (rows) => ({ count: rows.length }),
  erase: forgetHides,
};
