import { Avatar, Badge, Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { GENDER_LABELS, ORIENTATION_LABELS, type TUserCard } from '@quad/contract';
import { cardStatus } from '@/lib/activity-status';
import { VerifiedBadge } from '@/lib/verified-badge';
import { DisplayName } from '@/lib/display-name';
import { visuallyHidden } from '@/lib/visually-hidden';
import { formatHeight } from '@/lib/format';

interface UserCardProps {
  user: TUserCard;
  now: number;
  /** Set after a user_went_offline event: the member reads "Active just now", not Online. */
  wentOffline: boolean;
  onOpen(user: TUserCard): void;
}

/** "24 · Woman · 5'6"" */
export const cardSummary = (u: TUserCard): string =>
  `${u.age} · ${GENDER_LABELS[u.gender]} · ${formatHeight(u.height_inches)}`;

/** A member in the browse results: photo, summary, activity and the conversation's state. */
export function UserCard({ user, now, wentOffline, onOpen }: UserCardProps) {
  const status = cardStatus(user, now, wentOffline);
  const online = status === 'Online';
  const photo = user.primary_photo;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="user-card" data-user-id={user.id}>
      <CardActionArea
        onClick={() => onOpen(user)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {/* The button's name says what it does, then everything the card shows. */}
        <Box component="span" sx={visuallyHidden}>
          Open chat with{' '}
        </Box>
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
          {photo ? (
            <Box
              component="img"
              src={photo.thumbnail}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
              <Avatar aria-hidden sx={{ width: 72, height: 72, fontSize: 32, bgcolor: 'secondary.dark' }}>
                {user.username.charAt(0).toUpperCase()}
              </Avatar>
            </Box>
          )}
          {user.unread_count > 0 && (
            <Chip
              aria-hidden
              color="primary"
              size="small"
              label={`${user.unread_count} new`}
              sx={{ position: 'absolute', top: 8, right: 8, fontWeight: 700 }}
            />
          )}
          {user.is_blocked && (
            <Chip
              aria-hidden
              size="small"
              label="Blocked"
              sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'grey.900' }}
            />
          )}
        </Box>
        <Stack spacing={0.25} sx={{ p: 1.5, flexGrow: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            {online && (
              <Badge
                variant="dot"
                color="success"
                aria-hidden
                sx={{ '& .MuiBadge-dot': { position: 'static', transform: 'none' } }}
              />
            )}
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, lineHeight: 1.25, fontSize: { xs: 15, sm: 16 }, minWidth: 0 }}
            >
              <DisplayName name={user.username} />
              {user.is_verified && <VerifiedBadge />}
              {user.is_blocked && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (blocked)
                </Box>
              )}
            </Typography>
          </Stack>
          <Typography variant="body2">{cardSummary(user)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {ORIENTATION_LABELS[user.orientation]}
          </Typography>
          <Typography variant="body2" color="text.secondary" title={user.institution.name}>
            {user.institution.name_abbreviated}
          </Typography>
          <Typography variant="caption" sx={{ color: online ? 'success.light' : 'text.secondary' }}>
            {status}
          </Typography>
          {user.browse_chat_status && (
            <Typography variant="caption" sx={{ color: user.unread_count > 0 ? 'primary.light' : 'text.secondary' }}>
              {user.browse_chat_status}
            </Typography>
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}
