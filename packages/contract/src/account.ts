import { z } from 'zod';
import { ZDeletionType } from './enums';

// GET /api/users/me answers ZCurrentUser (current-user.ts).

/** POST /api/users/me/dismiss-warning */
export const ZDismissWarningResponse = z.object({ ok: z.literal(true), msg: z.string() });

/** DELETE /api/users/me */
export const ZDeleteAccountResponse = z.object({
  msg: z.string(),
  deletion_type: ZDeletionType,
  /** When this e-mail may be used for a new account (ISO), null if never without an administrator. */
  can_return_after: z.string().nullable(),
});
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;
