import { Avatar, Badge, Box, ListItemButton, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { TUserCard } from '@quad/contract';
import { memberStatus } from '@/lib/activity-status';
import { messageTime } from '@/lib/date-time';

interface InboxRowProps {
  user: TUserCard;
  now: number;
  onOpen(user: TUserCard): void;
}

/** "You: see you there" for the member's own last message. */
export function lastMessageLine(user: TUserCard): string {
  const last = user.last_message;
  if (!last) return 'No messages';
  return last.from_me ? `You: ${last.content}` : last.content;
}

/** One conversation: the partner's photo, name, last message, its time and the unread count. */
export function InboxRow({ user, now, onOpen }: InboxRowProps) {
  const unread = user.unread_count;
  const online = memberStatus(user, now) === 'Online';
  const when = user.last_message?.timestamp ?? user.last_message_at;
  return (
    <ListItemButton
      onClick={() => onOpen(user)}
      data-testid="inbox-row"
      data-user-id={user.id}
      sx={{ gap: 1.5, py: 1.25, px: { xs: 1.5, sm: 2 }, borderRadius: 2, alignItems: 'center' }}
    >
      <Badge
        overlap="circular"
        variant="dot"
        color="success"
        invisible={!online}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Avatar
          src={user.primary_photo?.thumbnail}
          alt=""
          sx={{ width: 52, height: 52, bgcolor: 'secondary.dark', fontSize: 22 }}
        >
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography
            component="span"
            title={user.username}
            noWrap
            sx={{ flex: 1, minWidth: 0, fontWeight: unread > 0 ? 800 : 600 }}
          >
            {user.username}
          </Typography>
          {when && (
            <Typography
              component="span"
              variant="caption"
              sx={{ flexShrink: 0, color: unread > 0 ? 'primary.light' : 'text.secondary' }}
            >
              {messageTime(when, new Date(now))}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography
            component="span"
            variant="body2"
            noWrap
            sx={{ flex: 1, minWidth: 0, color: unread > 0 ? 'text.primary' : 'text.secondary' }}
          >
            {lastMessageLine(user)}
          </Typography>
          {unread > 0 && (
            <Box
              component="span"
              data-testid="inbox-unread"
              sx={{
                flexShrink: 0,
                minWidth: 22,
                height: 22,
                px: 0.75,
                borderRadius: 11,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 12,
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {unread > 99 ? '99+' : unread}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                unread
              </Box>
            </Box>
          )}
        </Stack>
      </Box>
    </ListItemButton>
  );
}
