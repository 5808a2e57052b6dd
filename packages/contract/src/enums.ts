import { z } from 'zod';

/** Member-facing values (member-app.md section 3). */
export const GENDERS = ['man', 'woman', 'nonbinary'] as const;
export const ZGender = z.enum(GENDERS);
export type TGender = z.infer<typeof ZGender>;
export const GENDER_LABELS: Record<TGender, string> = { man: 'Man', woman: 'Woman', nonbinary: 'Other' };

export const ORIENTATIONS = ['androphilic', 'gynephilic', 'ambiphilic'] as const;
export const ZOrientation = z.enum(ORIENTATIONS);
export type TOrientation = z.infer<typeof ZOrientation>;
export const ORIENTATION_LABELS: Record<TOrientation, string> = {
  androphilic: 'Attracted to men',
  gynephilic: 'Attracted to women',
  ambiphilic: 'Attracted to all genders',
};

/** Administrator-facing values (admin-area.md section 3) are the upper-case forms. */
export const ADMIN_GENDERS = ['MAN', 'WOMAN', 'NONBINARY'] as const;
export const ZAdminGender = z.enum(ADMIN_GENDERS);
export type TAdminGender = z.infer<typeof ZAdminGender>;
export const ADMIN_ORIENTATIONS = ['ANDROPHILIC', 'GYNEPHILIC', 'AMBIPHILIC'] as const;
export const ZAdminOrientation = z.enum(ADMIN_ORIENTATIONS);
export type TAdminOrientation = z.infer<typeof ZAdminOrientation>;

export const toAdminGender = (g: TGender): TAdminGender => g.toUpperCase() as TAdminGender;
export const fromAdminGender = (g: TAdminGender): TGender => g.toLowerCase() as TGender;
export const toAdminOrientation = (o: TOrientation): TAdminOrientation => o.toUpperCase() as TAdminOrientation;
export const fromAdminOrientation = (o: TAdminOrientation): TOrientation => o.toLowerCase() as TOrientation;

export const REPORT_REASONS = [
  'inappropriate_content',
  'harassment',
  'fake_profile',
  'spam',
  'underage',
  'impersonation',
  'other',
] as const;
export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;
export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  inappropriate_content: 'Inappropriate Content',
  harassment: 'Harassment',
  fake_profile: 'Fake Profile',
  spam: 'Spam',
  underage: 'Appears Underage',
  impersonation: 'Impersonation',
  other: 'Other',
};

export const DELETION_TYPES = ['user_requested', 'admin_deleted'] as const;
export const ZDeletionType = z.enum(DELETION_TYPES);
export type TDeletionType = z.infer<typeof ZDeletionType>;

export const PAYMENT_TYPES = ['PAYMENT', 'REFUND', 'ADJUSTMENT'] as const;
export const ZPaymentType = z.enum(PAYMENT_TYPES);
export type TPaymentType = z.infer<typeof ZPaymentType>;

export const ACCOUNT_STATUS_TYPES = ['warning', 'suspension', 'unsuspension', 'deletion', 'appeal_decided'] as const;
export const ZAccountStatusType = z.enum(ACCOUNT_STATUS_TYPES);
export type TAccountStatusType = z.infer<typeof ZAccountStatusType>;

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export const ZMessageStatus = z.enum(MESSAGE_STATUSES);
export type TMessageStatus = z.infer<typeof ZMessageStatus>;

export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export const ZEnvironment = z.enum(ENVIRONMENTS);
export type TEnvironment = z.infer<typeof ZEnvironment>;

/** Outcomes an administrator can choose when reviewing a report or a flag. */
export const REVIEW_ACTIONS = ['dismiss', 'warn', 'suspend', 'delete'] as const;
export const ZReviewAction = z.enum(REVIEW_ACTIONS);
export type TReviewAction = z.infer<typeof ZReviewAction>;

export const ADMIN_ACTION_TYPES = [
  'warn',
  'suspend',
  'unsuspend',
  'delete',
  'dismiss_report',
  'review_report',
  'review_auto_flag',
  'review_profile_flag',
  'payment_verified',
  'payment_rejected',
  'payment_status_update',
  'allow_return',
  'block_email',
  'unblock_email',
  'verification_revoked',
  'verification_approved',
  'verification_rejected',
  // Due process (README "Due process"): a timed suspension ended by itself (the system acted),
  // and an administrator's decision on an appeal.
  'appeal_upheld',
  'appeal_overturned',
] as const;
export const ZAdminActionType = z.enum(ADMIN_ACTION_TYPES);
export type TAdminActionType = z.infer<typeof ZAdminActionType>;

/**
 * Why a message or a profile was flagged: the detector family (or context signal) that
 * contributed most to its risk score. `explicit_first_message` is for messages, `explicit`
 * for profile text.
 */
export const FLAG_REASONS = [
  'phone',
  'email',
  'social_media',
  'financial',
  'url',
  'explicit_first_message',
  'new_account',
  'previous_reports',
  'rapid_messaging',
  'spam',
  'explicit',
] as const;
export const ZFlagReason = z.enum(FLAG_REASONS);
export type TFlagReason = z.infer<typeof ZFlagReason>;

export const BLOCK_REASONS = ['admin_blocked', 'unwanted_email_report'] as const;
export const ZBlockReason = z.enum(BLOCK_REASONS);
export type TBlockReason = z.infer<typeof ZBlockReason>;

export const TEST_RUN_STATUSES = ['pending', 'running', 'passed', 'failed', 'completed', 'stopped'] as const;
export const ZTestRunStatus = z.enum(TEST_RUN_STATUSES);
export type TTestRunStatus = z.infer<typeof ZTestRunStatus>;
export const TEST_RESULT_STATUSES = ['passed', 'failed', 'skipped'] as const;
export const ZTestResultStatus = z.enum(TEST_RESULT_STATUSES);
export const LOG_LEVELS = ['ERROR', 'WARNING', 'INFO'] as const;
export const ZLogLevel = z.enum(LOG_LEVELS);
