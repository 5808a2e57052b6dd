import { z } from 'zod';
import { EMAIL_PATTERN } from './constants';
import { ERROR_CODES } from './error-codes';
import { MSG } from './messages';

/**
 * Every error answer of the API: a human-readable message, the stable code clients branch
 * on, sometimes with extra fields.
 */
/** The stable code of an error answer (the list and its type are in error-codes.ts). */
export const ZErrorCode = z.enum(ERROR_CODES);
export const ZErrorResponse = z.looseObject({ msg: z.string(), code: ZErrorCode });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ msg: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * A positive integer id as a path segment: decimal digits only, so "0x10", "1e3" or " 7"
 * (which Number() would read as 16, 1000 and 7) name no record.
 */
const ZPathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

/** A positive integer id in a path, e.g. /api/users/{id}/profile. */
export const ZIdParam = z.object({ id: ZPathId });
export const ZUserIdParam = z.object({ userId: ZPathId });

export const ZPaging = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
export type TPaging = z.infer<typeof ZPaging>;

export const ZEmail = z
  .string({ error: (issue) => (issue.input === undefined ? MSG.emailRequired : MSG.invalidEmail) })
  .trim()
  .toLowerCase()
  .max(254, { message: MSG.invalidEmail })
  .regex(EMAIL_PATTERN, { message: MSG.invalidEmail });
