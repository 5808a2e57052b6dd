import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { TBrowseResponse } from '@quad/contract';
import { api } from '@/api/client';
import { useSocketEvent } from '@/app/socket';

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
      api<TBrowseResponse>('/api/users', { query: { with_messages: 'true', page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * Keeps the inbox and the header's unread count live on every signed-in page: a message
 * in or out, a read on another device, or a partner leaving moves them.
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
}
