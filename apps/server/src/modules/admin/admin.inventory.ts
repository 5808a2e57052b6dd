import { asc, eq } from 'drizzle-orm';
import { adminActions } from '@/db/schema/index';
import { iso, type InventoryEntry } from '@/modules/account/inventory-entry';

export const adminActionEntry: InventoryEntry = {
  file: 'admin-actions.json',
  about: 'What administrators did about your account (warnings, suspensions, payment decisions), as you were told.',
  onDeletion: 'anonymised',
  holds: [adminActions.targetUserId],
  async read(db, userId) {
    const rows = await db
      .select({ type: adminActions.actionType, reason: adminActions.reason, at: adminActions.createdAt })
      .from(adminActions)
      .where(eq(adminActions.targetUserId, userId))
      .orderBy(asc(adminActions.createdAt));
    // The notes are the administrators' own (report context, admin notes): not exported.
    return rows.map((a) => ({ action: a.type, message: a.reason, at: iso(a.at) }));
  },
  // Kept in the administrators' history, about the anonymised account from then on.
  async erase() {},
};
