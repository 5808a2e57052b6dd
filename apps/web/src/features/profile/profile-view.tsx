import type { ReactNode } from 'react';
import { Alert, Avatar, Box, Button, Card, Chip, IconButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import {
  GENDER_LABELS,
  ORIENTATION_LABELS,
  type TCurrentUser,
  type TOwnPhoto,
  type TProfileDraft,
} from '@quad/contract';
import { PageFrame } from '@/shared/page-frame';
import { dateTime } from '@/lib/date-time';
import { DisplayName } from '@/lib/display-name';
import { VerifiedBadge } from '@/lib/verified-badge';
import { formatHeight } from '@/lib/format';
import { PhotoGallery } from './photo-gallery';
import { PROFILE_TEXT } from './profile-texts';

interface ProfileViewProps {
  user: TCurrentUser;
  photos: TOwnPhoto[];
  maxPhotos: number;
  draft: TProfileDraft | null;
  welcome: boolean;
  onDismissWelcome(): void;
  onStartBrowsing(): void;
  onEdit(): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** My Profile: what other members see, plus the read-only account details. */
export function ProfileView(props: ProfileViewProps) {
  const { user, photos, maxPhotos, draft, welcome, onEdit } = props;
  const published = photos.filter((p) => !p.is_pending);
  const primary = published.find((p) => p.is_primary);
  return (
    <PageFrame
      title="My Profile"
      actions={
        <>
          {!user.is_verified && (
            <Button variant="outlined" component={RouterLink} to="/profile/verify">
              Get verified
            </Button>
          )}
          <Button variant="contained" startIcon={<EditRounded />} onClick={onEdit}>
            Edit Profile
          </Button>
        </>
      }
    >
      {(welcome || draft) && (
        <Stack sx={{ gap: 2, mb: 3 }}>
          {welcome && (
            <Alert
              severity="success"
              action={
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <Button color="inherit" size="small" onClick={props.onStartBrowsing}>
                    {PROFILE_TEXT.startBrowsing}
                  </Button>
                  <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={props.onDismissWelcome}>
                    <CloseRounded fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              {PROFILE_TEXT.created}
            </Alert>
          )}
          {draft && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={onEdit}>
                  Continue Editing
                </Button>
              }
            >
              You have unpublished changes (saved {dateTime(draft.last_saved)}).
            </Alert>
          )}
        </Stack>
      )}
      <Card sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center' }}>
        <Avatar
          src={primary?.thumbnail}
          alt=""
          sx={{ width: { xs: 72, sm: 96 }, height: { xs: 72, sm: 96 }, fontSize: 36, bgcolor: 'secondary.dark' }}
        >
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p">
            <DisplayName name={user.username} />
            {user.is_verified && <VerifiedBadge />}
          </Typography>
          <Typography color="text.secondary">{user.institution.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Card>
      <Section title="About me">
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip label={`${user.age} years`} />
          <Chip label={GENDER_LABELS[user.gender]} />
          <Chip label={formatHeight(user.height_inches)} />
          <Chip label={ORIENTATION_LABELS[user.orientation]} />
        </Stack>
        <Typography
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          color={user.profile_text ? 'text.primary' : 'text.secondary'}
        >
          {user.profile_text || 'You have not written anything about yourself yet.'}
        </Typography>
      </Section>
      <Section title={`Photos (${published.length}/${maxPhotos})`}>
        {published.length > 0 ? (
          <PhotoGallery photos={published} />
        ) : (
          <Stack sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <Typography color="text.secondary">
              No photos yet. Add one so other members can see who they are talking to.
            </Typography>
            <Button variant="outlined" onClick={onEdit}>
              Add Photos
            </Button>
          </Stack>
        )}
      </Section>
    </PageFrame>
  );
}
