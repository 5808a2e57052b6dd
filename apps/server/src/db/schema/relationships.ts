import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * "Hide me from people I know": addresses a member listed, kept only as keyed hashes
 * (HMAC with the server secret) of the normalised e-mail, matched against `users.email_key`.
 */
export const hiddenEmails = pgTable(
  'hidden_emails',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailKey: text('email_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.emailKey] }), index('hidden_emails_key_idx').on(t.emailKey)],
);
