import { z } from 'zod';

/**
 * The "Are you sure?" nudge: a message whose contact or financial score reaches
 * `autoflag_nudge_threshold` is held, not delivered, and the send is answered
 * `{ ok: false, code: 'nudge', msg, reasons }`. Sending it again with the same client_id and
 * `confirmed: true` delivers it (screened and flagged as any other message).
 */
export const NUDGE_CODE = 'nudge';
export const NUDGE_REASONS = ['contact', 'financial'] as const;
export type TNudgeReason = (typeof NUDGE_REASONS)[number];
export const NUDGE_MSG = 'This message shares contact details or asks for money. Send it anyway?';
/** Half the default flag threshold: one contact or money finding is enough to ask, not to flag. */
export const NUDGE_THRESHOLD_DEFAULT = 25;

/**
 * What a recipient is told about a delivered message the screening found risky: its category
 * only, never a score, and never to the sender.
 */
export const SAFETY_CATEGORIES = ['financial', 'contact', 'link'] as const;
export const ZSafetyCategory = z.enum(SAFETY_CATEGORIES);
export type TSafetyCategory = z.infer<typeof ZSafetyCategory>;
export const ZSafetyHint = z.object({ category: ZSafetyCategory });
export type TSafetyHint = z.infer<typeof ZSafetyHint>;

/** Senders asked "Are you sure?", and how many sent anyway (the rest edited or gave up). */
export const ZNudgeStatistics = z.object({
  issued: z.number().int(),
  confirmed: z.number().int(),
  edited: z.number().int(),
});
export type TNudgeStatistics = z.infer<typeof ZNudgeStatistics>;
