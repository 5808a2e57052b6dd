import { z } from 'zod';
import { ZDeletionType, ZGender, ZOrientation } from './enums';
import { ZInstitutionSummary } from './institutions';

/**
 * The signed-in member's own account (GET /api/users/me): the fields member-app.md
 * section 3 lists under "Current user" and "Own account", and the payment code.
 */
export const ZMeResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  institution: ZInstitutionSummary,
  age: z.number().int(),
  gender: ZGender,
  orientation: ZOrientation,
  height_inches: z.number().int(),
  profile_text: z.string(),
  profile_visible: z.boolean(),
  email_verified: z.boolean(),
  is_admin: z.boolean(),
  is_paid: z.boolean(),
  is_under_payment_review: z.boolean(),
  payment_code: z.string().nullable(),
  /** Always null for a signed-in member: a deleted account has no session. */
  deleted_at: z.string().nullable(),
  is_suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
  suspended_at: z.string().nullable(),
  has_active_warning: z.boolean(),
  warning_message: z.string().nullable(),
  warning_issued_at: z.string().nullable(),
  max_photos: z.number().int(),
  max_photo_size_mb: z.number().int(),
  created_at: z.string(),
  last_activity_at: z.string().nullable(),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZDismissWarningResponse = z.object({ ok: z.literal(true), msg: z.string() });

export const ZDeleteAccountResponse = z.object({
  msg: z.string(),
  deletion_type: ZDeletionType,
  /** When this e-mail may be used for a new account (ISO), null if never without an administrator. */
  can_return_after: z.string().nullable(),
});
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;
