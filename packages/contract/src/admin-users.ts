import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE } from './constants';
import { ZAdminGender, ZAdminOrientation, ZMessageStatus } from './enums';
import { ZInstitutionSummary } from './institutions';
import { ZAdminPayment } from './payments';
import { ZStrike } from './due-process';

/**
 * Administrator side: checking access, statistics, user search and user details
 * (admin-area.md sections 2, 3 and 7). Genders and orientations are the upper-case forms.
 */

const id = z.number().int();
/** A query-string flag: "true" or "false". */
export const ZQueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/admin/check */
export const ZAdminCheck = z.object({ is_admin: z.literal(true), admin_email: z.string().nullable() });
export type TAdminCheck = z.infer<typeof ZAdminCheck>;

/** Counts per upper-case gender (M, W, O on screen). */
export const ZAdminGenderCounts = z.object({
  MAN: z.number().int(),
  WOMAN: z.number().int(),
  NONBINARY: z.number().int(),
});
export type TAdminGenderCounts = z.infer<typeof ZAdminGenderCounts>;
export const ZAdminOrientationCounts = z.object({
  ANDROPHILIC: z.number().int(),
  GYNEPHILIC: z.number().int(),
  AMBIPHILIC: z.number().int(),
});

/** One institution as the admin area lists it (table of tab 3, statistics of tab 0). */
export const ZAdminInstitution = z.object({
  id: z.string(),
  name: z.string(),
  name_abbreviated: z.string(),
  domains: z.array(z.string()),
  display_order: z.number().int(),
  /** Live accounts, administrators included (deleted accounts are not counted). */
  user_count: z.number().int(),
  /**
   * Live member accounts, administrators left out: what the Overview's Users → Total counts,
   * so the Overview's institution rows add up to it.
   */
  member_count: z.number().int(),
  /** Active women plus other-gender members: what the payment threshold is compared with. */
  active_women_nonbinary_count: z.number().int(),
  paid_count: z.number().int(),
  payment_threshold: z.number().int(),
  /** Whether starting chats with women and other genders needs the payment here now. */
  payment_required: z.boolean(),
  /** The signed-in administrator's own institution ("Current" badge). */
  is_current: z.boolean(),
  /**
   * No account, live or deleted, belongs to it. Deleted accounts stay linked to their
   * institution (reports and payments keep pointing at them), so they also prevent deletion.
   */
  can_delete: z.boolean(),
});
export type TAdminInstitution = z.infer<typeof ZAdminInstitution>;

/** GET /api/admin/statistics. Members exclude administrators and deleted accounts. */
export const ZAdminStatistics = z.object({
  users: z.object({
    total: z.number().int(),
    active_last_30_days: z.number().int(),
    paid: z.number().int(),
    admins: z.number().int(),
    suspended: z.number().int(),
    test_accounts: z.number().int(),
  }),
  messages: z.object({ total: z.number().int(), last_7_days: z.number().int() }),
  demographics: z.object({ gender: ZAdminGenderCounts, orientation: ZAdminOrientationCounts }),
  institutions: z.array(ZAdminInstitution),
});
export type TAdminStatistics = z.infer<typeof ZAdminStatistics>;

export const ADMIN_USER_SORTS = ['created_at', 'last_activity', 'username', 'reports'] as const;
export const ZAdminUserSort = z.enum(ADMIN_USER_SORTS);
export type TAdminUserSort = z.infer<typeof ZAdminUserSort>;

/** GET /api/admin/users/search. q matches username or e-mail (case-insensitive, part of either). */
export const ZAdminUserSearchQuery = z.object({
  q: z.string().trim().max(254).optional(),
  institution_id: z.string().trim().max(100).optional(),
  is_paid: ZQueryFlag.optional(),
  /** Active: last activity within the user activity threshold setting. */
  is_active: ZQueryFlag.optional(),
  is_suspended: ZQueryFlag.optional(),
  is_test_account: ZQueryFlag.optional(),
  sort_by: ZAdminUserSort.default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type TAdminUserSearchQuery = z.input<typeof ZAdminUserSearchQuery>;

export const ZAdminPhoto = z.object({ id, url: z.string(), thumbnail: z.string(), is_primary: z.boolean() });

/** A member as administrators see them (admin-area.md section 3, "User (admin view)"). */
export const ZAdminUser = z.object({
  id,
  username: z.string(),
  email: z.string().nullable(),
  is_paid: z.boolean(),
  is_admin: z.boolean(),
  is_suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspended_until: z.string().nullable(),
  /** Strikes that count (not overturned on appeal). */
  strike_count: z.number().int(),
  email_verified: z.boolean(),
  /** The verified badge (selfie check or manual review). */
  is_verified: z.boolean(),
  verified_at: z.string().nullable(),
  age: z.number().int(),
  height_inches: z.number().int(),
  gender: ZAdminGender,
  orientation: ZAdminOrientation,
  institution: ZInstitutionSummary,
  payment_reference_code: z.string().nullable(),
  created_at: z.string(),
  last_activity_at: z.string().nullable(),
  remaining_amount: z.number().nullable(),
  is_under_payment_review: z.boolean(),
  has_active_warning: z.boolean(),
  warning_message: z.string().nullable(),
  total_reports: z.number().int(),
  pending_reports: z.number().int(),
  account_age_days: z.number().int(),
  profile_text: z.string(),
  profile_visible: z.boolean(),
  photos: z.array(ZAdminPhoto),
  deleted_at: z.string().nullable(),
  /** Generated by "Generate test profiles": not a real person. */
  is_test_account: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserSearchResponse = z.object({
  users: z.array(ZAdminUser),
  total: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TAdminUserSearchResponse = z.infer<typeof ZAdminUserSearchResponse>;

/** Notes of an admin action, read into their parts. */
export const ZParsedNotes = z.object({
  report_context: z
    .object({
      reporter_username: z.string().nullable(),
      report_reason: z.string().nullable(),
      report_description: z.string().nullable(),
    })
    .nullable(),
  warning_message: z.string().nullable(),
  suspension_message: z.string().nullable(),
  deletion_message: z.string().nullable(),
  moderation_message: z.string().nullable(),
  admin_notes: z.string().nullable(),
});
export type TParsedNotes = z.infer<typeof ZParsedNotes>;

export const ZAdminAction = z.object({
  id,
  action_type: z.string(),
  timestamp: z.string(),
  admin: z.object({ id, username: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** The notes as recorded (JSON text); parsed_notes has them in parts. */
  notes: z.string().nullable(),
  parsed_notes: ZParsedNotes,
  /** The system took the action (a timed suspension ended), not an administrator. */
  by_system: z.boolean(),
});
export type TAdminAction = z.infer<typeof ZAdminAction>;

const ZReviewState = z.object({
  status: z.enum(['pending', 'reviewed']),
  review_action: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  false_positive: z.boolean(),
});

/** A message flag in a member's history (they were its sender). */
export const ZAutoFlagHistoryEntry = ZReviewState.extend({
  id,
  flag_reason: z.string(),
  risk_score: z.number().int(),
  detected_patterns: z.array(z.string()),
  message_content: z.string(),
  flagged_at: z.string(),
  recipient_id: id,
  recipient_username: z.string(),
});
export type TAutoFlagHistoryEntry = z.infer<typeof ZAutoFlagHistoryEntry>;

export const ZProfileFlagHistoryEntry = ZReviewState.extend({
  id,
  flag_reason: z.string(),
  risk_score: z.number().int(),
  detected_patterns: z.array(z.string()),
  flagged_fields: z.array(z.string()),
  profile_text: z.string(),
  flagged_at: z.string(),
});
export type TProfileFlagHistoryEntry = z.infer<typeof ZProfileFlagHistoryEntry>;

export const ZAdminConversationMessage = z.object({
  id,
  direction: z.enum(['sent', 'received']),
  content: z.string(),
  timestamp: z.string(),
  status: ZMessageStatus,
  is_read: z.boolean(),
});

/** A conversation of the member, newest first; messages are the latest ones, oldest first. */
export const ZAdminConversation = z.object({
  partner_id: id,
  partner_username: z.string(),
  total_messages: z.number().int(),
  last_message_at: z.string(),
  latest_message: ZAdminConversationMessage.nullable(),
  messages: z.array(ZAdminConversationMessage),
});
export type TAdminConversation = z.infer<typeof ZAdminConversation>;

/** GET /api/admin/users/{id}/details */
export const ZAdminUserDetails = z.object({
  user: ZAdminUser.extend({
    admin_action_history: z.array(ZAdminAction),
    auto_flag_history: z.array(ZAutoFlagHistoryEntry),
    profile_flag_history: z.array(ZProfileFlagHistoryEntry),
    /** Every strike, newest first, overturned ones included (marked removed). */
    strike_history: z.array(ZStrike),
  }),
  stats: z.object({
    total_messages_sent: z.number().int(),
    total_messages_received: z.number().int(),
    /** Conversations the member started, by the partner's gender. */
    initiated: ZAdminGenderCounts,
    /** Conversations started by someone else, by the partner's gender. */
    received: ZAdminGenderCounts,
    /** Conversations where both sides wrote, by the partner's gender. */
    conversations: ZAdminGenderCounts,
  }),
  payment_history: z.array(ZAdminPayment),
  conversations: z.array(ZAdminConversation),
});
export type TAdminUserDetails = z.infer<typeof ZAdminUserDetails>;
