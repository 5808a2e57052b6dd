import { selfieChallenges, selfieChecks, verificationReviews } from '@/db/schema/index';
import { iso, ownedRows, removeOwned, type InventoryEntry } from '@/modules/account/inventory-entry';

export const verificationEntry: InventoryEntry = {
  file: 'verification.json',
  about: 'Your selfie checks (result, threshold and when; the selfies themselves are never kept) and manual reviews.',
  onDeletion: 'removed',
  holds: [selfieChallenges.userId, selfieChecks.userId, verificationReviews.userId],
  async read(db, userId) {
    const [challenges, checks, reviews] = await Promise.all([
      ownedRows(db, selfieChallenges, selfieChallenges.userId, userId, selfieChallenges.createdAt),
      ownedRows(db, selfieChecks, selfieChecks.userId, userId, selfieChecks.createdAt),
      ownedRows(db, verificationReviews, verificationReviews.userId, userId, verificationReviews.createdAt),
    ]);
    return [
      ...challenges.map((c) => ({ kind: 'poses_asked', poses: c.poses, at: iso(c.createdAt), used_at: iso(c.usedAt) })),
      ...checks.map((c) => ({
        kind: 'check',
        result: c.result,
        reasons: c.reasons,
        threshold: c.threshold,
        at: iso(c.createdAt),
      })),
      ...reviews.map((r) => ({
        kind: 'manual_review',
        status: r.status,
        frames_held: r.frames.length,
        asked_at: iso(r.createdAt),
        decided_at: iso(r.decidedAt),
      })),
    ];
  },
  async erase(tx, userId) {
    await removeOwned(tx, selfieChallenges, selfieChallenges.userId, userId);
    await removeOwned(tx, selfieChecks, selfieChecks.userId, userId);
    await removeOwned(tx, verificationReviews, verificationReviews.userId, userId);
  },
};
