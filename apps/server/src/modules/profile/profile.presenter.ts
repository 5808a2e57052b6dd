import type { TProfileDraft, TProfileFields } from '@quad/contract';
import type { UserRow } from '@/db/types';
import type { DraftRow } from './profile-draft.repository';

/** The editable part of a member's published profile. */
export function presentProfileFields(user: UserRow): TProfileFields {
  return {
    gender: user.gender,
    orientation: user.orientation,
    age: user.age,
    height_inches: user.heightInches,
    profile_text: user.profileText,
  };
}

/** A draft; fields a draft created by an upload never had fall back to the published values. */
export function presentDraft(draft: DraftRow, user: UserRow): TProfileDraft {
  return {
    gender: draft.gender ?? user.gender,
    orientation: draft.orientation ?? user.orientation,
    age: draft.age ?? user.age,
    height_inches: draft.heightInches ?? user.heightInches,
    profile_text: draft.profileText ?? user.profileText,
    photos_to_delete: draft.photosToDelete,
    photos_uploaded_in_edit: draft.photosUploadedInEdit,
    primary_photo_id: draft.primaryPhotoId,
    last_saved: draft.lastSaved.toISOString(),
  };
}
