import type {
  TConversationMute,
  TChatHistoryResponse,
  TMarkReadResponse,
  TReportRequest,
  TReportResponse,
} from '@quad/contract';
import { api } from '@/api/client';

/** Without a cursor the latest page; before_id pages back, after_id catches up (oldest first). */
export interface HistoryCursor {
  before_id?: number;
  after_id?: number;
}

export function fetchHistory(userId: number, query: HistoryCursor = {}, signal?: AbortSignal) {
  return api<TChatHistoryResponse>(`/api/chat/${userId}/history`, { query: { ...query }, signal });
}

export function markRead(userId: number, messageIds: number[]) {
  return api<TMarkReadResponse>(`/api/messages/mark-read/${userId}`, {
    method: 'PUT',
    body: { message_ids: messageIds },
  });
}

export function setBlocked(userId: number, blocked: boolean) {
  return api<unknown>(`/api/users/${userId}/${blocked ? 'block' : 'unblock'}`, { method: 'POST' });
}

export function reportUser(userId: number, body: TReportRequest) {
  return api<TReportResponse>(`/api/users/${userId}/report`, { method: 'POST', body });
}

export const muteKey = (userId: number) => ['chat-mute', userId] as const;

export function fetchMute(userId: number, signal?: AbortSignal) {
  return api<TConversationMute>(`/api/chat/${userId}/mute`, { signal });
}

export function setMuted(userId: number, muted: boolean) {
  return api<TConversationMute>(`/api/chat/${userId}/mute`, { method: muted ? 'PUT' : 'DELETE' });
}
