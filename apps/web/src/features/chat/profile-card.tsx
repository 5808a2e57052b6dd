import { useState } from 'react';
import { Avatar, Box, Button, ButtonBase, Chip, Collapse, Stack, Typography } from '@mui/material';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { GENDER_LABELS, ORIENTATION_LABELS, type TUserCard } from '@quad/contract';
import { STATUS_REFRESH_MS } from '@quad/contract/constants';
import { PhotoViewer } from '@/features/profile/public';
import { formatHeight } from '@/lib/format';
import { cardStatus } from '@/lib/activity-status';
import { useClock } from '@/lib/use-clock';
import { ChatStats } from './chat-stats';
import { DisplayName } from '@/lib/display-name';
import { VerifiedBadge } from '@/lib/verified-badge';

interface ProfileCardProps {
  user: TUserCard;
  wentOffline: boolean;
  /** Phones: name and status only, the rest behind "About". */
  compact: boolean;
}

function StatusLine({ user, wentOffline }: { user: TUserCard; wentOffline: boolean }) {
  const now = useClock(STATUS_REFRESH_MS);
  const text = cardStatus(user, now, wentOffline);
  const online = text === 'Online';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }} aria-label="Online status">
      <Box
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: online ? 'success.main' : 'text.disabled' }}
      />
      <Typography variant="body2" color={online ? 'success.main' : 'text.secondary'} data-testid="online-status">
        {text}
      </Typography>
    </Stack>
  );
}

function Details({ user }: { user: TUserCard }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Summary">
        <Chip size="small" label={`${user.age} years`} />
        <Chip size="small" label={GENDER_LABELS[user.gender]} />
        <Chip size="small" label={formatHeight(user.height_inches)} />
        <Chip size="small" label={ORIENTATION_LABELS[user.orientation]} />
      </Stack>
      {user.profile_text && (
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflowY: 'auto' }}
        >
          {user.profile_text}
        </Typography>
      )}
      {user.photos.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', gap: 1 }}>
          {user.photos.map((photo, i) => (
            <ButtonBase
              key={photo.id}
              onClick={() => setViewing(i)}
              aria-label={`Open photo ${i + 1} of ${user.photos.length}`}
              sx={{ borderRadius: 2, overflow: 'hidden', aspectRatio: '1 / 1' }}
            >
              <Box
                component="img"
                src={photo.thumbnail}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
      <ChatStats stats={user.chat_stats} />
      <PhotoViewer photos={user.photos} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

/** The other member: photo, name, online status, summary, profile text, photos and chat stats. */
export function ProfileCard({ user, wentOffline, compact }: ProfileCardProps) {
  const [open, setOpen] = useState(false);
  const avatar = user.primary_photo?.thumbnail ?? user.photos[0]?.thumbnail;
  return (
    <Box component="section" aria-label={`Profile of ${user.username}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Avatar
          src={avatar}
          alt=""
          sx={{ width: compact ? 44 : 64, height: compact ? 44 : 64, bgcolor: 'secondary.dark' }}
        >
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: compact ? 17 : 20, lineHeight: 1.25 }}>
            <DisplayName name={user.username} />
            {user.is_verified && <VerifiedBadge />}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {user.institution.name_abbreviated || user.institution.name}
          </Typography>
          <StatusLine user={user} wentOffline={wentOffline} />
        </Box>
        {compact && (
          <Button
            size="small"
            color="inherit"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            endIcon={
              <ExpandMoreRounded sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }} />
            }
          >
            About
          </Button>
        )}
      </Stack>
      {compact ? (
        <Collapse in={open} unmountOnExit>
          <Box sx={{ pt: 2 }}>
            <Details user={user} />
          </Box>
        </Collapse>
      ) : (
        <Box sx={{ pt: 2 }}>
          <Details user={user} />
        </Box>
      )}
    </Box>
  );
}
