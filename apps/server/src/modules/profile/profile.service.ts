import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_PHOTOS, MSG, tooManyPhotos, type ZSaveDraftRequest } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { BadRequest, NotFound } from '@/platform/errors';
import type { PhotoRow } from '@/modules/photos/photos.presenter';
import { screenAndRecordProfile } from '@/modules/moderation/moderation.service';
import {
  deletePendingPhotos,
  deletePhotos,
  ensurePrimary,
  listPhotos,
  lockMember,
  publishPendingPhotos,
  removePhotoFiles,
} from '@/modules/photos/photos.repository';
import { deleteDraft, findDraft, upsertDraft, type DraftRow } from './profile-draft.repository';
import { recheckPrimaryPhoto } from '@/modules/verification/verification.service';

export type SaveDraftInput = z.output<typeof ZSaveDraftRequest>;

async function loadUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('Account not found');
  return user;
}

/** The member's draft, if an edit is open, with the published profile it started from. */
export async function getDraft(ctx: AppContext, userId: number): Promise<{ draft?: DraftRow; user: UserRow }> {
  const [draft, user] = await Promise.all([findDraft(ctx.db, userId), loadUser(ctx, userId)]);
  return { draft, user };
}

/**
 * Saves the edit form as the member's draft. Photo choices may only name the member's own
 * photos; anything else is dropped. Uploads of the edit are tracked by the server.
 */
export async function saveDraft(
  ctx: AppContext,
  userId: number,
  input: SaveDraftInput,
): Promise<{ draft: DraftRow; user: UserRow }> {
  const mine = await listPhotos(ctx.db, userId);
  const ids = new Set(mine.map((p) => p.id));
  const values = {
    gender: input.gender,
    orientation: input.orientation,
    age: input.age,
    heightInches: input.height_inches,
    profileText: input.profile_text,
    photosToDelete: [...new Set(input.photos_to_delete)].filter((id) => ids.has(id)),
    primaryPhotoId: input.primary_photo_id !== null && ids.has(input.primary_photo_id) ? input.primary_photo_id : null,
    lastSaved: ctx.clock.now(),
  };
  const uploadedInEdit = mine.filter((p) => p.isPending).map((p) => p.id);
  const draft = await upsertDraft(ctx.db, userId, values, uploadedInEdit);
  return { draft, user: await loadUser(ctx, userId) };
}

/** Ends an edit without publishing: its uploads and the draft go, pending deletions are forgotten. */
export async function discardDraft(ctx: AppContext, userId: number): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const gone = await deletePendingPhotos(tx, userId);
    await deleteDraft(tx, userId);
    await ensurePrimary(tx, userId);
    return gone;
  });
  await removePhotoFiles(ctx, removed);
}

export interface Published {
  user: UserRow;
  photos: PhotoRow[];
}

/**
 * Applies the saved draft in one transaction: the profile fields, the deletion of the
 * photos marked for it, the edit's uploads going live, and the primary choice. Files of
 * deleted photos go after the commit; the profile text is then screened for the admin queue.
 */
export async function publishProfile(ctx: AppContext, userId: number): Promise<Published> {
  const { user, removed, left } = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const draft = await findDraft(tx, userId);
    if (!draft) throw new BadRequest(MSG.nothingToPublish);
    const all = await listPhotos(tx, userId);
    const toDelete = all.filter((p) => draft.photosToDelete.includes(p.id)).map((p) => p.id);
    if (all.length - toDelete.length > MAX_PHOTOS) throw new BadRequest(tooManyPhotos(MAX_PHOTOS));
    const gone = await deletePhotos(tx, userId, toDelete);
    await publishPendingPhotos(tx, userId);
    await ensurePrimary(tx, userId, draft.primaryPhotoId);
    const [updated] = await tx
      .update(users)
      .set({
        gender: draft.gender ?? undefined,
        orientation: draft.orientation ?? undefined,
        age: draft.age ?? undefined,
        heightInches: draft.heightInches ?? undefined,
        profileText: draft.profileText ?? undefined,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new NotFound('Account not found');
    await deleteDraft(tx, userId);
    return { user: updated, removed: gone, left: await listPhotos(tx, userId) };
  });
  await removePhotoFiles(ctx, removed);
  // Awaited, so the answer already shows whether the badge stays; a model failure leaves it.
  await recheckPrimaryPhoto(ctx, userId).catch((err: unknown) =>
    ctx.log.error({ err, userId }, 'verified badge not re-checked after a new primary photo'),
  );
  // Not awaited: screening never delays or fails an update (it logs its own failures).
  if (user.profileText) void screenAndRecordProfile(ctx, userId, user.profileText, ctx.log);
  return { user, photos: left };
}
