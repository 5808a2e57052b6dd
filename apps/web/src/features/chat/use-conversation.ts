import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { TYPING_STOP_MS } from '@quad/contract/constants';
import type { TErrorCode } from '@quad/contract/error-codes';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session';
import { useSocket, useSocketEvent } from '@/shared/socket';
import { fetchHistory } from './chat-api';
import { conversationReducer, initialConversation } from './conversation-state';
import { lastStored } from './message-store';
import { useOutbox } from './use-outbox';
import { TYPING_REFRESH_MS } from './use-typing-signal';

/** Catching up pages through at most this many history pages at once. */
const CATCH_UP_PAGES = 20;
/** message_delivered takes at most this many ids at once. */
const DELIVERED_BATCH = 500;
/** A catch-up that fails (the server still starting, a dropped request) is tried again after these waits. */
const CATCH_UP_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000];
/** The indicator hides by itself if the typing member's stop never arrives. */
const TYPING_SHOWN_MAX_MS = TYPING_REFRESH_MS + TYPING_STOP_MS;

/**
 * Everything one open chat knows and does: the history, live updates from every socket
 * event about this member and these messages, sends that survive dropped connections,
 * and catching up on what was missed after a reconnection.
 */
export function useConversation(otherId: number) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { socket, status } = useSocket();
  const connected = status === 'connected' && socket !== null;
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const [typing, setTyping] = useState(false);
  const latest = useRef(state);
  /** The newest stored message held when the connection last dropped, until a catch-up succeeds. */
  const heldAtLoss = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    const abort = new AbortController();
    fetchHistory(otherId, {}, abort.signal).then(
      (page) => dispatch({ type: 'history', page, part: 'latest' }),
      () => {
        // member-app.md section 2: a chat whose history cannot load goes back to Browse.
        if (!abort.signal.aborted) void navigate('/browse', { replace: true });
      },
    );
    return () => abort.abort();
  }, [otherId, navigate]);

  /**
   * Brings the chat up to date: the latest page (new messages, and receipts and member state
   * that changed meanwhile), then, if messages are missing between the last one held and that
   * page, those too.
   */
  const refresh = useCallback(async () => {
    // Catch up from what was held when the connection dropped: messages that arrived live since
    // the reconnection (or acks of retried sends) are newer than everything sent meanwhile.
    const held = heldAtLoss.current ?? lastStored(latest.current.messages)?.id;
    const page = await fetchHistory(otherId);
    dispatch({ type: 'history', page, part: 'latest' });
    const first = page.messages[0];
    if (held === undefined || !first || first.id <= held) {
      heldAtLoss.current = undefined;
      return;
    }
    let after = held;
    for (let i = 0; i < CATCH_UP_PAGES; i++) {
      const newer = await fetchHistory(otherId, { after_id: after });
      dispatch({ type: 'history', page: newer, part: 'newer' });
      const newest = newer.messages.at(-1);
      if (!newer.has_newer || !newest || newest.id >= first.id) break;
      after = newest.id;
    }
    heldAtLoss.current = undefined;
  }, [otherId]);

  /**
   * Catches up now and, while the connection holds, again after a failure: a catch-up that is
   * simply dropped would leave the chat without what arrived while it was away.
   */
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const connectedRef = useRef(connected);
  useEffect(() => {
    connectedRef.current = connected;
  });
  const catchUp = useCallback(() => {
    clearTimeout(retryTimer.current);
    const attempt = (failures: number) => {
      refresh().catch(() => {
        const wait = CATCH_UP_RETRY_MS[failures];
        if (wait === undefined || !connectedRef.current) return;
        retryTimer.current = setTimeout(() => attempt(failures + 1), wait);
      });
    };
    attempt(0);
  }, [refresh]);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const loadOlder = useCallback(async () => {
    const oldest = latest.current.messages.find((m) => !m.outgoing);
    if (!oldest) return;
    const page = await fetchHistory(otherId, { before_id: oldest.id });
    dispatch({ type: 'history', page, part: 'older' });
  }, [otherId]);

  // On every connection: say which chat is open (the server answers with presence), and
  // fetch what arrived while there was none.
  const wasConnected = useRef(false);
  useEffect(() => {
    if (!connected) {
      if (wasConnected.current) heldAtLoss.current ??= lastStored(latest.current.messages)?.id;
      return;
    }
    socket.emit('join_room', { other_user_id: otherId });
    // History loaded before this connection (or a previous one lost) may lack the latest.
    if (wasConnected.current || latest.current.phase === 'ready') catchUp();
    wasConnected.current = true;
  }, [connected, socket, otherId, catchUp]);

  // Messages that reached this client through the history (sent while it was away) are
  // delivered now: the sender's second tick.
  const acknowledged = useRef(new Set<number>());
  useEffect(() => {
    if (!connected) return;
    const ids = state.messages
      .filter((m) => m.sender_id === otherId && m.status === 'sent' && !acknowledged.current.has(m.id))
      .map((m) => m.id);
    for (let i = 0; i < ids.length; i += DELIVERED_BATCH) {
      const batch = ids.slice(i, i + DELIVERED_BATCH);
      for (const id of batch) acknowledged.current.add(id);
      socket.emit('message_delivered', { message_ids: batch });
    }
  }, [state.messages, connected, socket, otherId]);

  const onRefused = useCallback((code: TErrorCode) => {
    if (code === 'payment_required') dispatch({ type: 'payment_required' });
    if (code === 'recipient_requires_verified') dispatch({ type: 'verified_required' });
  }, []);
  const outbox = useOutbox({ otherId, myId: user?.id, socket, dispatch, onRefused });

  /**
   * Whether a receipt for this message id means the chat is behind: the message is not held as
   * stored while a send awaits its acknowledgement or a catch-up is due. (Receipts of the
   * member's other chats reach every chat too; those are not this chat's business.)
   */
  const behindOn = useCallback((id: number) => {
    const { messages } = latest.current;
    if (messages.some((m) => m.id === id && !m.outgoing)) return false;
    return heldAtLoss.current !== undefined || messages.some((m) => m.outgoing?.state === 'sending');
  }, []);
  useLiveEvents(otherId, user?.id, dispatch, setTyping, catchUp, behindOn);

  // A stale typing indicator hides by itself.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MAX_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  return {
    state,
    dispatch,
    typing,
    connected,
    status,
    send: outbox.send,
    retry: outbox.retry,
    nudge: outbox.nudge,
    sendAnyway: outbox.sendAnyway,
    edit: outbox.edit,
    refresh,
    loadOlder,
  };
}

type Dispatch = React.Dispatch<Parameters<typeof conversationReducer>[1]>;

function useLiveEvents(
  otherId: number,
  myId: number | undefined,
  dispatch: Dispatch,
  setTyping: (typing: boolean) => void,
  catchUp: () => void,
  behindOn: (messageId: number) => boolean,
) {
  useSocketEvent('receive_message', (message) => {
    const mine = message.sender_id === myId && message.recipient_id === otherId;
    const theirs = message.sender_id === otherId && message.recipient_id === myId;
    if (!mine && !theirs) return;
    if (theirs) setTyping(false);
    // The app shell acknowledges delivery of every incoming message.
    const received = theirs && message.status === 'sent' ? { ...message, status: 'delivered' as const } : message;
    dispatch({ type: 'merged', messages: [received] });
  });
  const onReceipt = (r: { message_id: number; delivered_at: string | null; read_at: string | null }) => {
    // A receipt for a message of this chat not held yet (its acknowledgement or the catch-up
    // after a reconnection still on the way) would be lost: fetch the chat's latest state instead.
    if (behindOn(r.message_id)) {
      catchUp();
      return;
    }
    dispatch({ type: 'receipt', messageId: r.message_id, deliveredAt: r.delivered_at, readAt: r.read_at });
  };
  useSocketEvent('message_delivered', onReceipt);
  useSocketEvent('message_read', onReceipt);
  // Read in this chat or another tab: only the messages named (the rest may still be unread).
  useSocketEvent('messages_read', ({ sender_id, message_ids }) => {
    if (sender_id === otherId) dispatch({ type: 'read_by_me', messageIds: message_ids });
  });
  useSocketEvent('user_typing', ({ user_id, is_typing }) => {
    if (user_id === otherId) setTyping(is_typing);
  });
  useSocketEvent('user_activity_update', ({ user_id, last_activity_at }) => {
    if (user_id === otherId) dispatch({ type: 'presence', lastActivityAt: last_activity_at, offline: false });
  });
  useSocketEvent('user_went_offline', ({ user_id, last_activity_at }) => {
    if (user_id !== otherId) return;
    setTyping(false);
    dispatch({ type: 'presence', lastActivityAt: last_activity_at, offline: true });
  });
  useSocketEvent('chat_stats_update', ({ user_id, stats }) => {
    if (user_id === otherId) dispatch({ type: 'other_changed', change: { chat_stats: stats } });
  });
  useSocketEvent('user_deleted', ({ user_id }) => {
    if (user_id === otherId) dispatch({ type: 'gone' });
  });
  useSocketEvent('user_suspended', ({ user_id }) => {
    if (user_id !== otherId) return;
    setTyping(false);
    dispatch({ type: 'other_changed', change: { is_suspended: true } });
  });
  useSocketEvent('user_unsuspended', ({ user_id }) => {
    if (user_id !== otherId) return;
    dispatch({ type: 'other_changed', change: { is_suspended: false } });
    // Whether the caller may send again is the server's answer.
    catchUp();
  });
  useSocketEvent('error', ({ code }) => {
    if (code === 'payment_required') dispatch({ type: 'payment_required' });
  });
  // A payment confirmed meanwhile may open the conversation.
  useSocketEvent('payment_status_update', catchUp);
}
