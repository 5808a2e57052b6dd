import { z } from 'zod';
import { ZEmail, ZErrorCode } from './common';
import {
  ADMIN_ACCOUNT_DEFAULTS,
  AGE_MAX,
  AGE_MIN,
  CODE_LENGTH,
  HEIGHT_MAX_INCHES,
  HEIGHT_MIN_INCHES,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';
import { GENDERS, ORIENTATIONS, ZAdminGender, ZAdminOrientation, ZDeletionType } from './enums';
import { MSG } from './messages';

/** A required field whose type error reads as "is required" when missing. */
const required = (missing: string, wrong = missing) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrong),
});

/** A new password (sign-up, reset, change); `tooShort` is the wording of the screen that uses it. */
export const newPassword = (tooShort: string = MSG.passwordTooShort) =>
  z.string(required(MSG.passwordRequired)).min(PASSWORD_MIN, tooShort).max(PASSWORD_MAX, MSG.passwordTooLong);

export const ZVerificationCode = z
  .string(required(MSG.codeLength))
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), MSG.codeLength);

// Registration

const ZInstitutionId = z.string(required(MSG.institutionRequired)).trim().min(1, MSG.institutionRequired).max(100);
const ZAge = z.number(required(MSG.ageRange)).int(MSG.ageRange).min(AGE_MIN, MSG.ageRange).max(AGE_MAX, MSG.ageRange);
const ZHeight = z
  .number(required(MSG.heightRange))
  .int(MSG.heightRange)
  .min(HEIGHT_MIN_INCHES, MSG.heightRange)
  .max(HEIGHT_MAX_INCHES, MSG.heightRange);

export const ZRegisterRequest = z.object({
  email: ZEmail,
  password: newPassword(),
  institution_id: ZInstitutionId,
  age: ZAge,
  gender: z.enum(GENDERS, required(MSG.genderRequired)),
  orientation: z.enum(ORIENTATIONS, required(MSG.orientationRequired)),
  height_inches: ZHeight,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({
  msg: z.string(),
  email: z.string(),
  /** Outside production only; the code is e-mailed all the same. */
  verification_code: z.string().optional(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** 422 (and some 403) answers: `errors` maps a request field to its message. */
export const ZFieldErrorResponse = z.object({
  msg: z.string(),
  code: ZErrorCode,
  errors: z.record(z.string(), z.string()),
});
export type TFieldErrorResponse = z.infer<typeof ZFieldErrorResponse>;

// E-mail verification

export const ZVerifyEmailRequest = z.object({ email: ZEmail, code: ZVerificationCode });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZResendVerificationRequest = z.object({ email: ZEmail });
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

export const ZResendVerificationResponse = z.object({
  msg: z.string(),
  /** Resends left before the block (the verification view shows it as a count). */
  resends_remaining: z.number().int(),
  /** Seconds until the next resend is accepted. */
  retry_after_seconds: z.number().int(),
  verification_code: z.string().optional(),
});
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;

/** 409 from resend-verification when the account is verified: the view shows Account Already Verified. */
export const ZAlreadyVerifiedResponse = z.object({
  msg: z.string(),
  code: z.literal('already_verified'),
  already_verified: z.literal(true),
});

// Sign-in

export const ZLoginRequest = z.object({
  email: z.string(required(MSG.emailRequired)).trim().toLowerCase().min(1, MSG.emailRequired).max(254),
  password: z.string(required(MSG.passwordRequired)).min(1, MSG.passwordRequired).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  access_token: z.string(),
  is_suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Every refused sign-in: 401 wrong credentials, 403 deleted or unverified, 429 too many failures. */
export const ZLoginFailure = z.object({
  msg: z.string(),
  code: ZErrorCode,
  is_deleted: z.boolean().optional(),
  deletion_type: ZDeletionType.optional(),
  deletion_message: z.string().optional(),
  /** ISO time; null for an admin deletion nobody allowed to return. */
  can_return_after: z.string().nullable().optional(),
  requires_verification: z.boolean().optional(),
  email: z.string().optional(),
});
export type TLoginFailure = z.infer<typeof ZLoginFailure>;

export const ZVerifyEmailResponse = ZLoginResponse.extend({ msg: z.string() });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

// Password reset and change

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** The same answer whether or not the account exists. */
export const ZForgotPasswordResponse = z.object({ msg: z.string(), verification_code: z.string().optional() });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

export const ZVerifyResetCodeRequest = z.object({ email: ZEmail, code: ZVerificationCode });
export type TVerifyResetCodeRequest = z.infer<typeof ZVerifyResetCodeRequest>;
export const ZVerifyResetCodeResponse = z.object({ msg: z.string(), valid: z.literal(true) });

export const ZResetPasswordRequest = z.object({
  email: ZEmail,
  code: ZVerificationCode,
  new_password: newPassword(MSG.passwordTooShortLong),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZUpdatePasswordRequest = z.object({
  current_password: z.string(required(MSG.passwordRequired)).min(1, MSG.passwordRequired).max(1024),
  new_password: newPassword(),
});
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

// Unwanted e-mail reports (/report-email?email=…&code=…)

export const ZReportUnwantedEmailRequest = z.object({
  email: z.string(required(MSG.invalidReportLink)).trim().toLowerCase().min(1, MSG.invalidReportLink).max(254),
  code: z.string(required(MSG.invalidReportLink)).trim().min(1, MSG.invalidReportLink).max(32),
});
export type TReportUnwantedEmailRequest = z.infer<typeof ZReportUnwantedEmailRequest>;

// Administrator accounts (POST /api/admin/create-admin, `npm run admin:create`)

/**
 * A new administrator: verified at once, not bound to the institution's e-mail domains.
 * The notification e-mail defaults to the sign-in e-mail; the admin form requires it.
 */
export const ZCreateAdminRequest = z.object({
  email: ZEmail,
  password: newPassword(),
  notification_email: ZEmail.optional(),
  institution_id: ZInstitutionId,
  gender: ZAdminGender.default(ADMIN_ACCOUNT_DEFAULTS.gender),
  orientation: ZAdminOrientation.default(ADMIN_ACCOUNT_DEFAULTS.orientation),
  age: ZAge.default(ADMIN_ACCOUNT_DEFAULTS.age),
  height_inches: ZHeight.default(ADMIN_ACCOUNT_DEFAULTS.heightInches),
});
export type TCreateAdminRequest = z.input<typeof ZCreateAdminRequest>;
