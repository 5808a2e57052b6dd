import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './platform';
import { users } from './users';

/**
 * A browser's web-push subscription. It belongs to the session that made it: a signed-out or
 * expired session's device receives nothing (and its row is removed when it is next used).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A member's notification choices; no row means the defaults (no previews, e-mail on, no quiet hours). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    previews: boolean('previews').notNull().default(false),
    emailNudges: boolean('email_nudges').notNull().default(true),
    /** Minutes after midnight in `time_zone`; both null for no quiet hours. */
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    timeZone: text('time_zone'),
  },
  (t) => [
    check(
      'notification_settings_quiet_hours',
      sql`(${t.quietStart} is null) = (${t.quietEnd} is null) and (${t.quietStart} is null or ${t.timeZone} is not null)`,
    ),
  ],
);

/** Conversations a member muted: no push and no e-mail about them. */
export const conversationMutes = pgTable(
  'conversation_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherId] })],
);

/**
 * When a member was last reached about a conversation (its messages from `other_id`): by a
 * push a push service accepted, or by the e-mail nudge. The nudge claims its row with one
 * conditional upsert, so however many instances sweep, one e-mail goes per period.
 */
export const conversationNotices = pgTable(
  'conversation_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
    lastEmailAt: timestamp('last_email_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherId] })],
);
