import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYMENT_THRESHOLD_DEFAULT } from '@quad/contract';

export const institutions = pgTable('institutions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameAbbreviated: text('name_abbreviated').notNull(),
  /** Allowed e-mail domains; "*.x.ca" allows any subdomain of x.ca. */
  domains: text('domains').array().notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  paymentThreshold: integer('payment_threshold').notNull().default(PAYMENT_THRESHOLD_DEFAULT),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
