import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ADMIN_PREVIEW } from '@quad/contract/constants';
import type { TAdminConversation } from '@quad/contract';
import { dateTime } from '../admin-format';
import { ADMIN_TEXT } from '../admin-texts';
import { EmptyState } from '../components/empty-state';
import { preview } from '../components/risk';
import { ViewDialog } from '../components/view-dialog';
import { DetailBlock } from './detail-parts';

function ConversationSummary({ conversation }: { conversation: TAdminConversation }) {
  const latest = conversation.latest_message;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {conversation.partner_username}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {conversation.total_messages} {conversation.total_messages === 1 ? 'message' : 'messages'} · last{' '}
          {dateTime(conversation.last_message_at)}
        </Typography>
      </Stack>
      {latest && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {latest.direction === 'sent' ? 'Sent: ' : 'Received: '}
          {preview(latest.content, ADMIN_PREVIEW.latestMessageChars)}
        </Typography>
      )}
    </Box>
  );
}

function ConversationThread({ conversation }: { conversation: TAdminConversation }) {
  return (
    <Box component="section" aria-label={`Conversation with ${conversation.partner_username}`} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {conversation.partner_username} ({conversation.total_messages})
      </Typography>
      <Stack sx={{ gap: 0.75, mt: 1 }}>
        {conversation.messages.map((m) => (
          <Box
            key={m.id}
            sx={{
              alignSelf: m.direction === 'sent' ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              px: 1.5,
              py: 0.75,
              borderRadius: 2,
              bgcolor: m.direction === 'sent' ? 'rgba(255,107,139,0.16)' : 'action.hover',
            }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.content}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {m.direction === 'sent' ? 'Sent' : 'Received'} · {dateTime(m.timestamp)} · {m.status}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The first 5 conversations with the latest message, and Show All for every one with its messages. */
export function ConversationList({
  username,
  conversations,
}: {
  username: string;
  conversations: TAdminConversation[];
}) {
  const [all, setAll] = useState(false);
  return (
    <DetailBlock
      title="Conversations"
      action={
        conversations.length > 0 && (
          <Button size="small" onClick={() => setAll(true)}>
            {/* The count only says something when there are more than the preview shows. */}
            {conversations.length > ADMIN_PREVIEW.conversations ? `Show All (${conversations.length})` : 'Show All'}
          </Button>
        )
      }
    >
      {conversations.length === 0 ? (
        <EmptyState>{ADMIN_TEXT.noConversations}</EmptyState>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {conversations.slice(0, ADMIN_PREVIEW.conversations).map((c) => (
            <ConversationSummary key={c.partner_id} conversation={c} />
          ))}
        </Box>
      )}
      {all && (
        <ViewDialog title={`All conversations of ${username}`} onClose={() => setAll(false)}>
          {conversations.map((c) => (
            <ConversationThread key={c.partner_id} conversation={c} />
          ))}
        </ViewDialog>
      )}
    </DetailBlock>
  );
}
