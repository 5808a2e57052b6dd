import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { photos, users } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import type { PhotoRow } from './photos.presenter';

/** The member's photos, oldest first: the order they are shown in and "first remaining" means. */
export function listPhotos(tx: Tx, userId: number): Promise<PhotoRow[]> {
  return tx.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.createdAt), asc(photos.id));
}

/** Serialises a member's photo changes (count limits, primary choice) across requests. */
export async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Leaves exactly one primary photo: among published photos when there are any (pending
 * uploads of an edit are never primary next to them), else among the pending ones. Keeps
 * `preferredId` if it is in that group, else the current primary, else the first one.
 */
export async function ensurePrimary(tx: Tx, userId: number, preferredId: number | null = null): Promise<void> {
  const all = await listPhotos(tx, userId);
  const published = all.filter((p) => !p.isPending);
  const group = published.length > 0 ? published : all;
  const chosen = group.find((p) => p.id === preferredId) ?? group.find((p) => p.isPrimary) ?? group[0];
  if (!chosen) return;
  if (all.every((p) => p.isPrimary === (p.id === chosen.id))) return;
  await tx
    .update(photos)
    .set({ isPrimary: sql`${photos.id} = ${chosen.id}` })
    .where(eq(photos.userId, userId));
}

/** Deletes the member's photos uploaded during an edit that was not published; returns them. */
export function deletePendingPhotos(tx: Tx, userId: number): Promise<PhotoRow[]> {
  return tx
    .delete(photos)
    .where(and(eq(photos.userId, userId), eq(photos.isPending, true)))
    .returning();
}

/** Deletes these photos of the member (ids of other members' photos are ignored); returns them. */
export async function deletePhotos(tx: Tx, userId: number, ids: number[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return tx
    .delete(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.id, ids)))
    .returning();
}

/** The photos uploaded during an edit go live with the published profile. */
export async function publishPendingPhotos(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(photos)
    .set({ isPending: false })
    .where(and(eq(photos.userId, userId), eq(photos.isPending, true)));
}

/** Removes files of photos whose rows are gone; a failure is logged, never shown to the member. */
export async function removePhotoFiles(ctx: AppContext, rows: Pick<PhotoRow, 'filename' | 'thumbnail'>[]) {
  for (const name of rows.flatMap((r) => [r.filename, r.thumbnail])) {
    await ctx.photos.delete(name).catch((err: unknown) => ctx.log.error({ err, name }, 'photo file not removed'));
  }
}
