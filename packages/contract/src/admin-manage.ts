import { z } from 'zod';
import { ZEmail, ZPaging } from './common';
import { ADMIN_LIST_PAGE_SIZE, FAKE_PROFILES_MAX, FAKE_PROFILES_MIN, PAYMENT_THRESHOLD_DEFAULT } from './constants';
import { ZBlockReason, ZDeletionType } from './enums';
import { ZAdminAction, ZAdminInstitution } from './admin-users';
import { emptyBody } from './admin-moderation';
import { DEFAULT_SETTINGS, SETTING_DEFINITIONS, SETTING_KEYS, type TSettings } from './settings';

/**
 * Administrator side: admin accounts, institutions, settings, deleted users, blocked
 * e-mails and test profiles (admin-area.md sections 2-5 and 7).
 */

const id = z.number().int();

export const ADMIN_MANAGE_MSG = {
  adminCreated: 'Admin account created successfully.',
  adminUpdated: 'Admin account updated successfully.',
  adminDeleted: 'Admin account deleted successfully.',
  adminNotFound: 'Admin account not found',
  editOwnOnly: 'You can only edit your own admin account',
  notificationEmailUpdated: 'Notification email updated successfully.',
  institutionCreated: 'Institution created successfully.',
  institutionUpdated: 'Institution updated successfully.',
  institutionDeleted: 'Institution deleted successfully.',
  institutionNotFound: 'Institution not found',
  institutionHasUsers: 'This institution still has users and cannot be deleted.',
  institutionNameRequired: 'Institution name is required',
  institutionDomainRequired: 'At least one email domain is required',
  institutionDomainInvalid: 'Each domain must look like example.ca or *.example.ca',
  institutionExists: 'An institution with this name or abbreviation already exists',
  domainInUse: (domain: string, institution: string) => `The domain ${domain} already belongs to ${institution}`,
  paymentSettingsUpdated: 'Payment settings updated successfully.',
  cooldownSettingsUpdated: 'Cooldown settings updated successfully.',
  mediaSettingsUpdated: 'Media settings updated successfully.',
  securitySettingsUpdated: 'Security settings updated successfully.',
  activitySettingsUpdated: 'Activity settings updated successfully.',
  moderationSettingsUpdated: 'Moderation settings updated successfully.',
  settingUpdated: 'Setting updated successfully',
  settingNotEditable: 'This setting cannot be changed with this call',
  deletedUserNotFound: 'Deleted user not found',
  returnAllowed: 'User can now create a new account with this email.',
  alreadyReturned: 'This user has already returned.',
  emailRequiredToBlock: 'Please enter an email address to block',
  emailBlocked: 'Email blocked successfully.',
  emailAlreadyBlocked: 'This email is already blocked.',
  emailUnblocked: 'Email unblocked successfully.',
  emailUnblockedAndLimitsCleared: 'Email unblocked successfully. Its rate limits were cleared.',
  blockedEmailNotFound: 'Blocked email not found',
  unblockEmailMismatch: 'This email does not match the blocked entry',
  fakeProfilesRemoved: (n: number) => `Removed ${n} test ${n === 1 ? 'profile' : 'profiles'}.`,
  fakeProfilesCreated: (n: number, institution: string) =>
    `Generated ${n} test ${n === 1 ? 'profile' : 'profiles'} at ${institution}.`,
} as const;

// Admin accounts

export const ZAdminAccount = z.object({
  id,
  username: z.string(),
  email: z.string(),
  /** The notification e-mail; null shows as 'Not set'. */
  admin_email: z.string().nullable(),
  institution: z.object({ id: z.string(), name: z.string() }),
  is_current_user: z.boolean(),
  created_at: z.string(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

/** GET /api/admin/admins */
export const ZAdminAccounts = z.object({ admins: z.array(ZAdminAccount) });
export type TAdminAccounts = z.infer<typeof ZAdminAccounts>;

/** POST /api/admin/create-admin takes ZCreateAdminRequest (auth.ts); this is its answer. */
export const ZCreateAdminResponse = z.object({ msg: z.string(), admin: ZAdminAccount });
export type TCreateAdminResponse = z.infer<typeof ZCreateAdminResponse>;

/** PATCH /api/admin/admins/{id}: own account only; e-mail and institution are required. */
export const ZUpdateAdminRequest = z.object({
  email: ZEmail,
  notification_email: z
    .union([ZEmail, z.literal('')])
    .nullish()
    .transform((v) => v || null),
  institution_id: z.string().trim().min(1).max(100),
});
export type TUpdateAdminRequest = z.input<typeof ZUpdateAdminRequest>;
export const ZUpdateAdminResponse = ZCreateAdminResponse;

/** POST /api/admin/notification-email: the signed-in administrator's notification e-mail. */
export const ZNotificationEmailRequest = z.object({ email: ZEmail });
export type TNotificationEmailRequest = z.input<typeof ZNotificationEmailRequest>;
export const ZNotificationEmailResponse = z.object({ msg: z.string(), admin_email: z.string() });

// Institutions

/** An e-mail domain ("ucalgary.ca") or a wildcard of its subdomains ("*.ucalgary.ca"). */
export const INSTITUTION_DOMAIN_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

const ZDomains = z
  .array(z.string().max(253))
  .max(50)
  .transform((list) => [...new Set(list.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))])
  .pipe(
    z
      .array(z.string().regex(INSTITUTION_DOMAIN_PATTERN, ADMIN_MANAGE_MSG.institutionDomainInvalid))
      .min(1, ADMIN_MANAGE_MSG.institutionDomainRequired),
  );

/** An invalid (missing, negative, non-numeric) threshold becomes the default of 25. */
const ZThreshold = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : PAYMENT_THRESHOLD_DEFAULT;
  });
const ZDisplayOrder = z.coerce.number().int().min(-100_000).max(100_000);

/** POST /api/admin/institutions. Blank domains are dropped; display order defaults to 0. */
export const ZCreateInstitutionRequest = z.object({
  name: z
    .string({ error: ADMIN_MANAGE_MSG.institutionNameRequired })
    .trim()
    .min(1, ADMIN_MANAGE_MSG.institutionNameRequired)
    .max(200),
  name_abbreviated: z.string().trim().max(50).optional(),
  domains: ZDomains,
  payment_threshold: ZThreshold,
  display_order: ZDisplayOrder.default(0),
});
export type TCreateInstitutionRequest = z.input<typeof ZCreateInstitutionRequest>;

/** PATCH /api/admin/institutions/{id}: any of the fields. */
export const ZUpdateInstitutionRequest = z.object({
  name: z.string().trim().min(1, ADMIN_MANAGE_MSG.institutionNameRequired).max(200).optional(),
  name_abbreviated: z.string().trim().max(50).optional(),
  domains: ZDomains.optional(),
  payment_threshold: ZThreshold.optional(),
  display_order: ZDisplayOrder.optional(),
});
export type TUpdateInstitutionRequest = z.input<typeof ZUpdateInstitutionRequest>;

/** An institution id in a path ("ucalgary"). */
export const ZInstitutionIdParam = z.object({ id: z.string().min(1).max(100) });

/** GET /api/admin/institutions (display order) */
export const ZAdminInstitutions = z.object({ institutions: z.array(ZAdminInstitution) });
export type TAdminInstitutions = z.infer<typeof ZAdminInstitutions>;
export const ZAdminInstitutionResponse = z.object({ msg: z.string(), institution: ZAdminInstitution });
export type TAdminInstitutionResponse = z.infer<typeof ZAdminInstitutionResponse>;

// Settings

const settingSchemas = Object.fromEntries(
  Object.entries(SETTING_DEFINITIONS).map(([key, def]) => [key, def.schema]),
) as { [K in keyof typeof SETTING_DEFINITIONS]: (typeof SETTING_DEFINITIONS)[K]['schema'] };
const pick = <K extends keyof typeof settingSchemas>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, settingSchemas[k]])) as { [P in K]: (typeof settingSchemas)[P] });

/** Every platform setting with its current value (typed per key). */
export const ZAllSettings = z.object(
  Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const value: unknown = DEFAULT_SETTINGS[key];
      return [key, typeof value === 'boolean' ? z.boolean() : typeof value === 'number' ? z.number() : z.string()];
    }),
  ),
) as unknown as z.ZodType<TSettings>;

/** GET /api/admin/settings/all, and the answer of every settings change. */
export const ZAdminSettingsResponse = z.object({ msg: z.string().optional(), settings: ZAllSettings });
export type TAdminSettingsResponse = z.infer<typeof ZAdminSettingsResponse>;

/** PUT /api/admin/settings/payment */
export const ZPaymentSettingsRequest = pick('payment_amount', 'payment_currency', 'recipient_email');
export type TPaymentSettingsRequest = z.input<typeof ZPaymentSettingsRequest>;
/** PUT /api/admin/settings/cooldown (1-365 days) */
export const ZCooldownSettingsRequest = pick('deletion_cooldown_days');
export type TCooldownSettingsRequest = z.input<typeof ZCooldownSettingsRequest>;
/** PUT /api/admin/settings/media (1-50 MB; the selfie check's face-match threshold) */
export const ZMediaSettingsRequest = pick('max_photo_size_mb', 'face_match_threshold').partial({
  face_match_threshold: true,
});
export type TMediaSettingsRequest = z.input<typeof ZMediaSettingsRequest>;
/** PUT /api/admin/settings/security (5-1440 minutes) */
export const ZSecuritySettingsRequest = pick('verification_code_expiry_minutes');
export type TSecuritySettingsRequest = z.input<typeof ZSecuritySettingsRequest>;
/** PUT /api/admin/settings/activity (1-365 days each) */
export const ZActivitySettingsRequest = pick('user_activity_threshold_days', 'active_chat_days');
export type TActivitySettingsRequest = z.input<typeof ZActivitySettingsRequest>;
/** PUT /api/admin/settings/moderation: the strike ladder the review dialogs suggest from. */
export const ZModerationSettingsRequest = pick('strike_ladder');
export type TModerationSettingsRequest = z.input<typeof ZModerationSettingsRequest>;

/**
 * PUT /api/admin/settings: one auto-flag (`autoflag_*`) or profile-screening (`profile_*`)
 * setting; the value is sent as a string and checked against that key's type and range.
 */
export const ZSettingKeyValueRequest = z.object({
  key: z.string().trim().min(1).max(100),
  value: z.union([z.string().max(100), z.number(), z.boolean()]),
});
export type TSettingKeyValueRequest = z.input<typeof ZSettingKeyValueRequest>;

// Deleted users

export const DELETED_USER_STATUSES = [
  'Admin Deleted',
  'User Requested',
  'In Cooldown',
  'Can Return',
  'Allowed Early Return',
  'Returned',
] as const;
export const ZDeletedUserStatus = z.enum(DELETED_USER_STATUSES);
export type TDeletedUserStatus = z.infer<typeof ZDeletedUserStatus>;

/** GET /api/admin/deleted-users; `email` is an exact address, looked up by its hash. */
export const ZDeletedUsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(ADMIN_LIST_PAGE_SIZE),
  email: z.string().trim().toLowerCase().max(254).optional(),
});
export type TDeletedUsersQuery = z.input<typeof ZDeletedUsersQuery>;

export const ZDeletedUser = z.object({
  id,
  original_user_id: id,
  username: z.string(),
  email_hash: z.string(),
  /** Only when the list was searched by this e-mail. */
  email: z.string().nullable(),
  deletion_type: ZDeletionType,
  reason: z.string().nullable(),
  deleted_at: z.string(),
  can_return_after: z.string().nullable(),
  return_allowed: z.boolean(),
  user_has_returned: z.boolean(),
  returned_at: z.string().nullable(),
  return_allowed_at: z.string().nullable(),
  return_allowed_by: z.object({ id, username: z.string() }).nullable(),
  /** Labels that apply, most telling first: deletion type, then where the return stands. */
  status_labels: z.array(ZDeletedUserStatus),
  admin_action_history: z.array(ZAdminAction),
});
export type TDeletedUser = z.infer<typeof ZDeletedUser>;

export const ZDeletedUsersResponse = z.object({ deleted_users: z.array(ZDeletedUser), paging: ZPaging });
export type TDeletedUsersResponse = z.infer<typeof ZDeletedUsersResponse>;

// Blocked e-mails

/** GET /api/admin/blocked-emails; `search` is an exact address, looked up by its hash. */
export const ZBlockedEmailsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(ADMIN_LIST_PAGE_SIZE),
  search: z.string().trim().toLowerCase().max(254).optional(),
});
export type TBlockedEmailsQuery = z.input<typeof ZBlockedEmailsQuery>;

export const ZBlockedEmail = z.object({
  id,
  email_hash: z.string(),
  /** Only when the list was searched by this e-mail. */
  email: z.string().nullable(),
  block_reason: ZBlockReason.or(z.string()),
  blocked_at: z.string(),
  admin_notes: z.string().nullable(),
  blocked_by: z.object({ id, username: z.string() }).nullable(),
});
export type TBlockedEmail = z.infer<typeof ZBlockedEmail>;

export const ZBlockedEmailsResponse = z.object({ blocked_emails: z.array(ZBlockedEmail), paging: ZPaging });
export type TBlockedEmailsResponse = z.infer<typeof ZBlockedEmailsResponse>;

/** POST /api/admin/blocked-emails/block; the reason is kept as the admin notes. */
export const ZBlockEmailRequest = z.object({
  email: z
    .string({ error: ADMIN_MANAGE_MSG.emailRequiredToBlock })
    .trim()
    .min(1, ADMIN_MANAGE_MSG.emailRequiredToBlock)
    .pipe(ZEmail),
  reason: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null),
});
export type TBlockEmailRequest = z.input<typeof ZBlockEmailRequest>;
export const ZBlockEmailResponse = z.object({ msg: z.string(), blocked_email: ZBlockedEmail });

/**
 * POST /api/admin/blocked-emails/{id}/unblock. With the e-mail (which must match the
 * entry), its sign-in, verification and resend limits are cleared too.
 */
export const ZUnblockEmailRequest = z.preprocess(
  emptyBody,
  z.object({ email: z.union([ZEmail, z.literal('')]).nullish() }),
);
export type TUnblockEmailRequest = z.input<typeof ZUnblockEmailRequest>;
export const ZUnblockEmailResponse = z.object({ msg: z.string(), rate_limits_cleared: z.boolean() });

// Test profiles

/** POST /api/admin/generate-fake-profiles; the count is clamped to 1-100. */
export const ZGenerateFakeProfilesRequest = z.object({
  count: z
    .unknown()
    .optional()
    .transform((v) => {
      // Only a number or a numeric string is read; anything else (an object whose
      // toString is not a function would make Number() throw) counts as the minimum.
      const n = typeof v === 'number' || typeof v === 'string' ? Math.trunc(Number(v)) : NaN;
      return Number.isFinite(n) ? Math.min(FAKE_PROFILES_MAX, Math.max(FAKE_PROFILES_MIN, n)) : FAKE_PROFILES_MIN;
    }),
});
export type TGenerateFakeProfilesRequest = z.input<typeof ZGenerateFakeProfilesRequest>;
export const ZGenerateFakeProfilesResponse = z.object({
  msg: z.string(),
  created: z.number().int(),
  users: z.array(z.object({ id, username: z.string() })),
});
export type TGenerateFakeProfilesResponse = z.infer<typeof ZGenerateFakeProfilesResponse>;

/** DELETE /api/admin/fake-profiles: removes every generated test profile. */
export const ZRemoveFakeProfilesResponse = z.object({ msg: z.string(), removed: z.number().int() });
export type TRemoveFakeProfilesResponse = z.infer<typeof ZRemoveFakeProfilesResponse>;
