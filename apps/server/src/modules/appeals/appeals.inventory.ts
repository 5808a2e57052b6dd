import { appeals } from '@/db/schema/index';
import { iso, tableEntry } from '@/modules/account/inventory-entry';

export const appealEntry = tableEntry({
  file: 'appeals.json',
  about: 'Your appeals of warnings and suspensions, and how they were decided.',
  onDeletion: 'removed',
  table: appeals,
  owner: appeals.userId,
  order: appeals.createdAt,
  show: (a) => ({
    text: a.text,
    status: a.status,
    decision_message: a.decisionMessage,
    filed_at: iso(a.createdAt),
    decided_at: iso(a.decidedAt),
  }),
});
