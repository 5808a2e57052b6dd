import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { groupMessages } from './message-groups';
import type { ChatMessage } from './message-store';
import { MessageBubble } from './message-bubble';
import { clockTime, messageTime } from '@/lib/date-time';
import { READ_COLOUR } from './message-ticks';
import { CHAT_TEXT } from './chat-texts';

interface MessageListProps {
  messages: ChatMessage[];
  myId: number | undefined;
  listRef: RefObject<HTMLDivElement | null>;
  hasOlder: boolean;
  onLoadOlder(): Promise<void>;
  onRetry(message: ChatMessage): void;
  /** Shown in place of messages (payment required, nothing yet). */
  empty?: React.ReactNode;
  /** Shown under a message (the recipient's safety tip), or nothing. */
  after?: (message: ChatMessage) => React.ReactNode;
}

/** "Seen 7:47 PM" under the newest message the other member has read. */
function SeenLine({ readAt }: { readAt: string | null }) {
  return (
    <Typography variant="caption" data-testid="seen" sx={{ color: READ_COLOUR, fontWeight: 600, px: 0.5, mt: 0.25 }}>
      {readAt ? `${CHAT_TEXT.seen} ${clockTime(readAt)}` : CHAT_TEXT.seen}
    </Typography>
  );
}

/** Distance from the bottom within which the list follows new messages. */
const FOLLOW_PX = 120;

/**
 * The conversation, oldest first, grouped by sender within five minutes. It opens at the
 * newest message and follows new ones while the reader is at the bottom (always for the
 * reader's own); loading earlier messages keeps the view where it was.
 */
export function MessageList(props: MessageListProps) {
  const { messages, myId, listRef, hasOlder, onLoadOlder, onRetry, empty, after } = props;
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
      return;
    }
    if (atBottom.current || (last && last.sender_id === myId)) el.scrollTop = el.scrollHeight;
  }, [messages, last, myId, listRef]);

  const loadOlder = () => {
    heightBeforeOlder.current = listRef.current?.scrollHeight ?? null;
    setLoadingOlder(true);
    onLoadOlder()
      .catch(() => {
        heightBeforeOlder.current = null;
      })
      .finally(() => setLoadingOlder(false));
  };

  const groups = groupMessages(messages);
  // "Seen" goes under the member's newest message the other has read.
  const lastSeen = messages.findLast((m) => m.sender_id === myId && !m.outgoing && m.status === 'read');
  return (
    <Box
      ref={listRef}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
      }}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 2 }}
    >
      {hasOlder && (
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Button size="small" onClick={loadOlder} disabled={loadingOlder}>
            {CHAT_TEXT.loadOlder}
          </Button>
        </Box>
      )}
      {messages.length === 0 ? (
        (empty ?? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            {CHAT_TEXT.noMessages}
          </Typography>
        ))
      ) : (
        // A log of groups, each a list of one member's messages: a list may hold only list items.
        <Box role="log" aria-label="Messages" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {groups.map((group) => {
            const mine = group.sender_id === myId;
            const lastOfGroup = group.messages.at(-1)!;
            return (
              <Box
                key={group.messages[0]!.client_id ?? group.messages[0]!.id}
                role="list"
                aria-label={mine ? 'Sent messages' : 'Received messages'}
                sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}
              >
                {group.messages.map((message, i) => (
                  <MessageBubble
                    key={message.client_id ?? message.id}
                    message={message}
                    mine={mine}
                    first={i === 0}
                    last={i === group.messages.length - 1}
                    onRetry={onRetry}
                  >
                    {after?.(message)}
                    {message === lastSeen && <SeenLine readAt={message.read_at} />}
                  </MessageBubble>
                ))}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', px: 0.5 }}
                >
                  <time dateTime={lastOfGroup.timestamp}>{messageTime(lastOfGroup.timestamp)}</time>
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
