import { z } from 'zod';
import { ZGender, ZOrientation } from './enums';
import { ZInstitutionSummary } from './institutions';
import { ZSnoozeState } from './privacy';

/** GET /api/users/me: the signed-in member's own account (member-app.md section 3). */
export const ZCurrentUser = z.object({
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
  /** The verified badge (selfie check); not the e-mail confirmation above. */
  is_verified: z.boolean(),
  is_paid: z.boolean(),
  is_admin: z.boolean(),
  is_under_payment_review: z.boolean(),
  /** The code the member puts in the e-Transfer note. */
  payment_code: z.string().nullable(),
  /** Always null for a signed-in member: a deleted account has no session. */
  deleted_at: z.string().nullable(),
  is_suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
  suspended_at: z.string().nullable(),
  /** When a timed suspension ends by itself; null while suspended indefinitely or not suspended. */
  suspended_until: z.string().nullable(),
  has_active_warning: z.boolean(),
  warning_message: z.string().nullable(),
  warning_issued_at: z.string().nullable(),
  /** Limits of the profile editor ("max_photos and max_photo_size_mb from the server"). */
  max_photos: z.number().int(),
  max_photo_size_mb: z.number().int(),
  created_at: z.string(),
  last_activity_at: z.string().nullable(),
  /** The published primary photo's thumbnail (a signed URL) for the top bar, or null. */
  avatar_url: z.string().nullable(),
  /** Snooze: away from strangers' Browse, Away to partners, until it ends. */
  snooze: ZSnoozeState,
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
