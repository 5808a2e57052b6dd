import { z } from 'zod';
import { ZEmail } from './common';

/** "Hide me from people I know": at most this many addresses per member. */
export const HIDDEN_EMAILS_MAX = 200;

/** POST /api/users/me/hidden-emails: addresses to add (pasted lists are split by the client). */
export const ZAddHiddenEmailsRequest = z.object({ emails: z.array(ZEmail).min(1).max(HIDDEN_EMAILS_MAX) }).strict();
export type TAddHiddenEmailsRequest = z.infer<typeof ZAddHiddenEmailsRequest>;

/** What the member's list holds: how many addresses, added when; never the addresses. */
export const ZHiddenEmailsSummary = z.object({
  count: z.number().int(),
  max: z.number().int(),
  /** Addresses grouped by when they were added, newest first. */
  batches: z.array(z.object({ added_at: z.string(), count: z.number().int() })),
});
export type THiddenEmailsSummary = z.infer<typeof ZHiddenEmailsSummary>;
