import { z } from 'zod';
import { AGE_MAX, AGE_MIN, HEIGHT_MAX_INCHES, HEIGHT_MIN_INCHES, PROFILE_TEXT_MAX } from './constants';
import { ZGender, ZOrientation } from './enums';
import { MSG } from './messages';
import { ZOwnPhoto } from './photos';

const ZPhotoId = z.number().int().positive().max(2_147_483_647);

/** What a member may change (member-app.md section 2, Profile); username, e-mail and institution never. */
export const ZProfileFields = z.object({
  gender: ZGender,
  orientation: ZOrientation,
  age: z.number().int().min(AGE_MIN, { error: MSG.ageRange }).max(AGE_MAX, { error: MSG.ageRange }),
  height_inches: z
    .number()
    .int()
    .min(HEIGHT_MIN_INCHES, { error: MSG.heightRange })
    .max(HEIGHT_MAX_INCHES, { error: MSG.heightRange }),
  profile_text: z.string().max(PROFILE_TEXT_MAX, { error: MSG.profileTextTooLong }),
});
export type TProfileFields = z.infer<typeof ZProfileFields>;

/** PUT /api/profile/draft: the whole edit form, saved 3 s after the last change. */
export const ZSaveDraftRequest = ZProfileFields.extend({
  photos_to_delete: z.array(ZPhotoId).max(100).default([]),
  primary_photo_id: ZPhotoId.nullable().default(null),
});
export type TSaveDraftRequest = z.input<typeof ZSaveDraftRequest>;

/** The server-side draft of a profile edit (member-app.md section 3, Profile draft). */
export const ZProfileDraft = ZProfileFields.extend({
  photos_to_delete: z.array(z.number().int()),
  /** Uploaded during this edit: published with it, or deleted when it is discarded. */
  photos_uploaded_in_edit: z.array(z.number().int()),
  primary_photo_id: z.number().int().nullable(),
  last_saved: z.string(),
});
export type TProfileDraft = z.infer<typeof ZProfileDraft>;

export const ZDraftResponse = z.object({ has_draft: z.boolean(), draft: ZProfileDraft.nullable() });
export type TDraftResponse = z.infer<typeof ZDraftResponse>;

/** GET /api/profile/edit: the member's photos for edit mode (pending uploads included) and the limits. */
export const ZProfileEditResponse = z.object({
  photos: z.array(ZOwnPhoto),
  max_photos: z.number().int(),
  max_photo_size_mb: z.number().int(),
});
export type TProfileEditResponse = z.infer<typeof ZProfileEditResponse>;

export const ZPublishResponse = z.object({
  msg: z.string(),
  profile: ZProfileFields,
  photos: z.array(ZOwnPhoto),
});
export type TPublishResponse = z.infer<typeof ZPublishResponse>;

export const ZDiscardDraftResponse = z.object({ msg: z.string() });
