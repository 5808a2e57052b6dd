import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAdminActionType, TAppealStatus, TStrikeSource } from '@quad/contract';
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

/**
 * A strike on a member's record: a report or flag an administrator upheld with a warning or
 * a suspension. Overturning the action on appeal removes it (kept, marked removed).
 * Written by the moderation module only (strikes.repository.ts).
 */
export const strikes = pgTable(
  'strikes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminActionId: integer('admin_action_id').references(() => adminActions.id, { onDelete: 'set null' }),
    actionType: text('action_type').$type<'warn' | 'suspend'>().notNull(),
    reason: text('reason').notNull(),
    source: text('source').$type<TStrikeSource>().notNull(),
    /** The report or flag the strike came from. */
    sourceId: integer('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('strikes_user_idx').on(t.userId, t.createdAt), index('strikes_action_idx').on(t.adminActionId)],
);

/**
 * A member's appeal of a warning or suspension: one per action (unique), decided by another
 * administrator than the one who acted. Written by the appeals module only.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminActionId: integer('admin_action_id')
      .notNull()
      .references(() => adminActions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<TAppealStatus>().notNull().default('pending'),
    decisionMessage: text('decision_message'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_action_key').on(t.adminActionId),
    index('appeals_user_idx').on(t.userId),
    index('appeals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
