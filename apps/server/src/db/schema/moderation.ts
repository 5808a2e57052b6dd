import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { TAdminActionType } from '@quad/contract';
import { reportReasonEnum, reviewStatusEnum } from './enums';
import { users } from './users';

const reviewColumns = () => ({
  status: reviewStatusEnum('status').notNull().default('pending'),
  reviewAction: text('review_action'),
  reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  adminNotes: text('admin_notes'),
});

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id),
    reason: reportReasonEnum('reason').notNull(),
    description: text('description'),
    moderationMessage: text('moderation_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
  },
  (t) => [
    index('reports_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('reports_reported_idx').on(t.reportedId),
    index('reports_reporter_idx').on(t.reporterId, t.reportedId, t.reason, t.createdAt),
  ],
);

/** A message whose risk score reached the auto-flag threshold. The message is still delivered. */
export const autoFlags = pgTable(
  'auto_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    flagReason: text('flag_reason').notNull(),
    riskScore: integer('risk_score').notNull(),
    detectedPatterns: text('detected_patterns').array().notNull(),
    messageContent: text('message_content').notNull(),
    falsePositive: boolean('false_positive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
  },
  (t) => [
    index('auto_flags_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('auto_flags_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** Profile text that reached the screening threshold. Screening never blocks the update. */
export const profileFlags = pgTable(
  'profile_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    flagReason: text('flag_reason').notNull(),
    riskScore: integer('risk_score').notNull(),
    detectedPatterns: text('detected_patterns').array().notNull(),
    flaggedFields: text('flagged_fields').array().notNull(),
    profileText: text('profile_text').notNull(),
    falsePositive: boolean('false_positive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
  },
  (t) => [
    index('profile_flags_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('profile_flags_user_idx').on(t.userId),
  ],
);

/** Everything an administrator did to a member, with the context it was done in. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of ADMIN_ACTION_TYPES in the contract; written only through recordAdminAction. */
    actionType: text('action_type').$type<TAdminActionType>().notNull(),
    reason: text('reason'),
    /** Structured notes: report context, messages sent to the member, admin notes. */
    notes: jsonb('notes').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_target_idx').on(t.targetUserId, t.createdAt)],
);

/** The image-moderation decision for each upload, accepted or rejected. */
export const imageModerationLog = pgTable(
  'image_moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    photoId: integer('photo_id'),
    decision: text('decision').notNull(),
    topClass: text('top_class'),
    topScore: real('top_score'),
    scores: jsonb('scores').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_moderation_user_idx').on(t.userId)],
);
