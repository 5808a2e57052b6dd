import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messageStatusEnum } from './enums';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Client-generated id of the send; a retried send with the same id is stored once. */
    clientId: uuid('client_id'),
    status: messageStatusEnum('status').notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_pair_idx').on(t.senderId, t.recipientId, t.id),
    index('messages_recipient_unread_idx')
      .on(t.recipientId, t.senderId)
      .where(sql`${t.readAt} is null`),
    index('messages_created_at_idx').on(t.createdAt),
    // Message screening reads a sender's recent messages (rapid messaging, near-duplicates).
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

/**
 * Messages stored per day (UTC), kept by triggers on messages (migration 0016: each
 * statement's inserted rows are added and deleted rows taken off), so the Overview's totals
 * read a row a day instead of counting every message.
 */
export const messageDays = pgTable('message_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sent: bigint('sent', { mode: 'number' }).notNull().default(0),
});

/**
 * One row per pair of members who have exchanged messages, kept up to date in the same
 * transaction as each message. Browse grouping, unread counts and chat statistics read
 * this instead of scanning messages. user_low_id < user_high_id.
 */
export const conversations = pgTable(
  'conversations',
  {
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    initiatorId: integer('initiator_id').notNull(),
    lowSentCount: integer('low_sent_count').notNull().default(0),
    highSentCount: integer('high_sent_count').notNull().default(0),
    /** Messages to the low (high) member not yet read by them. */
    lowUnread: integer('low_unread').notNull().default(0),
    highUnread: integer('high_unread').notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userLowId, t.userHighId] }),
    index('conversations_high_idx').on(t.userHighId, t.lastMessageAt.desc()),
    index('conversations_low_idx').on(t.userLowId, t.lastMessageAt.desc()),
    check('conversations_order_check', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/**
 * "Are you sure?" nudges: one row per held send (sender, client id), written only when a
 * message is held, never for one that passes. A nudge was confirmed when a message with its
 * client id was stored; the others were edited or given up (flag statistics).
 */
export const messageNudges = pgTable(
  'message_nudges',
  {
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.senderId, t.clientId] })],
);
