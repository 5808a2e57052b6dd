import { z } from 'zod';
import {
  ACTIVE_CHAT_DAYS_DEFAULT,
  ACTIVITY_THRESHOLD_DAYS_PUBLIC_DEFAULT,
  DELETION_COOLDOWN_DAYS_DEFAULT,
  MAX_PHOTO_SIZE_MB_DEFAULT,
  PAYMENT_AMOUNT_DEFAULT,
  PAYMENT_CURRENCY_DEFAULT,
  SETTING_RANGES,
  USER_ACTIVITY_THRESHOLD_DAYS_DEFAULT,
  VERIFICATION_CODE_EXPIRY_MINUTES_DEFAULT,
} from './constants';
import { EMAIL_NUDGE_DELAY_MINUTES_DEFAULT, EMAIL_NUDGE_DELAY_MINUTES_RANGE } from './notifications';
import { NUDGE_THRESHOLD_DEFAULT } from './safety';
import { STRIKE_LADDER_DEFAULT, ZStrikeLadderSetting } from './due-process';
import { FACE_MATCH_THRESHOLD_DEFAULT, FACE_MATCH_THRESHOLD_RANGE } from './verification';

/**
 * A number, or a string of one (the admin key/value call sends strings). Unlike
 * z.coerce.number(), true, null, [] and "" are refused rather than read as 1 or 0.
 */
const numeric = (inner: z.ZodNumber) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
        .transform(Number),
    ])
    .pipe(inner);
const ranged = (key: keyof typeof SETTING_RANGES) =>
  numeric(z.number().int().min(SETTING_RANGES[key].min).max(SETTING_RANGES[key].max));
const score = numeric(z.number().int().min(0).max(100));
const count = numeric(z.number().int().min(1).max(10_000));
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * Every platform setting: its schema (which also coerces the string values the admin
 * key/value call sends) and its default. The settings table holds one row per key.
 */
export const SETTING_DEFINITIONS = {
  // General (admin-area.md "Admin settings keys")
  payment_amount: { schema: numeric(z.number().min(0).max(100_000).multipleOf(0.01)), default: PAYMENT_AMOUNT_DEFAULT },
  payment_currency: {
    schema: z
      .string()
      .trim()
      .min(1)
      .max(3)
      .transform((v) => v.toUpperCase()),
    default: PAYMENT_CURRENCY_DEFAULT,
  },
  recipient_email: { schema: z.string().trim().toLowerCase().pipe(z.email()), default: 'payments@quad.local' },
  deletion_cooldown_days: { schema: ranged('deletion_cooldown_days'), default: DELETION_COOLDOWN_DAYS_DEFAULT },
  max_photo_size_mb: { schema: ranged('max_photo_size_mb'), default: MAX_PHOTO_SIZE_MB_DEFAULT },
  /** Largest face-descriptor distance the selfie check accepts as the same person (Media Settings). */
  face_match_threshold: {
    schema: numeric(
      z.number().min(FACE_MATCH_THRESHOLD_RANGE.min).max(FACE_MATCH_THRESHOLD_RANGE.max).multipleOf(0.01),
    ),
    default: FACE_MATCH_THRESHOLD_DEFAULT,
  },
  verification_code_expiry_minutes: {
    schema: ranged('verification_code_expiry_minutes'),
    default: VERIFICATION_CODE_EXPIRY_MINUTES_DEFAULT,
  },
  user_activity_threshold_days: {
    schema: ranged('user_activity_threshold_days'),
    default: USER_ACTIVITY_THRESHOLD_DAYS_DEFAULT,
  },
  active_chat_days: { schema: ranged('active_chat_days'), default: ACTIVE_CHAT_DAYS_DEFAULT },
  /** The figure published to members (public settings); see README "Activity thresholds". */
  activity_threshold_days: {
    schema: ranged('activity_threshold_days'),
    default: ACTIVITY_THRESHOLD_DAYS_PUBLIC_DEFAULT,
  },

  /**
   * Due process: the steps suggested for a member's first, second, … strike (warn, hours of
   * suspension, or indefinite). The administrator still decides.
   */
  strike_ladder: { schema: ZStrikeLadderSetting, default: STRIKE_LADDER_DEFAULT },

  // E-mail about unread messages (README "Notifications")
  email_nudge_enabled: { schema: flag, default: true },
  email_nudge_delay_minutes: {
    schema: numeric(z.number().int().min(EMAIL_NUDGE_DELAY_MINUTES_RANGE.min).max(EMAIL_NUDGE_DELAY_MINUTES_RANGE.max)),
    default: EMAIL_NUDGE_DELAY_MINUTES_DEFAULT,
  },

  // Message auto-flags
  autoflag_enabled: { schema: flag, default: true },
  autoflag_threshold_score: { schema: score, default: 50 },
  autoflag_phone_score: { schema: score, default: 30 },
  autoflag_email_score: { schema: score, default: 30 },
  autoflag_social_media_score: { schema: score, default: 25 },
  autoflag_financial_score: { schema: score, default: 40 },
  autoflag_url_score: { schema: score, default: 20 },
  autoflag_explicit_first_msg_score: { schema: score, default: 35 },
  autoflag_new_account_hours: {
    schema: numeric(
      z
        .number()
        .int()
        .min(0)
        .max(24 * 365),
    ),
    default: 24,
  },
  autoflag_new_account_score: { schema: score, default: 20 },
  autoflag_previous_report_multiplier: { schema: score, default: 15 },
  autoflag_rapid_msg_threshold: { schema: count, default: 30 },
  autoflag_rapid_msg_score: { schema: score, default: 30 },
  autoflag_spam_recipients_threshold: { schema: count, default: 3 },
  autoflag_spam_score: { schema: score, default: 40 },
  /** "Are you sure?" before a message with contact details or a money request is delivered. */
  autoflag_nudge_enabled: { schema: flag, default: true },
  autoflag_nudge_threshold: { schema: score, default: NUDGE_THRESHOLD_DEFAULT },

  // Profile text screening
  profile_screening_enabled: { schema: flag, default: true },
  profile_flag_threshold: { schema: score, default: 25 },
  profile_phone_score: { schema: score, default: 50 },
  profile_email_score: { schema: score, default: 50 },
  profile_social_media_score: { schema: score, default: 45 },
  profile_financial_score: { schema: score, default: 30 },
  profile_url_score: { schema: score, default: 15 },
  profile_explicit_score: { schema: score, default: 20 },
} as const;

export type TSettingKey = keyof typeof SETTING_DEFINITIONS;
export type TSettings = { -readonly [K in TSettingKey]: z.output<(typeof SETTING_DEFINITIONS)[K]['schema']> };
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as TSettingKey[];

export const DEFAULT_SETTINGS = Object.fromEntries(
  SETTING_KEYS.map((k) => [k, SETTING_DEFINITIONS[k].default]),
) as TSettings;

export const AUTOFLAG_SETTING_KEYS = SETTING_KEYS.filter((k) => k.startsWith('autoflag_'));
export const PROFILE_SCREENING_SETTING_KEYS = SETTING_KEYS.filter((k) => k.startsWith('profile_'));

/** Formats a money amount the way the specification shows it ("20.00"). */
export const formatAmount = (amount: number): string => amount.toFixed(2);

export const ZPublicSettings = z.object({
  default_deletion_cooldown_days: z.number().int(),
  payment_amount: z.string(),
  payment_currency: z.string(),
  activity_threshold_days: z.number().int(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

export const ZActiveChatDays = z.object({ active_chat_days: z.number().int() });

/** GET /api/settings: the member's own settings (member-app.md section 3, Settings). */
export const ZMemberSettings = z.object({
  profile_visible: z.boolean(),
  /** Reciprocal: off, the member's reads are not told and others' reads are not shown to them. */
  share_read_receipts: z.boolean(),
  /** Reciprocal: off, typing is sent neither way. */
  share_typing: z.boolean(),
  /** Only members with the verified badge may start a conversation with this member. */
  verified_only_contact: z.boolean(),
});
export type TMemberSettings = z.infer<typeof ZMemberSettings>;

/** PATCH /api/settings: one or more keys; the answer is every setting after the change. */
export const ZUpdateMemberSettingsRequest = ZMemberSettings.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Name a setting to change' });
export type TUpdateMemberSettingsRequest = z.infer<typeof ZUpdateMemberSettingsRequest>;
