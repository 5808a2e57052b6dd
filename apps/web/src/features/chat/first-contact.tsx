import { Avatar, Box, Stack, Typography } from '@mui/material';
import { GENDER_LABELS, ORIENTATION_LABELS, type TUserCard } from '@quad/contract';
import { formatHeight } from '@/lib/format';
import { DisplayName } from '@/lib/display-name';
import { CHAT_TEXT } from './chat-texts';

/**
 * Before the first message, a phone leads with the person rather than an empty chat: the
 * primary photo large with the others a swipe away, then age, height, campus and their own
 * words, and the composer right under it.
 */
export function FirstContact({ user }: { user: TUserCard }) {
  const photos = [...user.photos].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return (
    <Stack component="section" aria-label={`About ${user.username}`} sx={{ gap: 1.5, pb: 1 }}>
      {photos.length > 0 ? (
        <Box
          role="group"
          aria-label={`Photos of ${user.username}, swipe for more`}
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            borderRadius: 3,
            '&::-webkit-scrollbar': { display: 'none' },
          }}
        >
          {photos.map((photo, i) => (
            <Box
              key={photo.id}
              component="img"
              src={photo.url}
              alt={`Photo ${i + 1} of ${photos.length} of ${user.username}`}
              loading={i === 0 ? 'eager' : 'lazy'}
              sx={{
                flex: '0 0 100%',
                maxWidth: '100%',
                aspectRatio: '4 / 5',
                objectFit: 'cover',
                borderRadius: 3,
                scrollSnapAlign: 'center',
                bgcolor: 'action.hover',
              }}
            />
          ))}
        </Box>
      ) : (
        <Avatar sx={{ width: 120, height: 120, fontSize: 48, bgcolor: 'secondary.dark', alignSelf: 'center' }}>
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
      )}
      <Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          <DisplayName name={user.username} />, {user.age}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {GENDER_LABELS[user.gender]} · {formatHeight(user.height_inches)} · {ORIENTATION_LABELS[user.orientation]}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.institution.name}
        </Typography>
      </Box>
      {user.profile_text && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 15 }}>
          {user.profile_text}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
        {CHAT_TEXT.noMessages}
      </Typography>
    </Stack>
  );
}
