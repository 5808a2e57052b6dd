import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MAX_PHOTO_SIZE_MB_DEFAULT, MAX_PHOTOS, type TCurrentUser, type TProfileDraft } from '@quad/contract';
import { PageFrame } from '@/shared/page-frame';
import { PageSpinner } from '@/lib/page-spinner';
import { useSession } from '@/shared/session';
import { SESSION, session } from '@/lib/storage';
import { profileApi, profileKeys } from './profile-api';
import { ProfileEditor, publishedFields } from './profile-editor';
import { ProfileView } from './profile-view';
import type { EditorValues } from './use-draft-autosave';

const fromDraft = (d: TProfileDraft): EditorValues => ({
  fields: {
    gender: d.gender,
    orientation: d.orientation,
    age: d.age,
    height_inches: d.height_inches,
    profile_text: d.profile_text,
  },
  photosToDelete: d.photos_to_delete,
  primaryPhotoId: d.primary_photo_id,
});

const fromUser = (user: TCurrentUser): EditorValues => ({
  fields: publishedFields(user),
  photosToDelete: [],
  primaryPhotoId: null,
});

/** /profile: My Profile, and Edit Profile on demand (member-app.md section 2, Profile). */
export default function ProfilePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  // The new-user flag (which sends /create-account here) is cleared on mount; the welcome
  // banner stays until the member dismisses it or starts browsing.
  const [welcome, setWelcome] = useState(
    () => session.get(SESSION.isNewRegistration) !== null || session.get(SESSION.newUserRedirect) !== null,
  );
  useEffect(() => session.remove(SESSION.newUserRedirect), []);
  const endWelcome = () => {
    session.remove(SESSION.isNewRegistration);
    setWelcome(false);
  };
  const photos = useQuery({ queryKey: profileKeys.photos, queryFn: ({ signal }) => profileApi.photos(signal) });
  const draft = useQuery({ queryKey: profileKeys.draft, queryFn: ({ signal }) => profileApi.draft(signal) });
  const [editing, setEditing] = useState<{ values: EditorValues; savedAt: string | null } | null>(null);

  if (!user || photos.isPending) {
    return (
      <PageFrame title="My Profile">
        <PageSpinner />
      </PageFrame>
    );
  }
  // A failed load shows what is known rather than an error (member-app.md section 8).
  const editData = photos.data ?? { photos: [], max_photos: MAX_PHOTOS, max_photo_size_mb: MAX_PHOTO_SIZE_MB_DEFAULT };
  const savedDraft = draft.data?.draft ?? null;

  if (editing) {
    return <ProfileEditor user={user} start={editing} photos={editData} onDone={() => setEditing(null)} />;
  }
  return (
    <ProfileView
      user={user}
      photos={editData.photos}
      maxPhotos={editData.max_photos}
      draft={savedDraft}
      welcome={welcome}
      onDismissWelcome={endWelcome}
      onStartBrowsing={() => {
        endWelcome();
        void navigate('/browse');
      }}
      onEdit={() =>
        setEditing(
          savedDraft
            ? { values: fromDraft(savedDraft), savedAt: savedDraft.last_saved }
            : { values: fromUser(user), savedAt: null },
        )
      }
    />
  );
}
