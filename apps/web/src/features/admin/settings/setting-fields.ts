import { EMAIL_PATTERN, SETTING_RANGES } from '@quad/contract/constants';
import { FACE_MATCH_THRESHOLD_RANGE } from '@quad/contract/verification';
import { DUE_PROCESS_MSG, parseStrikeLadder } from '@quad/contract/due-process';
import type { TSettingKey, TSettings } from '@quad/contract';

export type FieldKind = 'integer' | 'decimal' | 'money' | 'currency' | 'email' | 'ladder';

export interface SettingField {
  key: TSettingKey;
  label: string;
  kind: FieldKind;
  min?: number;
  max?: number;
  suffix?: string;
}

const ranged = (key: keyof typeof SETTING_RANGES, label: string, suffix: string): SettingField => ({
  key,
  label,
  kind: 'integer',
  min: SETTING_RANGES[key].min,
  max: SETTING_RANGES[key].max,
  suffix,
});

export const PAYMENT_FIELDS: SettingField[] = [
  { key: 'payment_amount', label: 'Payment amount', kind: 'money', min: 0 },
  { key: 'payment_currency', label: 'Currency', kind: 'currency' },
  { key: 'recipient_email', label: 'e-Transfer recipient email', kind: 'email' },
];
/** Due process: the steps the review dialogs suggest for a member's 1st, 2nd, … strike. */
export const MODERATION_FIELDS: SettingField[] = [
  { key: 'strike_ladder', label: 'Strike ladder (warn, hours of suspension, or indefinite)', kind: 'ladder' },
];
export const COOLDOWN_FIELDS = [ranged('deletion_cooldown_days', 'Deletion cooldown', 'days')];
export const MEDIA_FIELDS: SettingField[] = [
  ranged('max_photo_size_mb', 'Maximum photo size', 'MB'),
  {
    key: 'face_match_threshold',
    label: 'Selfie face-match distance',
    kind: 'decimal',
    min: FACE_MATCH_THRESHOLD_RANGE.min,
    max: FACE_MATCH_THRESHOLD_RANGE.max,
  },
];
export const SECURITY_FIELDS = [ranged('verification_code_expiry_minutes', 'Verification code expiry', 'minutes')];
export const ACTIVITY_FIELDS = [
  ranged('user_activity_threshold_days', 'User activity threshold', 'days'),
  ranged('active_chat_days', 'Active chat days', 'days'),
];

const score = (key: TSettingKey, label: string): SettingField => ({ key, label, kind: 'integer', min: 0, max: 100 });

export const AUTOFLAG_FIELDS: SettingField[] = [
  score('autoflag_threshold_score', 'Flag threshold score'),
  score('autoflag_nudge_threshold', '"Are you sure?" threshold score'),
  score('autoflag_phone_score', 'Phone number score'),
  score('autoflag_email_score', 'Email address score'),
  score('autoflag_social_media_score', 'Social media score'),
  score('autoflag_financial_score', 'Financial request score'),
  score('autoflag_url_score', 'Link score'),
  score('autoflag_explicit_first_msg_score', 'Explicit first message score'),
  {
    key: 'autoflag_new_account_hours',
    label: 'New account age',
    kind: 'integer',
    min: 0,
    max: 24 * 365,
    suffix: 'hours',
  },
  score('autoflag_new_account_score', 'New account score'),
  score('autoflag_previous_report_multiplier', 'Score per previous report'),
  {
    key: 'autoflag_rapid_msg_threshold',
    label: 'Rapid messaging',
    kind: 'integer',
    min: 1,
    max: 10_000,
    suffix: 'per hour',
  },
  score('autoflag_rapid_msg_score', 'Rapid messaging score'),
  {
    key: 'autoflag_spam_recipients_threshold',
    label: 'Same message to',
    kind: 'integer',
    min: 1,
    max: 10_000,
    suffix: 'recipients',
  },
  score('autoflag_spam_score', 'Spam score'),
];

export const PROFILE_FIELDS: SettingField[] = [
  score('profile_flag_threshold', 'Flag threshold score'),
  score('profile_phone_score', 'Phone number score'),
  score('profile_email_score', 'Email address score'),
  score('profile_social_media_score', 'Social media score'),
  score('profile_financial_score', 'Financial request score'),
  score('profile_url_score', 'Link score'),
  score('profile_explicit_score', 'Explicit content score'),
];

/** The problem with a typed value, or null (admin-area.md section 5, "Settings ranges"). */
export function fieldError(field: SettingField, raw: string): string | null {
  const value = raw.trim();
  switch (field.kind) {
    case 'integer': {
      const n = Number(value);
      if (value === '' || !Number.isInteger(n) || n < (field.min ?? 0) || n > (field.max ?? Infinity)) {
        return `${field.label} must be a whole number from ${field.min ?? 0} to ${field.max ?? '∞'}`;
      }
      return null;
    }
    case 'decimal': {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n) || n < (field.min ?? 0) || n > (field.max ?? Infinity)) {
        return `${field.label} must be from ${field.min ?? 0} to ${field.max ?? '∞'}`;
      }
      return Math.round(n * 100) / 100 === n ? null : `${field.label} must have at most 2 decimals`;
    }
    case 'money': {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n) || n < 0) return `${field.label} must be 0 or more`;
      return Math.round(n * 100) / 100 === n ? null : `${field.label} must have at most 2 decimals`;
    }
    case 'currency':
      return /^[A-Za-z]{1,3}$/.test(value) ? null : 'Currency must be at most 3 letters';
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : 'Invalid email format';
    case 'ladder':
      return parseStrikeLadder(value) ? null : DUE_PROCESS_MSG.ladderInvalid;
  }
}

/** The value to send for a typed field. */
export function parsedValue(field: SettingField, raw: string): number | string {
  const value = raw.trim();
  if (field.kind === 'currency') return value.toUpperCase();
  if (field.kind === 'email') return value.toLowerCase();
  if (field.kind === 'ladder') return value;
  return Number(value);
}

export function shownValue(field: SettingField, settings: TSettings): string {
  const value = settings[field.key];
  if (field.kind === 'money' && typeof value === 'number') return value.toFixed(2);
  return String(value);
}
