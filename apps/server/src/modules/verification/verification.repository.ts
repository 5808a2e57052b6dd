import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { TVerificationPose } from '@quad/contract';
import type { Database } from '@/db/client';
import { photos, selfieChallenges, selfieChecks, verificationReviews } from '@/db/schema/index';
import type { Tx } from '@/db/types';

/** A near copy: at most this many of the 64 hash bits differ. */
export const NEAR_HASH_BITS = 6;

export async function insertChallenge(
  db: Database,
  row: { id: string; userId: number; poses: TVerificationPose[]; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(selfieChallenges).values(row);
}

/** Marks the member's unexpired, unused challenge as used and returns its poses; null when there is none. */
export async function consumeChallenge(
  db: Database,
  userId: number,
  id: string,
  now: Date,
): Promise<TVerificationPose[] | null> {
  const [row] = await db
    .update(selfieChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(selfieChallenges.id, id),
        eq(selfieChallenges.userId, userId),
        isNull(selfieChallenges.usedAt),
        gte(selfieChallenges.expiresAt, now),
      ),
    )
    .returning({ poses: selfieChallenges.poses });
  return row ? (row.poses as TVerificationPose[]) : null;
}

export async function failuresSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(selfieChecks)
    .where(and(eq(selfieChecks.userId, userId), eq(selfieChecks.result, 'failed'), gte(selfieChecks.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Whether any of these frame hashes was seen before: the same picture from this member, or
 * a near copy from another account (a shared or stolen selfie).
 */
export async function hashesSeen(db: Database, userId: number, hashes: bigint[]): Promise<boolean> {
  const result = (await db.execute<{ seen: boolean }>(sql`
    select exists (
      select 1 from ${selfieChecks} c, unnest(c.frame_hashes) as old(h), unnest(${sql.param(hashes.map(String))}::bigint[]) as new(h)
      where case when c.user_id = ${userId} then old.h = new.h
        else bit_count((old.h # new.h)::bit(64)) <= ${NEAR_HASH_BITS} end
    ) as "seen"`)) as { rows: { seen: boolean }[] };
  return result.rows[0]?.seen === true;
}

export async function insertCheck(db: Tx, row: typeof selfieChecks.$inferInsert): Promise<void> {
  await db.insert(selfieChecks).values(row);
}

/** The member's published photos, primary first. */
export function publishedPhotos(db: Database, userId: number) {
  return db
    .select({ id: photos.id, filename: photos.filename, isPrimary: photos.isPrimary })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.isPending, false)))
    .orderBy(sql`${photos.isPrimary} desc`, asc(photos.createdAt), asc(photos.id));
}

export async function pendingReviewOf(db: Database, userId: number) {
  const [row] = await db
    .select({ id: verificationReviews.id })
    .from(verificationReviews)
    .where(and(eq(verificationReviews.userId, userId), eq(verificationReviews.status, 'pending')));
  return row;
}

/** Deletes the frames of reviews past their retention, decided or not (undecided ones are closed as expired). */
export async function expireReviewFrames(db: Database, now: Date): Promise<void> {
  await db
    .update(verificationReviews)
    .set({
      frames: sql`'{}'::text[]`,
      status: sql`case when ${verificationReviews.status} = 'pending' then 'expired' else ${verificationReviews.status} end`,
    })
    .where(and(lte(verificationReviews.expiresAt, now), sql`cardinality(${verificationReviews.frames}) > 0`));
}
