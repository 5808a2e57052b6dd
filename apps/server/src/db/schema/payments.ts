import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentStatusEnum, paymentTypeEnum } from './enums';
import { users } from './users';

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for an e-Transfer read from the mailbox that matched no member's payment code. */
    userId: integer('user_id').references(() => users.id),
    transactionType: paymentTypeEnum('transaction_type').notNull().default('PAYMENT'),
    transactionId: text('transaction_id'),
    description: text('description'),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('CAD'),
    remainingAmount: numeric('remaining_amount', { precision: 10, scale: 2, mode: 'number' }),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** member_claim, mailbox or admin. */
    source: text('source').notNull(),
    senderName: text('sender_name'),
    paymentCode: text('payment_code'),
    /** Details of a mailbox intake (reference number, raw message) for the administrator. */
    intake: jsonb('intake').$type<Record<string, unknown>>(),
    /**
     * What makes a mailbox intake unique: the Interac reference number (or, without one, the
     * e-mail's Message-ID), so reading the same notification twice stores it once.
     */
    intakeKey: text('intake_key'),
    userPaidStatusAfter: boolean('user_paid_status_after'),
    paymentNotesToUser: text('payment_notes_to_user'),
    adminNotes: text('admin_notes'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.submittedAt),
    index('payments_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_intake_key').on(t.intakeKey),
    // At most one open "I have sent it" claim per member, even under concurrent requests.
    uniqueIndex('payments_open_claim_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.source} = 'member_claim'`),
  ],
);
