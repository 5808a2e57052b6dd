import { Box, Button, Typography } from '@mui/material';
import type { ChatMessage } from './message-store';
import { MessageTicks } from './message-ticks';
import { CHAT_TEXT } from './chat-texts';
import { UNREAD_ATTRIBUTE } from './use-read-marking';

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  first: boolean;
  last: boolean;
  onRetry(message: ChatMessage): void;
  /** Shown under the bubble, within the message (the recipient's safety tip). */
  children?: React.ReactNode;
}

/** One message; within a group only the outer corners are fully rounded. */
export function MessageBubble({ message, mine, first, last, onRetry, children }: MessageBubbleProps) {
  const big = 18;
  const small = 6;
  const radius = mine
    ? `${big}px ${first ? big : small}px ${last ? big : small}px ${big}px`
    : `${first ? big : small}px ${big}px ${big}px ${last ? big : small}px`;
  const unread = !mine && !message.is_read && !message.outgoing;
  const failed = message.outgoing?.state === 'failed' ? message.outgoing : null;
  return (
    <Box
      role="listitem"
      data-message-id={message.outgoing ? undefined : message.id}
      {...(unread ? { [UNREAD_ATTRIBUTE]: message.id } : {})}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', maxWidth: '100%' }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '75%' },
          px: 1.5,
          py: 0.75,
          borderRadius: radius,
          bgcolor: mine ? 'primary.dark' : 'rgba(255,255,255,0.08)',
          color: mine ? '#fff' : 'text.primary',
          opacity: message.outgoing?.state === 'sending' ? 0.75 : 1,
          outline: failed ? '1px solid' : 'none',
          outlineColor: 'error.main',
          display: 'flex',
          alignItems: 'flex-end',
          gap: 0.75,
        }}
      >
        <Typography
          component="p"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 15, lineHeight: 1.4, minWidth: 0 }}
        >
          {message.content}
        </Typography>
        {mine && <MessageTicks message={message} />}
      </Box>
      {failed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
          <Typography variant="caption" color="error.main">
            {CHAT_TEXT.notSent}: {failed.error}
          </Typography>
          <Button size="small" color="error" onClick={() => onRetry(message)} sx={{ minWidth: 0, py: 0 }}>
            {CHAT_TEXT.retry}
          </Button>
        </Box>
      )}
      {children}
    </Box>
  );
}
