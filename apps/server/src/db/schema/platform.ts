import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { codePurposeEnum, deletionTypeEnum } from './enums';
import { users } from './users';

/** One row per setting key; values are typed by the contract's SETTING_DEFINITIONS. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});

/** What remains of a deleted account: never the e-mail, only its SHA-256 hash. */
export const deletedUsers = pgTable(
  'deleted_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    originalUserId: integer('original_user_id').notNull(),
    username: text('username').notNull(),
    emailHash: text('email_hash').notNull(),
    deletionType: deletionTypeEnum('deletion_type').notNull(),
    reason: text('reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an admin deletion: the e-mail may not return unless an administrator allows it. */
    canReturnAfter: timestamp('can_return_after', { withTimezone: true }),
    returnAllowed: boolean('return_allowed').notNull().default(false),
    returnAllowedAt: timestamp('return_allowed_at', { withTimezone: true }),
    returnAllowedById: integer('return_allowed_by_id').references(() => users.id, { onDelete: 'set null' }),
    userHasReturned: boolean('user_has_returned').notNull().default(false),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [index('deleted_users_email_hash_idx').on(t.emailHash), index('deleted_users_deleted_at_idx').on(t.deletedAt)],
);

export const blockedEmails = pgTable(
  'blocked_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emailHash: text('email_hash').notNull(),
    blockReason: text('block_reason').notNull(),
    adminNotes: text('admin_notes'),
    blockedById: integer('blocked_by_id').references(() => users.id, { onDelete: 'set null' }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blocked_emails_hash_key').on(t.emailHash)],
);

/** E-mail verification and password-reset codes, stored hashed. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Counters behind the rules that must hold across restarts and instances: wrong-code
 * lockouts, resend schedules, sign-in brute-force limits. Keyed by purpose and a hash.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);

/** A signed-in device. The access token names its session; a revoked session ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
