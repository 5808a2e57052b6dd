import { z } from 'zod';
import { MSG } from './messages';
import { REVIEW_ACTIONS, ZReportReason } from './enums';
import { ZFlagStatistics } from './screening';
import { ZLadderStep, ZSuspensionDuration } from './due-process';

/** Administrator side: review queues and actions on members (admin-area.md sections 4, 5 and 7). */

const id = z.number().int();
const NOTES_MAX = 2000;
const MESSAGE_MAX = 2000;

/** Optional free text: trimmed, and blank means absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : undefined));

/** A call sent without a body (null or undefined) is read as an empty object. */
export const emptyBody = (body: unknown): unknown => body ?? {};

/** Texts of the admin actions; the specification's wording where it gives one. */
export const ADMIN_ACTION_MSG = {
  warned: 'User warned successfully.',
  suspended: 'User suspended successfully.',
  unsuspended: 'User unsuspended successfully.',
  deleted: 'User deleted permanently (email cannot be reused unless you allow it).',
  dismissed: 'Dismissed successfully.',
  reviewed: 'Review recorded.',
  warningMessageRequired: 'Please enter a warning message',
  suspensionReasonRequired: 'Please enter a suspension reason',
  userNotFound: 'User not found',
  reportNotFound: 'Report not found',
  flagNotFound: 'Flag not found',
  alreadyReviewed: 'This item has already been reviewed.',
  notSuspended: 'This user is not suspended.',
  cannotActOnSelf: 'You cannot take this action on your own account',
  cannotActOnAdmin: 'Administrators cannot be warned, suspended or deleted here. Delete the admin account instead.',
  userDeleted: 'This user has been deleted.',
  actionRequired: 'Please choose an action',
  defaultWarning: 'Please review our community guidelines. Further violations may lead to suspension.',
} as const;

/** A member as the review queues show them. */
export const ZQueueUser = z.object({
  id,
  username: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  account_age_days: z.number().int(),
  is_suspended: z.boolean(),
  is_deleted: z.boolean(),
  total_reports: z.number().int(),
  /** Strikes on the member's record that count, and the ladder's suggestion for the next one. */
  strike_count: z.number().int(),
  next_step: ZLadderStep,
});
export type TQueueUser = z.infer<typeof ZQueueUser>;

export const ZPendingReport = z.object({
  id,
  reported_user: ZQueueUser,
  reporter: ZQueueUser,
  reason: ZReportReason,
  description: z.string().nullable(),
  created_at: z.string(),
});
export type TPendingReport = z.infer<typeof ZPendingReport>;

/** GET /api/admin/reports/pending (oldest first) */
export const ZPendingReports = z.object({ pending_reports: z.array(ZPendingReport) });
export type TPendingReports = z.infer<typeof ZPendingReports>;

export const ZPendingAutoFlag = z.object({
  id,
  message_id: z.number().int().nullable(),
  sender: ZQueueUser,
  recipient: ZQueueUser,
  flag_reason: z.string(),
  risk_score: z.number().int(),
  detected_patterns: z.array(z.string()),
  message_content: z.string(),
  created_at: z.string(),
});
export type TPendingAutoFlag = z.infer<typeof ZPendingAutoFlag>;

/** GET /api/admin/auto-flags/pending (highest risk first) */
export const ZPendingAutoFlags = z.object({ auto_flags: z.array(ZPendingAutoFlag) });
export type TPendingAutoFlags = z.infer<typeof ZPendingAutoFlags>;

export const ZPendingProfileFlag = z.object({
  id,
  user: ZQueueUser,
  flag_reason: z.string(),
  risk_score: z.number().int(),
  detected_patterns: z.array(z.string()),
  flagged_fields: z.array(z.string()),
  profile_text: z.string(),
  created_at: z.string(),
});
export type TPendingProfileFlag = z.infer<typeof ZPendingProfileFlag>;

/** GET /api/admin/profile-flags/pending (highest risk first) */
export const ZPendingProfileFlags = z.object({ profile_flags: z.array(ZPendingProfileFlag) });
export type TPendingProfileFlags = z.infer<typeof ZPendingProfileFlags>;

/** GET /api/admin/auto-flags/stats and /api/admin/profile-flags/stats */
export const ZFlagStatsResponse = z.object({ stats: ZFlagStatistics });
export type TFlagStatsResponse = z.infer<typeof ZFlagStatsResponse>;

const ZAction = z.enum(REVIEW_ACTIONS, { error: ADMIN_ACTION_MSG.actionRequired });

/**
 * POST /api/admin/reports/{id}/review. `moderation_message` is what the member receives
 * (the warning text, or the suspension or deletion reason); defaults apply when blank.
 */
export const ZReviewReportRequest = z.object({
  action: ZAction,
  admin_notes: optionalText(NOTES_MAX),
  moderation_message: optionalText(MESSAGE_MAX),
  /** For a suspension: hours until it ends by itself; absent or null is indefinite. */
  duration_hours: ZSuspensionDuration,
});
export type TReviewReportRequest = z.input<typeof ZReviewReportRequest>;

/** POST /api/admin/auto-flags/{id}/review and /api/admin/profile-flags/{id}/review */
export const ZReviewFlagRequest = z.object({
  action: ZAction,
  admin_notes: optionalText(NOTES_MAX),
  false_positive: z.boolean().default(false),
  user_message: optionalText(MESSAGE_MAX),
  /** For a suspension: hours until it ends by itself; absent or null is indefinite. */
  duration_hours: ZSuspensionDuration,
});
export type TReviewFlagRequest = z.input<typeof ZReviewFlagRequest>;

/**
 * Answer of a review. `message`, when present, is a caution for the administrator (shown as
 * a warning), e.g. that the reported member has other reports waiting.
 */
export const ZReviewResponse = z.object({ msg: z.string(), message: z.string().optional() });
export type TReviewResponse = z.infer<typeof ZReviewResponse>;

/** POST /api/admin/users/{id}/warn; failures also carry `error` (the screen reads it). */
export const ZWarnUserRequest = z.object({
  warning_message: z
    .string({ error: ADMIN_ACTION_MSG.warningMessageRequired })
    .trim()
    .min(1, ADMIN_ACTION_MSG.warningMessageRequired)
    .max(MESSAGE_MAX),
  admin_notes: optionalText(NOTES_MAX),
});
export type TWarnUserRequest = z.input<typeof ZWarnUserRequest>;

/** POST /api/admin/users/{id}/suspend; the reason is shown to the member. Re-suspending updates it. */
export const ZSuspendUserRequest = z.object({
  reason: z
    .string({ error: ADMIN_ACTION_MSG.suspensionReasonRequired })
    .trim()
    .min(1, ADMIN_ACTION_MSG.suspensionReasonRequired)
    .max(MESSAGE_MAX),
  admin_notes: optionalText(NOTES_MAX),
  /** Hours until the suspension ends by itself; absent or null is indefinite. */
  duration_hours: ZSuspensionDuration,
});
export type TSuspendUserRequest = z.input<typeof ZSuspendUserRequest>;

/** POST /api/admin/users/{id}/unsuspend */
export const ZUnsuspendUserRequest = z.preprocess(
  emptyBody,
  z.object({ admin_notes: optionalText(NOTES_MAX).transform((v) => v ?? MSG.unsuspendDefaultNote) }),
);
export type TUnsuspendUserRequest = z.input<typeof ZUnsuspendUserRequest>;

/** POST /api/admin/users/{id}/delete: permanent; the e-mail cannot return unless allowed. */
export const ZDeleteUserRequest = z.preprocess(
  emptyBody,
  z.object({
    reason: optionalText(MESSAGE_MAX).transform((v) => v ?? MSG.deleteUserDefaultReason),
    admin_notes: optionalText(NOTES_MAX),
  }),
);
export type TDeleteUserRequest = z.input<typeof ZDeleteUserRequest>;

/** Answer of warn, suspend, unsuspend and delete. */
export const ZUserActionResponse = z.object({
  msg: z.string(),
  user: z.object({
    id,
    is_suspended: z.boolean(),
    suspension_reason: z.string().nullable(),
    suspended_until: z.string().nullable(),
    has_active_warning: z.boolean(),
    deleted_at: z.string().nullable(),
  }),
});
export type TUserActionResponse = z.infer<typeof ZUserActionResponse>;
