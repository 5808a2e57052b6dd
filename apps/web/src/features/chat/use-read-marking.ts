import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { READ_MARK_ON_OPEN_MS, READ_MARK_VISIBILITY, READ_MARK_VISIBLE_MS } from '@quad/contract/constants';
import { markRead } from './chat-api';
import type { ChatMessage, MessageAction } from './message-store';

/** A failed marking is tried again after this long. */
const RETRY_MS = 3_000;

/** The attribute an unread incoming message's element carries, with the message id. */
export const UNREAD_ATTRIBUTE = 'data-unread-id';

interface ReadMarkingOptions {
  otherId: number;
  ready: boolean;
  messages: ChatMessage[];
  listRef: RefObject<HTMLElement | null>;
  dispatch: Dispatch<MessageAction>;
}

const unreadFrom = (messages: ChatMessage[], otherId: number) =>
  messages.filter((m) => m.sender_id === otherId && !m.is_read && !m.outgoing).map((m) => m.id);

/**
 * Marks incoming messages read the way member-app.md section 4 says: two seconds after a
 * chat with unread messages opens, and otherwise once a message has been at least 90%
 * visible for one second. Only while the tab is visible: a message in a background tab is
 * not read.
 */
export function useReadMarking({ otherId, ready, messages, listRef, dispatch }: ReadMarkingOptions) {
  const latest = useRef(messages);
  const marking = useRef(new Set<number>());
  const visible = useRef(new Map<number, ReturnType<typeof setTimeout> | null>());
  useEffect(() => {
    latest.current = messages;
  });

  const mark = useCallback(
    (ids: number[]) => {
      const attempt = (candidates: number[]) => {
        const unread = new Set(unreadFrom(latest.current, otherId));
        const todo = candidates.filter((id) => unread.has(id) && !marking.current.has(id));
        if (todo.length === 0 || document.visibilityState !== 'visible') return;
        for (const id of todo) marking.current.add(id);
        markRead(otherId, todo)
          .then(
            (res) => dispatch({ type: 'read_by_me', messageIds: res.message_ids.length ? res.message_ids : todo }),
            () => {
              // Offline or the server restarting: try again while they are still on screen.
              const onScreen = todo.filter((id) => visible.current.has(id));
              if (onScreen.length) setTimeout(() => attempt(onScreen), RETRY_MS);
            },
          )
          .finally(() => {
            for (const id of todo) marking.current.delete(id);
          });
      };
      attempt(ids);
    },
    [otherId, dispatch],
  );

  // Opening the chat: what is unread then is read two seconds later.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => mark(unreadFrom(latest.current, otherId)), READ_MARK_ON_OPEN_MS);
    return () => clearTimeout(timer);
  }, [ready, otherId, mark]);

  const startTimer = useCallback(
    (id: number) => {
      if (visible.current.get(id)) return;
      // null: seen, and its second already counted; set again when it is seen again.
      visible.current.set(
        id,
        setTimeout(() => {
          visible.current.set(id, null);
          mark([id]);
        }, READ_MARK_VISIBLE_MS),
      );
    },
    [mark],
  );

  // Later messages: a second at 90% visibility.
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    const root = listRef.current;
    if (!ready || !root || typeof IntersectionObserver === 'undefined') return;
    const shown = visible.current;
    const stopTimer = (id: number) => {
      clearTimeout(shown.get(id) ?? undefined);
      shown.delete(id);
    };
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).getAttribute(UNREAD_ATTRIBUTE));
          if (entry.isIntersecting && entry.intersectionRatio >= READ_MARK_VISIBILITY) startTimer(id);
          else stopTimer(id);
        }
      },
      { root, threshold: [0, READ_MARK_VISIBILITY, 1] },
    );
    // Coming back to the tab: what is on screen counts from now.
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      for (const id of [...shown.keys()]) {
        stopTimer(id);
        startTimer(id);
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      document.removeEventListener('visibilitychange', onVisibility);
      for (const id of [...shown.keys()]) stopTimer(id);
    };
  }, [ready, listRef, startTimer]);

  // Each unread message on screen is watched; observing an element twice is harmless.
  useEffect(() => {
    const root = listRef.current;
    if (!root || !observer.current) return;
    for (const el of root.querySelectorAll(`[${UNREAD_ATTRIBUTE}]`)) observer.current.observe(el);
  }, [messages, ready, listRef]);
}
