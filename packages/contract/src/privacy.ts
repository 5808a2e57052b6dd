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

/** Snooze lengths offered, in hours: a day, three days, a week. */
export const SNOOZE_HOURS = [24, 72, 168] as const;

/** POST /api/users/me/snooze: how long; null means until the member turns it off. */
export const ZSnoozeRequest = z
  .object({ hours: z.union([z.literal(24), z.literal(72), z.literal(168)]).nullable() })
  .strict();
export type TSnoozeRequest = z.infer<typeof ZSnoozeRequest>;

/** The member's snooze as they see it (GET /api/users/me and the snooze endpoints). */
export const ZSnoozeState = z.object({
  snoozed: z.boolean(),
  /** When it ends by itself; null when not snoozed or snoozed until turned off. */
  ends_at: z.string().nullable(),
  until_turned_off: z.boolean(),
});
export type TSnoozeState = z.infer<typeof ZSnoozeState>;

/** "Download my data": at most one export per member in this long. */
export const EXPORT_INTERVAL_MS = 24 * 60 * 60_000;

export const PRIVACY_MSG = {
  exportRateLimited: 'You can download your data once a day. Please try again later.',
} as const;
