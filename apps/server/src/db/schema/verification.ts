import { bigint, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The poses drawn for one selfie check; answered once, within SELFIE_CHALLENGE_MINUTES. */
export const selfieChallenges = pgTable(
  'selfie_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    poses: text('poses').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('selfie_challenges_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One selfie check: its result, the threshold it used and the frames' perceptual hashes
 * (to refuse a reused selfie). The frames themselves are never stored.
 */
export const selfieChecks = pgTable(
  'selfie_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    result: text('result').notNull().$type<'passed' | 'failed'>(),
    reasons: text('reasons').array().notNull(),
    threshold: real('threshold').notNull(),
    /** The largest distance between a frame and the primary photo, and the other photo; null when not measured. */
    primaryDistance: real('primary_distance'),
    otherDistance: real('other_distance'),
    /** 64-bit difference hashes of the frames. */
    frameHashes: bigint('frame_hashes', { mode: 'bigint' }).array().notNull(),
  },
  (t) => [index('selfie_checks_user_idx').on(t.userId, t.createdAt)],
);

/** A member's request for an administrator to look at their selfie; the frames go after REVIEW_FRAMES_RETENTION_DAYS. */
export const verificationReviews = pgTable(
  'verification_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending').$type<'pending' | 'approved' | 'rejected' | 'expired'>(),
    /** WebP frames, base64; emptied when decided or expired. */
    frames: text('frames').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('verification_reviews_status_idx').on(t.status, t.createdAt)],
);
