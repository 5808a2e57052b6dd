import { appeals } from '@/db/schema/index';
import { iso, ownedRows, removeOwned, type InventoryEntry } from '@/modules/account/inventory-entry';

export const appealEntry: InventoryEntry = {
  file: 'appeals.json',
  about: 'Your appeals of warnings and suspensions, and how they were decided.',
  onDeletion: 'removed',
  holds: [appeals.userId],
  async read(db, userId) {
    const rows = await ownedRows(db, appeals, appeals.userId, userId, appeals.createdAt);
    return rows.map((a) => ({
      text: a.text,
      status: a.status,
      decision_message: a.decisionMessage,
      filed_at: iso(a.createdAt),
      decided_at: iso(a.decidedAt),
    }));
  },
  erase: (tx, userId) => removeOwned(tx, appeals, appeals.userId, userId),
};
