import { z } from 'zod';
import { ZAppealDecision } from './due-process';
import { ZAccountStatusType, ZDeletionType, ZLogLevel, ZTestRunStatus } from './enums';
import { MESSAGE_MAX_LENGTH } from './constants';
import { MSG } from './messages';
import type { TErrorCode } from './error-codes';
import type { TPaymentStatusUpdateEvent } from './payments';
import type { TMessage } from './chat';
import type { TNudgeReason } from './safety';
import type { TChatStats } from './users';

/** Payloads the client sends, validated by the server before use. */
export const ZJoinRoom = z.object({ other_user_id: z.number().int().positive() });
export const ZSendMessage = z.object({
  recipient_id: z.number().int().positive(),
  /** Stored without leading and trailing white space. */
  message: z
    .string({ error: MSG.invalidMessage })
    .max(MESSAGE_MAX_LENGTH, { message: MSG.messageTooLong })
    .refine((text) => text.trim().length > 0, { message: MSG.messageEmpty })
    // PostgreSQL cannot store NUL or an unpaired surrogate: refuse them here, not as a failed insert.
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000\p{Cs}]/u.test(text), { message: MSG.invalidMessage }),
  /**
   * Client-generated id (a UUID): a retried send with the same id is stored once, and the
   * ack of every retry carries that one stored message.
   */
  client_id: z.uuid({ error: MSG.invalidMessage }).optional(),
  /** The sender saw the "Are you sure?" nudge for this client_id and sends it anyway. */
  confirmed: z.boolean().optional(),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;
export const ZTypingPayload = z.object({ recipient_id: z.number().int().positive() });
export const ZMessageIds = z.object({ message_ids: z.array(z.number().int().positive()).min(1).max(500) });

export const ZAccountStatusUpdate = z.object({
  type: ZAccountStatusType,
  data: z.object({
    message: z.string().nullable().optional(),
    issued_at: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
    suspended_at: z.string().nullable().optional(),
    deletion_type: ZDeletionType.nullable().optional(),
    /** A suspension's end (null: indefinite). */
    suspended_until: z.string().nullable().optional(),
    /** appeal_decided: which appeal, the decision and what it changed. */
    appeal_id: z.number().int().optional(),
    admin_action_id: z.number().int().optional(),
    decision: ZAppealDecision.optional(),
    warning_cleared: z.boolean().optional(),
  }),
});
export type TAccountStatusUpdate = z.infer<typeof ZAccountStatusUpdate>;

/**
 * The answer to send_message. A refusal also arrives as an `error` event (with the
 * client_id), as the specification's clients expect; a client that handles the ack may
 * ignore that event for its own sends. No ack (a timeout or a dropped connection) means
 * "unknown": retry with the same client_id.
 */
export type TSendAck =
  | { ok: true; message: TMessage }
  /** `code: 'nudge'` (NUDGE_CODE): held, not stored; `reasons` say why (see safety.ts). */
  | { ok: false; msg: string; code: TErrorCode; reasons?: TNudgeReason[] };

export interface ClientToServerEvents {
  /** Harmless: a connection joins its member's room when it is accepted. */
  join_notifications: () => void;
  /** A chat was opened: the server answers with the member's presence (user_activity_update or user_went_offline). */
  join_room: (payload: z.input<typeof ZJoinRoom>) => void;
  send_message: (payload: z.input<typeof ZSendMessage>, ack?: (result: TSendAck) => void) => void;
  /** Forwarded to the recipient as user_typing, unless either blocked the other. */
  typing_start: (payload: z.input<typeof ZTypingPayload>) => void;
  typing_stop: (payload: z.input<typeof ZTypingPayload>) => void;
  /** The recipient's client received these messages: each sender gets message_delivered. */
  message_delivered: (payload: z.input<typeof ZMessageIds>) => void;
  /**
   * The recipient read these messages: each sender gets message_read, and the reader's own
   * connections get messages_read { sender_id, message_ids } (unread counts, read marks).
   */
  message_read: (payload: z.input<typeof ZMessageIds>) => void;
}

export interface TestRunProgress {
  run_id: number;
  suite_id: string;
  status: z.infer<typeof ZTestRunStatus>;
  current_test: string | null;
  passed: number;
  failed: number;
  remaining: number;
  log?: { timestamp: string; level: z.infer<typeof ZLogLevel>; message: string };
}

export interface ServerToClientEvents {
  /**
   * A new message: to the recipient's connections, and to the sender's other connections
   * (other tabs and devices; there sender_id is the member themself). Never repeated for a
   * retried send; a reconnecting client fetches what it missed with history's after_id.
   */
  receive_message: (message: TMessage) => void;
  /**
   * To the reader's own connections: these messages from sender_id are now read (only these:
   * a chat that marked some must not take the others as read).
   */
  messages_read: (payload: { sender_id: number; message_ids: number[] }) => void;
  chat_stats_update: (payload: { user_id: number; stats: TChatStats }) => void;
  user_activity_update: (payload: { user_id: number; last_activity_at: string; status: 'online' }) => void;
  user_went_offline: (payload: { user_id: number; last_activity_at: string | null }) => void;
  user_deleted: (payload: { user_id: number }) => void;
  user_suspended: (payload: { user_id: number }) => void;
  user_unsuspended: (payload: { user_id: number }) => void;
  user_typing: (payload: { user_id: number; is_typing: boolean }) => void;
  message_delivered: (payload: { message_id: number; delivered_at: string | null; read_at: string | null }) => void;
  message_read: (payload: { message_id: number; delivered_at: string | null; read_at: string | null }) => void;
  /** A refused request; `client_id` names the refused send_message when it had one. */
  error: (payload: { msg: string; code: TErrorCode; client_id?: string }) => void;
  account_status_update: (payload: TAccountStatusUpdate) => void;
  payment_status_update: (payload: TPaymentStatusUpdateEvent) => void;
  test_run_progress: (payload: TestRunProgress) => void;
}

/** Data the server keeps on each authenticated socket. */
export interface SocketData {
  userId: number;
  sessionId: string;
  isAdmin: boolean;
}
