import { useState, type ReactNode } from 'react';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import { ADMIN_PREVIEW } from '@quad/contract/constants';
import type { TAdminGenderCounts, TAdminUser } from '@quad/contract';
import { ADMIN_TEXT } from '../admin-texts';
import { EmptyState } from '../components/empty-state';
import { preview } from '../components/risk';
import { ViewDialog } from '../components/view-dialog';

const THUMB_PX = 60;

export function DetailBlock({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** "M 2 · W 5 · O 1" */
export function GenderCounts({ label, counts }: { label: string; counts: TAdminGenderCounts }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
        aria-label={`${label}: ${counts.MAN} men, ${counts.WOMAN} women, ${counts.NONBINARY} other`}
      >
        M {counts.MAN} · W {counts.WOMAN} · O {counts.NONBINARY}
      </Typography>
    </Stack>
  );
}

/** The first 150 characters, and View Full for the rest. */
export function ProfileTextPreview({ user }: { user: Pick<TAdminUser, 'username' | 'profile_text'> }) {
  const [full, setFull] = useState(false);
  const text = user.profile_text.trim();
  if (!text) return <EmptyState>{ADMIN_TEXT.noProfileText}</EmptyState>;
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {preview(text, ADMIN_PREVIEW.profileTextChars)}
      </Typography>
      {text.length > ADMIN_PREVIEW.profileTextChars && (
        <Button size="small" onClick={() => setFull(true)} sx={{ mt: 0.5, px: 0 }}>
          View Full
        </Button>
      )}
      {full && (
        <ViewDialog title={`Profile text of ${user.username}`} onClose={() => setFull(false)} maxWidth="sm">
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
        </ViewDialog>
      )}
    </>
  );
}

function Thumbnail({ src, alt, onOpen }: { src: string; alt: string; onOpen(): void }) {
  const [failed, setFailed] = useState(false);
  const box = { width: THUMB_PX, height: THUMB_PX, borderRadius: 1, flexShrink: 0 };
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={ADMIN_TEXT.photoUnavailable}
        sx={{ ...box, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', p: 0.5 }}
      >
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontSize: 10, lineHeight: 1.1, textAlign: 'center' }}
        >
          {ADMIN_TEXT.photoUnavailable}
        </Typography>
      </Box>
    );
  }
  return (
    <ButtonBase onClick={onOpen} aria-label={`Open ${alt} full size`} sx={{ ...box, overflow: 'hidden' }}>
      <Box component="img" src={src} alt={alt} onError={() => setFailed(true)} sx={{ ...box, objectFit: 'cover' }} />
    </ButtonBase>
  );
}

function FullPhoto({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <EmptyState>{ADMIN_TEXT.photoUnavailable}</EmptyState>;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', borderRadius: 1 }}
    />
  );
}

/** 60 px thumbnails that open full size; a photo that fails to load says so. */
export function PhotoStrip({ user }: { user: Pick<TAdminUser, 'username' | 'photos'> }) {
  const [open, setOpen] = useState<number | null>(null);
  if (user.photos.length === 0) return <EmptyState>{ADMIN_TEXT.noPhotos}</EmptyState>;
  const shown = open === null ? null : user.photos[open];
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {user.photos.map((photo, index) => (
          <Thumbnail
            key={photo.id}
            src={photo.thumbnail}
            alt={`Photo ${index + 1} of ${user.username}`}
            onOpen={() => setOpen(index)}
          />
        ))}
      </Stack>
      {shown && (
        <ViewDialog title={`Photo ${open! + 1} of ${user.username}`} onClose={() => setOpen(null)}>
          <FullPhoto src={shown.url} alt={`Photo ${open! + 1} of ${user.username}, full size`} />
        </ViewDialog>
      )}
    </>
  );
}
