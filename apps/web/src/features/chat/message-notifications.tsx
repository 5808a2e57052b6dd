import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { NEW_MESSAGE_PREVIEW_CHARS, NEW_MESSAGE_TOAST_MS } from '@quad/contract/constants';
import { call } from '@/api/client';
import { useOverlayNavigate } from '@/shared/overlay';
import { useSession } from '@/shared/session';
import { useSocket, useSocketEvent } from '@/shared/socket';
import { useToast } from '@/shared/toast';
import { API } from '@quad/contract/routes';

/** A member's card, read once a while for the name on a new-message toast. */
const USER_CARD_STALE_MS = 5 * 60_000;

/** "Hello there, how are…": the first 50 characters of a message. */
export function messagePreview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > NEW_MESSAGE_PREVIEW_CHARS ? `${flat.slice(0, NEW_MESSAGE_PREVIEW_CHARS)}…` : flat;
}

/**
 * Incoming messages wherever the member is: each one is acknowledged as delivered (the
 * sender's second tick), and outside that member's chat a toast New message from {username}
 * shows its first 50 characters for 10 seconds (member-app.md section 2, Browse); tapping
 * it opens that chat.
 */
export function MessageNotifications() {
  const { user } = useSession();
  const { socket } = useSocket();
  const { pathname } = useLocation();
  const toast = useToast();
  const openOver = useOverlayNavigate();
  const queryClient = useQueryClient();

  useSocketEvent('receive_message', (message) => {
    if (!user || message.recipient_id !== user.id) return;
    socket?.emit('message_delivered', { message_ids: [message.id] });
    if (pathname === `/chat/${message.sender_id}`) return;
    void queryClient
      .query({
        queryKey: ['user-card', message.sender_id],
        queryFn: ({ signal }) => call(API.users.profile, { params: { id: message.sender_id }, signal }),
        staleTime: USER_CARD_STALE_MS,
      })
      .then(
        (card) => card.username,
        () => null,
      )
      .then((username) => {
        const title = username ? `New message from ${username}` : 'New message';
        toast(`${title}: ${messagePreview(message.content)}`, {
          duration: NEW_MESSAGE_TOAST_MS,
          onOpen: () => openOver(`/chat/${message.sender_id}`),
        });
      });
  });

  return null;
}
