import { payments } from '@/db/schema/index';
import { iso, ownedRows, type InventoryEntry } from '@/modules/account/inventory-entry';

export const paymentEntry: InventoryEntry = {
  file: 'payments.json',
  about: 'Your payments and what the administrators told you about them.',
  onDeletion: 'anonymised',
  holds: [payments.userId],
  async read(db, userId) {
    const rows = await ownedRows(db, payments, payments.userId, userId, payments.submittedAt);
    return rows.map((p) => ({
      type: p.transactionType,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      source: p.source,
      submitted_at: iso(p.submittedAt),
      reviewed_at: iso(p.reviewedAt),
      notes_to_you: p.paymentNotesToUser,
    }));
  },
  // Financial records are kept, the anonymised account's from then on.
  async erase() {},
};
