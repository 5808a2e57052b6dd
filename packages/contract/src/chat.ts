import { z } from 'zod';
import { CHAT_HISTORY_PAGE_MAX, CHAT_HISTORY_PAGE_SIZE, REPORT_DESCRIPTION_MAX } from './constants';
import { REPORT_REASONS, ZMessageStatus } from './enums';
import { MSG } from './messages';
import { ZSafetyHint } from './safety';
import { ZUserCard } from './users';

/** One chat message as members see it (history, socket events and acks). */
export const ZMessage = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  recipient_id: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
  is_read: z.boolean(),
  status: ZMessageStatus,
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  client_id: z.string().nullable(),
  /** To the recipient only: the screening found a financial request, contact details or a link. */
  safety: ZSafetyHint.optional(),
});
export type TMessage = z.infer<typeof ZMessage>;

const ZMessageId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * GET /api/chat/{userId}/history. Without a cursor: the latest page. `before_id` pages back
 * through a long conversation (older messages than that id); `after_id` fetches what a client
 * missed while disconnected (newer than the last message it has). Messages are oldest first.
 */
export const ZChatHistoryQuery = z
  .object({
    before_id: ZMessageId.optional(),
    after_id: ZMessageId.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(CHAT_HISTORY_PAGE_SIZE),
  })
  .refine((q) => q.before_id === undefined || q.after_id === undefined, {
    message: 'Use either before_id or after_id, not both',
  });
export type TChatHistoryQuery = z.input<typeof ZChatHistoryQuery>;

export const ZChatHistoryResponse = z.object({
  other_user: ZUserCard,
  /** Oldest first. */
  messages: z.array(ZMessage),
  /** Older messages exist before the first one returned (ask again with before_id). */
  has_older: z.boolean(),
  /** Newer messages exist after the last one returned (only with after_id; ask again). */
  has_newer: z.boolean(),
  /**
   * The caller may send to this member now: neither blocked the other, the member is not
   * suspended, the caller is not suspended, and no payment is required.
   */
  can_message: z.boolean(),
  /** Starting this conversation needs the one-time payment (member-app.md section 1). */
  payment_required: z.boolean(),
});
export type TChatHistoryResponse = z.infer<typeof ZChatHistoryResponse>;

/** PUT /api/messages/mark-read/{userId}: the listed messages from that member, or all of them. */
export const ZMarkReadRequest = z.object({
  message_ids: z.array(ZMessageId).max(500).optional(),
});
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequest>;
export const ZMarkReadResponse = z.object({
  ok: z.literal(true),
  /** The messages this call marked read (already-read ones are not repeated). */
  message_ids: z.array(z.number().int()),
  read_at: z.string().nullable(),
});
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

/** GET /api/chat/unread: the header's unread count. */
export const ZUnreadCountResponse = z.object({
  /** Unread messages to the caller, from members who are not deleted. */
  unread_count: z.number().int(),
  /** Members with at least one unread message to the caller. */
  conversations_with_unread: z.number().int(),
});
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;

/** POST /api/users/{id}/report */
export const ZReportRequest = z.object({
  reason: z.enum(REPORT_REASONS, {
    error: (issue) => (issue.input === undefined ? MSG.reportReasonRequired : MSG.reportReasonUnknown),
  }),
  description: z
    .string()
    .trim()
    .max(REPORT_DESCRIPTION_MAX, { message: `Description must be at most ${REPORT_DESCRIPTION_MAX} characters` })
    .optional(),
});
export type TReportRequest = z.input<typeof ZReportRequest>;
export const ZReportResponse = z.object({ ok: z.literal(true), msg: z.string() });
export type TReportResponse = z.infer<typeof ZReportResponse>;
