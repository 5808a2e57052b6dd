import { and, eq, or } from 'drizzle-orm';
import { MAX_PHOTOS, MSG, tooManyPhotos, type TPhotoUploadFields } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { photos, profileDrafts } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { BadRequest, Forbidden, NotFound } from '@/platform/errors';
import { addUploadToDraft, forgetPhotoInDraft } from '@/modules/profile/profile-draft.repository';
import { linkModerationToPhoto, moderatePhoto } from './photo-moderation.service';
import { processPhoto } from './photo-processing';
import { maySeePhoto } from './photos.policy';
import type { PhotoRow } from './photos.presenter';
import { ensurePrimary, listPhotos, lockMember, removePhotoFiles } from './photos.repository';

/**
 * Photos the member would have once the current edit is published: in edit mode, those
 * marked for deletion (in the saved draft or in this request, whose draft may not be
 * saved yet) do not count; outside edit mode every photo counts.
 */
async function photosAfterEdit(tx: Tx, userId: number, fields: TPhotoUploadFields): Promise<number> {
  const all = await listPhotos(tx, userId);
  if (!fields.is_edit_mode) return all.length;
  const [draft] = await tx
    .select({ toDelete: profileDrafts.photosToDelete })
    .from(profileDrafts)
    .where(eq(profileDrafts.userId, userId));
  const marked = new Set([...(draft?.toDelete ?? []), ...fields.pending_deletions]);
  return all.filter((p) => !marked.has(p.id)).length;
}

/**
 * Stores a new photo: checks the count, processes the image (type, size, crop, metadata),
 * has it moderated, writes both files, then records it. In edit mode the photo stays
 * pending (seen only by its owner) until the edit is published, and goes if it is
 * discarded. A member's first photo becomes the primary one.
 */
export async function uploadPhoto(
  ctx: AppContext,
  userId: number,
  image: Buffer,
  fields: TPhotoUploadFields,
): Promise<PhotoRow> {
  // Refuse early, before any image work; checked again under the lock below.
  if ((await photosAfterEdit(ctx.db, userId, fields)) >= MAX_PHOTOS) throw new BadRequest(tooManyPhotos(MAX_PHOTOS));
  const processed = await processPhoto(image, {
    x: fields.x_perc,
    y: fields.y_perc,
    width: fields.width_perc,
    height: fields.height_perc,
  });
  const moderationId = await moderatePhoto(ctx, userId, processed.full);

  const files = { filename: ctx.photos.newName('webp'), thumbnail: ctx.photos.newName('webp') };
  try {
    // Inside the try: when the second write fails, the first file is removed too.
    await ctx.photos.put(files.filename, processed.full);
    await ctx.photos.put(files.thumbnail, processed.thumbnail);
    const photo = await ctx.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      if ((await photosAfterEdit(tx, userId, fields)) >= MAX_PHOTOS) throw new BadRequest(tooManyPhotos(MAX_PHOTOS));
      const [row] = await tx
        .insert(photos)
        .values({
          userId,
          ...files,
          isPending: fields.is_edit_mode,
          width: processed.width,
          height: processed.height,
          createdAt: ctx.clock.now(),
        })
        .returning();
      await ensurePrimary(tx, userId);
      if (fields.is_edit_mode) await addUploadToDraft(ctx, tx, userId, row!.id);
      await linkModerationToPhoto(tx, moderationId, row!.id);
      const [stored] = await tx.select().from(photos).where(eq(photos.id, row!.id));
      return stored!;
    });
    ctx.log.info({ userId, photoId: photo.id, ms: Math.round(processed.durationMs) }, 'photo stored');
    return photo;
  } catch (err) {
    await removePhotoFiles(ctx, [files]);
    throw err;
  }
}

/**
 * Deletes one of the member's own photos at once (a pending upload, or a published photo
 * outside edit mode). Deleting the primary makes the first remaining photo primary.
 * Returns the photos left. Another member's photo answers 404, as if it did not exist.
 */
export async function deletePhoto(ctx: AppContext, userId: number, photoId: number): Promise<PhotoRow[]> {
  const { removed, left } = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [row] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .returning();
    if (!row) throw new NotFound(MSG.photoNotFound);
    await ensurePrimary(tx, userId);
    await forgetPhotoInDraft(tx, userId, photoId);
    return { removed: row, left: await listPhotos(tx, userId) };
  });
  await removePhotoFiles(ctx, [removed]);
  return left;
}

/** Every photo of the member, pending uploads of an unpublished edit included. */
export function ownPhotos(ctx: AppContext, userId: number): Promise<PhotoRow[]> {
  return listPhotos(ctx.db, userId);
}

/**
 * The bytes of a photo file for a signed URL, and how long the browser may keep them.
 * The signature proves the URL was issued to viewer `v`; the row is checked as well, so a
 * pending upload is never served to anyone but its owner, and a deleted photo is gone.
 */
export async function photoFile(
  ctx: AppContext,
  name: string,
  signature: { v: number; e: number; s: string },
): Promise<{ data: Buffer; maxAgeSeconds: number }> {
  const maxAgeSeconds = ctx.photoUrls.verify(name, signature.v, signature.e, signature.s, ctx.clock.now());
  if (maxAgeSeconds === null) throw new Forbidden(MSG.photoLinkInvalid);
  const [row] = await ctx.db
    .select({ userId: photos.userId, isPending: photos.isPending })
    .from(photos)
    .where(or(eq(photos.filename, name), eq(photos.thumbnail, name)))
    .limit(1);
  if (!row || !maySeePhoto(row, signature.v)) throw new NotFound(MSG.photoNotFound);
  const data = await ctx.photos.read(name);
  if (!data) throw new NotFound(MSG.photoNotFound);
  return { data, maxAgeSeconds };
}
