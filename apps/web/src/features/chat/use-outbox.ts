import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { TErrorCode } from '@quad/contract/error-codes';
import type { QuadSocket } from '@/shared/socket';
import { newClientId } from './client-id';
import type { ChatMessage, MessageAction } from './message-store';
import { outbox, type Held, type Unsent } from './outbox';

interface OutboxOptions {
  otherId: number;
  myId: number | undefined;
  socket: QuadSocket | null;
  dispatch: Dispatch<MessageAction>;
  /** The server refused a send (its code): e.g. payment_required flips the chat's state. */
  onRefused(code: TErrorCode): void;
}

const onItsWay = (myId: number, unsent: Unsent): ChatMessage => ({
  id: -Date.parse(unsent.timestamp),
  sender_id: myId,
  recipient_id: unsent.recipientId,
  content: unsent.content,
  timestamp: unsent.timestamp,
  is_read: false,
  status: 'sent',
  delivered_at: null,
  read_at: null,
  client_id: unsent.clientId,
  outgoing: { state: 'sending' },
});

/**
 * One chat's view of the tab's outbox: its messages show at once as "sending" (also those
 * still on their way from an earlier visit), then as stored, or as refused with Retry. A
 * message the server holds for "Are you sure?" leaves the list and becomes `nudge` (also one
 * held on an earlier visit) until the member sends it anyway or edits it.
 */
export function useOutbox({ otherId, myId, socket, dispatch, onRefused }: OutboxOptions) {
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });

  useEffect(() => {
    if (socket) outbox.attach(socket);
  }, [socket]);

  const [nudges, setNudges] = useState<Held[]>(() => outbox.heldFor(otherId));

  useEffect(() => {
    if (myId === undefined) return;
    for (const unsent of outbox.unsentTo(otherId)) dispatch({ type: 'queued', message: onItsWay(myId, unsent) });
    return outbox.subscribe((event) => {
      if (event.type === 'nudged') {
        if (event.held.recipientId !== otherId) return;
        dispatch({ type: 'withdrawn', clientId: event.held.clientId });
        setNudges(outbox.heldFor(otherId));
      } else if (event.type === 'stored') {
        if (event.message.recipient_id === otherId) dispatch({ type: 'merged', messages: [event.message] });
      } else if (event.recipientId === otherId) {
        dispatch({ type: 'failed', clientId: event.clientId, error: event.msg });
        refused.current(event.code);
      }
    });
  }, [otherId, myId, dispatch]);

  const send = useCallback(
    (content: string) => {
      if (myId === undefined) return;
      const unsent: Unsent = {
        clientId: newClientId(),
        recipientId: otherId,
        content,
        timestamp: new Date().toISOString(),
      };
      dispatch({ type: 'queued', message: onItsWay(myId, unsent) });
      outbox.send(unsent);
    },
    [myId, otherId, dispatch],
  );

  const retry = useCallback(
    (message: ChatMessage) => {
      if (!message.client_id) return;
      dispatch({ type: 'retrying', clientId: message.client_id });
      outbox.send({
        clientId: message.client_id,
        recipientId: otherId,
        content: message.content,
        timestamp: message.timestamp,
      });
    },
    [otherId, dispatch],
  );

  /** Send anyway: back on screen as sending, then stored like any other message. */
  const sendAnyway = useCallback(
    (clientId: string) => {
      const entry = outbox.confirm(clientId);
      setNudges(outbox.heldFor(otherId));
      if (entry && myId !== undefined) dispatch({ type: 'queued', message: onItsWay(myId, entry) });
    },
    [myId, otherId, dispatch],
  );

  /** Edit: nothing is sent; the text is returned for the composer. */
  const edit = useCallback(
    (clientId: string): string => {
      const held = outbox.withdraw(clientId);
      setNudges(outbox.heldFor(otherId));
      return held?.content ?? '';
    },
    [otherId],
  );

  return { send, retry, nudge: nudges[0] ?? null, sendAnyway, edit };
}
