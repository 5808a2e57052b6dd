import { eq } from 'drizzle-orm';
import { users } from '@/db/schema/index';
import { iso, ownedRows, single, type InventoryEntry } from '@/modules/account/inventory-entry';

export const settingsEntry: InventoryEntry = {
  file: 'settings.json',
  about: 'Your privacy settings and snooze.',
  onDeletion: 'anonymised',
  holds: [],
  present: single,
  async read(db, userId) {
    const rows = await ownedRows(db, users, users.id, userId);
    return rows.map((u) => ({
      profile_visible: u.profileVisible,
      share_read_receipts: u.shareReadReceipts,
      share_typing: u.shareTyping,
      snoozed_until: iso(u.snoozedUntil),
    }));
  },
  async erase(tx, userId) {
    await tx
      .update(users)
      .set({ profileVisible: false, shareReadReceipts: true, shareTyping: true, snoozedUntil: null })
      .where(eq(users.id, userId));
  },
};
