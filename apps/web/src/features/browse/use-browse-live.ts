import { useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TBrowseResponse, TMessage, TUserCard } from '@quad/contract';
import { useSocketEvent } from '@/shared/socket';
import { withPresence } from '@/lib/activity-status';
import { browseKeys } from './browse-api';

type Pages = InfiniteData<TBrowseResponse, number>;

/**
 * Keeps browse current while it is open: new messages refresh the groups and the header;
 * members suspended or deleted leave the lists at once; activity events move
 * the status lines. Returns the members who just went offline.
 */
export function useBrowseLive(viewerId: number): ReadonlySet<number> {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState<ReadonlySet<number>>(new Set());

  const editCards = (edit: (card: TUserCard) => TUserCard | null) =>
    queryClient.setQueriesData<Pages>({ queryKey: ['browse', 'users'] }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              users: page.users.flatMap((card) => edit(card) ?? []),
            })),
          }
        : data,
    );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: browseKeys.all });

  useSocketEvent('receive_message', (message: TMessage) => {
    // The toast is the app's (message notifications); browse only regroups.
    if (message.recipient_id === viewerId) refresh();
  });
  useSocketEvent('messages_read', refresh);
  const remove = ({ user_id }: { user_id: number }) => {
    editCards((card) => (card.id === user_id ? null : card));
    refresh();
  };
  useSocketEvent('user_deleted', remove);
  useSocketEvent('user_suspended', remove);
  useSocketEvent('user_unsuspended', refresh);
  useSocketEvent('user_activity_update', ({ user_id, last_activity_at }) => {
    setOffline((prev) => (prev.has(user_id) ? new Set([...prev].filter((id) => id !== user_id)) : prev));
    editCards((card) => (card.id === user_id ? withPresence(card, true, last_activity_at) : card));
  });
  useSocketEvent('user_went_offline', ({ user_id, last_activity_at }) => {
    // Kept as well as written into the card: a page fetched before the event may arrive after it.
    setOffline((prev) => new Set(prev).add(user_id));
    editCards((card) => (card.id === user_id ? withPresence(card, false, last_activity_at) : card));
  });
  return offline;
}
