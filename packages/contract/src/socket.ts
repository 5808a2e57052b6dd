import { z } from 'zod';
import { ZAccountStatusType, ZDeletionType, ZLogLevel, ZTestRunStatus } from './enums';
import { MESSAGE_MAX_LENGTH } from './constants';
import type { TPaymentStatusUpdateEvent } from './payments';
import type { TChatStats, TMessage } from './users';

/** Payloads the client sends, validated by the server before use. */
export const ZJoinRoom = z.object({ other_user_id: z.number().int().positive() });
export const ZSendMessage = z.object({
  recipient_id: z.number().int().positive(),
  message: z.string().max(MESSAGE_MAX_LENGTH),
  /** Client-generated id: a retried send with the same id is stored once. */
  client_id: z.uuid().optional(),
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
  }),
});
export type TAccountStatusUpdate = z.infer<typeof ZAccountStatusUpdate>;

export type TSendAck = { ok: true; message: TMessage } | { ok: false; msg: string };

export interface ClientToServerEvents {
  join_notifications: () => void;
  join_room: (payload: z.input<typeof ZJoinRoom>) => void;
  send_message: (payload: z.input<typeof ZSendMessage>, ack?: (result: TSendAck) => void) => void;
  typing_start: (payload: z.input<typeof ZTypingPayload>) => void;
  typing_stop: (payload: z.input<typeof ZTypingPayload>) => void;
  message_delivered: (payload: z.input<typeof ZMessageIds>) => void;
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
  receive_message: (message: TMessage) => void;
  /** To the reader's own connections: messages from sender_id are now read. */
  messages_read: (payload: { sender_id: number }) => void;
  chat_stats_update: (payload: { user_id: number; stats: TChatStats }) => void;
  user_activity_update: (payload: { user_id: number; last_activity_at: string; status: 'online' }) => void;
  user_went_offline: (payload: { user_id: number; last_activity_at: string | null }) => void;
  user_deleted: (payload: { user_id: number }) => void;
  user_suspended: (payload: { user_id: number }) => void;
  user_unsuspended: (payload: { user_id: number }) => void;
  user_typing: (payload: { user_id: number; is_typing: boolean }) => void;
  message_delivered: (payload: { message_id: number; delivered_at: string | null; read_at: string | null }) => void;
  message_read: (payload: { message_id: number; delivered_at: string | null; read_at: string | null }) => void;
  error: (payload: { msg: string }) => void;
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
