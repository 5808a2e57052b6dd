import { eq } from 'drizzle-orm';
import { imageModerationLog, photos } from '@/db/schema/index';
import { iso, tableEntry } from '@/modules/account/inventory-entry';

export const photoEntry = tableEntry({
  file: 'photos.json',
  about: 'Your photos; the files themselves are in the photos folder.',
  onDeletion: 'removed',
  table: photos,
  owner: photos.userId,
  order: photos.createdAt,
  show: (p) => ({
    file: `photos/${p.filename}`,
    thumbnail: `photos/${p.thumbnail}`,
    is_primary: p.isPrimary,
    is_pending: p.isPending,
    width: p.width,
    height: p.height,
    uploaded_at: iso(p.createdAt),
  }),
  async erase(tx, userId) {
    const gone = await tx
      .delete(photos)
      .where(eq(photos.userId, userId))
      .returning({ filename: photos.filename, thumbnail: photos.thumbnail });
    return { files: gone.flatMap((p) => [p.filename, p.thumbnail]) };
  },
});

export const photoCheckEntry = tableEntry({
  file: 'photo-checks.json',
  about: 'The automatic check of each photo you uploaded: accepted or rejected.',
  onDeletion: 'anonymised',
  table: imageModerationLog,
  owner: imageModerationLog.userId,
  order: imageModerationLog.createdAt,
  show: (c) => ({ decision: c.decision, checked_at: iso(c.createdAt) }),
  // The decisions stay for the statistics, no longer tied to anyone.
  async erase(tx, userId) {
    await tx.update(imageModerationLog).set({ userId: null }).where(eq(imageModerationLog.userId, userId));
  },
});
