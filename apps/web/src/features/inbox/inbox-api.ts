import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TBrowseResponse } from '@quad/contract';
import { call } from '@/api/client';
import { useSocketEvent } from '@/shared/socket';
import { withPresence } from '@/lib/activity-status';
import { API } from '@quad/contract/routes';

export const inboxKey = ['inbox'] as const;

/**
 * The member's conversations, newest first: `GET /api/users?with_messages=true`, a page of
 * 20 at a time. Read afresh whenever the inbox opens, since the member's own sends from a
 * chat change the order.
 */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: inboxKey,
    queryFn: ({ pageParam, signal }) =>
      call(API.users.browse, { query: { with_messages: 'true', page: String(pageParam) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * Keeps the inbox and the header's unread count live on every signed-in page: a message
 * in or out, a read on another device, or a partner leaving moves them; a partner connecting
 * or leaving moves their online dot.
 */
export function useInboxLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: inboxKey });
    void queryClient.invalidateQueries({ queryKey: ['browse', 'summary'] });
  };
  useSocketEvent('receive_message', refresh);
  useSocketEvent('messages_read', refresh);
  useSocketEvent('user_deleted', refresh);
  useSocketEvent('user_suspended', refresh);
  useSocketEvent('user_unsuspended', refresh);
  // A partner's dot follows their connection without reading the list again.
  const presence = (userId: number, online: boolean, lastActivityAt: string | null) =>
    queryClient.setQueryData<InfiniteData<TBrowseResponse, number>>(inboxKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              users: page.users.map((u) => (u.id === userId ? withPresence(u, online, lastActivityAt) : u)),
            })),
          }
        : data,
    );
  useSocketEvent('user_activity_update', ({ user_id, last_activity_at }) => presence(user_id, true, last_activity_at));
  useSocketEvent('user_went_offline', ({ user_id, last_activity_at }) => presence(user_id, false, last_activity_at));
}
