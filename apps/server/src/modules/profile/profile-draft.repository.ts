import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { profileDrafts, users } from '@/db/schema/index';
import type { Tx } from '@/db/types';

export type DraftRow = typeof profileDrafts.$inferSelect;

type DraftFields = Omit<typeof profileDrafts.$inferInsert, 'userId' | 'photosUploadedInEdit'>;

/** Stores the edit form; a new draft starts with the uploads the edit already made. */
export async function upsertDraft(
  tx: Tx,
  userId: number,
  fields: DraftFields,
  uploadedInEdit: number[],
): Promise<DraftRow> {
  const [row] = await tx
    .insert(profileDrafts)
    .values({ userId, ...fields, photosUploadedInEdit: uploadedInEdit })
    .onConflictDoUpdate({ target: profileDrafts.userId, set: fields })
    .returning();
  return row!;
}

/** The edit ends, published or discarded. */
export async function deleteDraft(tx: Tx, userId: number): Promise<void> {
  await tx.delete(profileDrafts).where(eq(profileDrafts.userId, userId));
}

export async function findDraft(tx: Tx, userId: number): Promise<DraftRow | undefined> {
  const [row] = await tx.select().from(profileDrafts).where(eq(profileDrafts.userId, userId));
  return row;
}

/**
 * Records a photo uploaded during an edit in the member's draft, creating the draft from
 * the published profile when the edit has not been saved yet.
 */
export async function addUploadToDraft(ctx: AppContext, tx: Tx, userId: number, photoId: number): Promise<void> {
  const updated = await tx
    .update(profileDrafts)
    .set({ photosUploadedInEdit: sql`array_append(${profileDrafts.photosUploadedInEdit}, ${photoId}::integer)` })
    .where(eq(profileDrafts.userId, userId))
    .returning({ userId: profileDrafts.userId });
  if (updated.length > 0) return;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  await tx.insert(profileDrafts).values({
    userId,
    gender: user!.gender,
    orientation: user!.orientation,
    age: user!.age,
    heightInches: user!.heightInches,
    profileText: user!.profileText,
    photosUploadedInEdit: [photoId],
    lastSaved: ctx.clock.now(),
  });
}

/** A deleted photo leaves the draft's lists and, if it was chosen, the primary choice. */
export async function forgetPhotoInDraft(tx: Tx, userId: number, photoId: number): Promise<void> {
  await tx
    .update(profileDrafts)
    .set({
      photosToDelete: sql`array_remove(${profileDrafts.photosToDelete}, ${photoId}::integer)`,
      photosUploadedInEdit: sql`array_remove(${profileDrafts.photosUploadedInEdit}, ${photoId}::integer)`,
      primaryPhotoId: sql`nullif(${profileDrafts.primaryPhotoId}, ${photoId}::integer)`,
    })
    .where(eq(profileDrafts.userId, userId));
}
