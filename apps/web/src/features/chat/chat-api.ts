import type { TReportRequest } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

/** Without a cursor the latest page; before_id pages back, after_id catches up (oldest first). */
export interface HistoryCursor {
  before_id?: number;
  after_id?: number;
}

export function fetchHistory(userId: number, query: HistoryCursor = {}, signal?: AbortSignal) {
  return call(API.chat.history, { params: { userId }, query: { ...query }, signal });
}

export function markRead(userId: number, messageIds: number[]) {
  return call(API.chat.markRead, { params: { userId }, body: { message_ids: messageIds } });
}

export function setBlocked(userId: number, blocked: boolean) {
  return call(blocked ? API.users.block : API.users.unblock, { params: { id: userId } });
}

export function reportUser(userId: number, body: TReportRequest) {
  return call(API.reports.report, { params: { id: userId }, body });
}

export const muteKey = (userId: number) => ['chat-mute', userId] as const;

export function fetchMute(userId: number, signal?: AbortSignal) {
  return call(API.notifications.mute, { params: { userId }, signal });
}

export function setMuted(userId: number, muted: boolean) {
  return call(muted ? API.notifications.muteChat : API.notifications.unmuteChat, { params: { userId } });
}
