import { payments } from '@/db/schema/index';
import { iso, tableEntry } from '@/modules/account/inventory-entry';

export const paymentEntry = tableEntry({
  file: 'payments.json',
  about: 'Your payments and what the administrators told you about them.',
  onDeletion: 'anonymised',
  table: payments,
  owner: payments.userId,
  order: payments.submittedAt,
  show: (p) => ({
    type: p.transactionType,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    source: p.source,
    submitted_at: iso(p.submittedAt),
    reviewed_at: iso(p.reviewedAt),
    notes_to_you: p.paymentNotesToUser,
  }),
  // Financial records are kept, the anonymised account's from then on.
  async erase() {},
});
