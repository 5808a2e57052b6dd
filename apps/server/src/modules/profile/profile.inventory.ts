import { profileDrafts } from '@/db/schema/index';
import { iso, tableEntry } from '@/modules/account/inventory-entry';

export const draftEntry = tableEntry({
  file: 'profile-draft.json',
  about: 'A profile edit you saved and did not publish.',
  onDeletion: 'removed',
  table: profileDrafts,
  owner: profileDrafts.userId,
  show: (d) => ({
    gender: d.gender,
    orientation: d.orientation,
    age: d.age,
    height_inches: d.heightInches,
    profile_text: d.profileText,
    saved_at: iso(d.lastSaved),
  }),
});
