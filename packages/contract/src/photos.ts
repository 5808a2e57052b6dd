import { z } from 'zod';
import { MSG } from './messages';
import { ZPhoto } from './users';

/** One of the member's own photos: `is_pending` while uploaded in an edit not yet published. */
export const ZOwnPhoto = ZPhoto.extend({ is_pending: z.boolean() });
export type TOwnPhoto = z.infer<typeof ZOwnPhoto>;

/** The multipart field that carries the image of POST /api/photos/upload. */
export const PHOTO_FILE_FIELD = 'file';

const missingToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A crop edge in percent of the (orientation-corrected) image, as react-easy-crop reports it. */
const ZCropPercent = z.preprocess(
  missingToUndefined,
  z.coerce
    .number({ error: MSG.selectCropArea })
    .refine(Number.isFinite, { error: MSG.selectCropArea })
    .min(0, { error: MSG.cropOutsideImage })
    .max(100, { error: MSG.cropOutsideImage }),
);

/** Photo ids as a JSON array ("[3,4]") or a comma-separated list ("3,4"). */
const ZIdList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    return text.split(',').map((s) => s.trim());
  },
  z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100),
);

/** The text fields of POST /api/photos/upload (multipart; every value arrives as a string). */
export const ZPhotoUploadFields = z.object({
  x_perc: ZCropPercent,
  y_perc: ZCropPercent,
  width_perc: ZCropPercent,
  height_perc: ZCropPercent,
  is_edit_mode: z
    .preprocess(missingToUndefined, z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  /** In edit mode: photos the member has marked for deletion and not yet published. */
  pending_deletions: ZIdList,
});
export type TPhotoUploadFields = z.infer<typeof ZPhotoUploadFields>;
export type TPhotoUploadFieldName = keyof z.input<typeof ZPhotoUploadFields>;

export const ZPhotoUploadResponse = z.object({ msg: z.string(), photo: ZOwnPhoto });
export type TPhotoUploadResponse = z.infer<typeof ZPhotoUploadResponse>;

export const ZPhotoFileParams = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{8,128}\.webp$/) });
/** The signature of a photo URL: who it was issued to, until when, and the server's MAC. */
export const ZPhotoFileQuery = z.object({
  v: z.coerce.number().int().positive(),
  e: z.coerce.number().int().positive(),
  s: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

export const ZDeletePhotoResponse = z.object({ msg: z.string(), photos: z.array(ZOwnPhoto) });
export type TDeletePhotoResponse = z.infer<typeof ZDeletePhotoResponse>;
