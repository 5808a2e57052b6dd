import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reports, users } from '@/db/schema/index';
import { iso, type InventoryEntry } from '@/modules/account/inventory-entry';

export const reportEntry: InventoryEntry = {
  file: 'reports-filed.json',
  about: 'Reports you filed and how they stand.',
  onDeletion: 'anonymised',
  holds: [reports.reporterId],
  async read(db, userId) {
    const reported = alias(users, 'reported');
    const rows = await db
      .select({ r: reports, reported: reported.username })
      .from(reports)
      .innerJoin(reported, eq(reported.id, reports.reportedId))
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt));
    return rows.map(({ r, reported: name }) => ({
      reported: name,
      reason: r.reason,
      description: r.description,
      filed_at: iso(r.createdAt),
      status: r.status,
      reviewed_at: iso(r.reviewedAt),
    }));
  },
  // Kept for the moderators, filed by the anonymised account from then on.
  async erase() {},
};
