import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser, TOwnPhoto, TProfileEditResponse, TProfileFields } from '@quad/contract';
import { errorMessage } from '@/api/client';
import { PageFrame } from '@/shared/page-frame';
import { meQueryKey } from '@/shared/session';
import { useToast } from '@/shared/toast';
import { DiscardDialog } from './discard-dialog';
import { EditPhotos } from './edit-photos';
import { effectivePrimaryId, remainingPhotos } from './photo-rules';
import { profileApi, profileKeys } from './profile-api';
import { ProfileFieldsForm } from './profile-fields-form';
import { PROFILE_TEXT, PROFILE_TOAST_MS } from './profile-texts';
import { SaveStatusText } from './save-status';
import { useDraftAutosave, type EditorValues } from './use-draft-autosave';

export function publishedFields(user: TCurrentUser): TProfileFields {
  const { gender, orientation, age, height_inches, profile_text } = user;
  return { gender, orientation, age, height_inches, profile_text };
}

const sameFields = (a: TProfileFields, b: TProfileFields) =>
  (Object.keys(a) as (keyof TProfileFields)[]).every((k) => a[k] === b[k]);

interface ProfileEditorProps {
  user: TCurrentUser;
  start: { values: EditorValues; savedAt: string | null };
  photos: TProfileEditResponse;
  onDone(): void;
}

/** Edit Profile: the draft auto-saves; Publish applies it; Cancel discards it (member-app.md section 4). */
export function ProfileEditor({ user, start, photos, onDone }: ProfileEditorProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { values, status, update, saveNow, cancelPending } = useDraftAutosave(start.values, start.savedAt);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = (message: string, severity: 'success' | 'error' | 'info') =>
    toast(message, { severity, duration: PROFILE_TOAST_MS });

  const all = photos.photos;
  const primaryId = effectivePrimaryId(all, values.photosToDelete, values.primaryPhotoId);
  const publishedPrimary = all.find((p) => p.is_primary && !p.is_pending)?.id ?? null;
  const hasChanges =
    !sameFields(values.fields, publishedFields(user)) ||
    values.photosToDelete.length > 0 ||
    all.some((p) => p.is_pending) ||
    primaryId !== publishedPrimary;

  const refreshPhotos = () => queryClient.invalidateQueries({ queryKey: profileKeys.photos });

  const deletePhoto = async (photo: TOwnPhoto) => {
    if (!photo.is_pending) {
      update((v) => ({ ...v, photosToDelete: [...v.photosToDelete, photo.id] }));
      return;
    }
    try {
      await profileApi.deletePhoto(photo.id);
      if (values.primaryPhotoId === photo.id) update((v) => ({ ...v, primaryPhotoId: null }));
      notify(PROFILE_TEXT.photoDeleted, 'success');
    } catch (err) {
      notify(errorMessage(err, PROFILE_TEXT.deleteFailed), 'error');
    }
    await refreshPhotos();
  };

  const setPrimary = (photo: TOwnPhoto) => {
    update((v) => ({ ...v, primaryPhotoId: photo.id }));
    notify(PROFILE_TEXT.primaryOnPublish, 'info');
  };

  const uploaded = async (photo: TOwnPhoto) => {
    queryClient.setQueryData<TProfileEditResponse>(profileKeys.photos, (old) =>
      old ? { ...old, photos: [...old.photos, photo] } : old,
    );
    // A new photo becomes primary if no other would be.
    if (primaryId === null) update((v) => ({ ...v, primaryPhotoId: photo.id }));
    await refreshPhotos();
  };

  const finish = async () => {
    await Promise.all([
      refreshPhotos(),
      queryClient.invalidateQueries({ queryKey: profileKeys.draft }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
    onDone();
  };

  const discard = async (announce: boolean) => {
    setBusy(true);
    await cancelPending();
    try {
      await profileApi.discardDraft();
      setConfirming(false);
      if (announce) notify(PROFILE_TEXT.changesDiscarded, 'success');
      await finish();
    } catch (err) {
      setBusy(false);
      notify(errorMessage(err, 'Failed to discard changes'), 'error');
    }
  };

  const publish = async () => {
    setBusy(true);
    try {
      if (!(await saveNow())) throw new Error('draft not saved');
      await profileApi.publish();
      // The specification's wording starts with its own check mark: no second one beside it.
      toast(PROFILE_TEXT.profileUpdated, { severity: 'success', duration: PROFILE_TOAST_MS, icon: false });
      await finish();
    } catch (err) {
      setBusy(false);
      notify(errorMessage(err, PROFILE_TEXT.publishFailed), 'error');
    }
  };

  return (
    <PageFrame title="Edit Profile" actions={<SaveStatusText status={status} />}>
      <ProfileFieldsForm
        user={user}
        fields={values.fields}
        onChange={(change) => update((v) => ({ ...v, fields: { ...v.fields, ...change } }))}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        Photos ({remainingPhotos(all, values.photosToDelete).length}/{photos.max_photos})
      </Typography>
      <EditPhotos
        photos={all}
        toDelete={values.photosToDelete}
        primaryId={primaryId}
        maxPhotos={photos.max_photos}
        maxMb={photos.max_photo_size_mb}
        onDelete={(photo) => void deletePhoto(photo)}
        onKeep={(photo) => update((v) => ({ ...v, photosToDelete: v.photosToDelete.filter((id) => id !== photo.id) }))}
        onSetPrimary={setPrimary}
        onUploaded={(photo) => void uploaded(photo)}
      />
      <Box sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1.5 }}>
          <Button onClick={() => (hasChanges ? setConfirming(true) : void discard(false))} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void publish()} disabled={busy}>
            Publish Changes
          </Button>
        </Stack>
      </Box>
      <DiscardDialog
        open={confirming}
        busy={busy}
        onKeepEditing={() => setConfirming(false)}
        onDiscard={() => void discard(true)}
      />
    </PageFrame>
  );
}
