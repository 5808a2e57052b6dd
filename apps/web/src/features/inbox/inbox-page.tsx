import { Alert, Box, Button, CircularProgress, List, Stack, Typography } from '@mui/material';
import { STATUS_REFRESH_MS, type TUserCard } from '@quad/contract';
import { Link as RouterLink } from 'react-router';
import { useOverlayNavigate } from '@/shared/overlay';
import { PageFrame } from '@/shared/page-frame';
import { useClock } from '@/lib/use-clock';
import { useInbox } from './inbox-api';
import { InboxRow } from './inbox-row';

/**
 * /inbox: every conversation, newest first, with the last message and unread count, kept
 * live; a row opens that chat. A full page on phones, over the current page on desktops.
 */
export default function InboxPage() {
  const inbox = useInbox();
  const now = useClock(STATUS_REFRESH_MS);
  const openChat = useOverlayNavigate();
  const conversations = inbox.data?.pages.flatMap((p) => p.users) ?? [];
  const open = (user: TUserCard) => openChat(`/chat/${user.id}`);

  let body;
  if (inbox.isPending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading conversations" />
      </Box>
    );
  } else if (inbox.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void inbox.refetch()}>
            Try again
          </Button>
        }
      >
        Your conversations could not be loaded.
      </Alert>
    );
  } else if (conversations.length === 0) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          No conversations yet
        </Typography>
        <Typography color="text.secondary">Say hello to someone in Browse and your chats will appear here.</Typography>
        <Button variant="contained" component={RouterLink} to="/browse">
          Browse members
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        <List aria-label="Conversations" disablePadding>
          {conversations.map((user) => (
            <li key={user.id}>
              <InboxRow user={user} now={now} onOpen={open} />
            </li>
          ))}
        </List>
        {inbox.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button onClick={() => void inbox.fetchNextPage()} disabled={inbox.isFetchingNextPage}>
              Show more
            </Button>
          </Box>
        )}
      </>
    );
  }
  return <PageFrame title="Messages">{body}</PageFrame>;
}
