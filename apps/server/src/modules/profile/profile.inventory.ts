import { profileDrafts } from '@/db/schema/index';
import { iso, ownedRows, removeOwned, type InventoryEntry } from '@/modules/account/inventory-entry';

export const draftEntry: InventoryEntry = {
  file: 'profile-draft.json',
  about: 'A profile edit you saved and did not publish.',
  onDeletion: 'removed',
  holds: [profileDrafts.userId],
  async read(db, userId) {
    const rows = await ownedRows(db, profileDrafts, profileDrafts.userId, userId);
    return rows.map((d) => ({
      gender: d.gender,
      orientation: d.orientation,
      age: d.age,
      height_inches: d.heightInches,
      profile_text: d.profileText,
      saved_at: iso(d.lastSaved),
    }));
  },
  erase: (tx, userId) => removeOwned(tx, profileDrafts, profileDrafts.userId, userId),
};
