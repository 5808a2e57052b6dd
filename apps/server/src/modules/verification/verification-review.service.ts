import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { REVIEW_FRAMES_RETENTION_DAYS, type TAdminVerificationReview } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { photos, users, verificationReviews } from '@/db/schema/index';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { BadRequest, Conflict, Forbidden, NotFound } from '@/platform/errors';
import { decodeFrames } from './selfie-upload.reader';
import { expireReviewFrames } from './verification.repository';
import { verificationStatus } from './verification.service';

import type { Tx } from '@/db/types';
const FRAME_SIDE = 480;
const DAY_MS = 24 * 60 * 60_000;

/** The verification action types written to the admin action history. */
export type VerificationActionType = 'verification_revoked' | 'verification_approved' | 'verification_rejected';

/**
 * The one place this module writes the admin action history, so the shared recorder (with its
 * action-type enum) can take over here alone.
 */
export async function recordVerificationAction(
  tx: Tx,
  action: {
    adminId: number;
    targetUserId: number;
    actionType: VerificationActionType;
    reason: string | null;
    at: Date;
  },
): Promise<void> {
  await recordAdminAction(tx, action);
}

/** Frames for a manual review, re-encoded small and without metadata. */
const encodeFrame = async (frame: Buffer): Promise<string> =>
  (
    await sharp(frame, { failOn: 'error' })
      .rotate()
      .resize(FRAME_SIDE, FRAME_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
  ).toString('base64');

/** After three failed checks in a day, the member sends frames for an administrator to compare. */
export async function requestReview(ctx: AppContext, userId: number, frames: Buffer[]): Promise<void> {
  const status = await verificationStatus(ctx, userId);
  if (status.review_pending) {
    throw new Conflict('Your manual review is already waiting for an administrator.', {
      code: 'manual_review_pending',
    });
  }
  if (!status.may_request_review) {
    throw new Forbidden('A manual review is open to members whose check failed three times today.', {
      code: 'manual_review_not_available',
    });
  }
  if (frames.length === 0) throw new BadRequest('Send the pictures for the review.');
  const encoded = await decodeFrames(frames, encodeFrame);
  const now = ctx.clock.now();
  await ctx.db.insert(verificationReviews).values({
    userId,
    frames: encoded,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REVIEW_FRAMES_RETENTION_DAYS * DAY_MS),
  });
}

/** Pending reviews, oldest first, with their frames and the member's published photos. */
export async function listReviews(ctx: AppContext, adminId: number): Promise<TAdminVerificationReview[]> {
  const now = ctx.clock.now();
  await expireReviewFrames(ctx.db, now);
  const rows = await ctx.db
    .select({ review: verificationReviews, username: users.username })
    .from(verificationReviews)
    .innerJoin(users, eq(users.id, verificationReviews.userId))
    .where(eq(verificationReviews.status, 'pending'))
    .orderBy(asc(verificationReviews.createdAt), asc(verificationReviews.id));
  const ids = rows.map((r) => r.review.userId);
  const photoRows =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(photos)
          .where(and(inArray(photos.userId, ids), eq(photos.isPending, false)))
          .orderBy(asc(photos.createdAt), asc(photos.id));
  return rows.map(({ review, username }) => ({
    id: review.id,
    user_id: review.userId,
    username,
    created_at: review.createdAt.toISOString(),
    expires_at: review.expiresAt.toISOString(),
    frames: review.frames.map((f) => `data:image/webp;base64,${f}`),
    photos: photoRows
      .filter((p) => p.userId === review.userId)
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
      .map((p) => ctx.photoUrls.url(p.filename, adminId, now)),
  }));
}

/** An administrator's decision; the frames are deleted with it. */
export async function decideReview(
  ctx: AppContext,
  adminId: number,
  reviewId: number,
  decision: 'approve' | 'reject',
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .update(verificationReviews)
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        frames: [],
        decidedById: adminId,
        decidedAt: now,
      })
      .where(and(eq(verificationReviews.id, reviewId), eq(verificationReviews.status, 'pending')))
      .returning();
    if (!review) throw new NotFound('This review was already decided or has expired.');
    if (decision === 'approve') {
      const published = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, review.userId), eq(photos.isPending, false)));
      await tx
        .update(users)
        .set({ verifiedAt: now, verifiedPhotoIds: published.map((p) => p.id) })
        .where(eq(users.id, review.userId));
    }
    await recordVerificationAction(tx, {
      adminId,
      targetUserId: review.userId,
      actionType: decision === 'approve' ? 'verification_approved' : 'verification_rejected',
      reason: null,
      at: now,
    });
  });
}

/** Takes the badge away; the member may verify again. */
export async function revokeVerification(ctx: AppContext, adminId: number, userId: number, reason: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ verifiedAt: null, verifiedPhotoIds: [] })
      .where(and(eq(users.id, userId), isNotNull(users.verifiedAt)))
      .returning({ id: users.id });
    if (!row) throw new NotFound('This member is not verified.', { code: 'not_verified' });
    await recordVerificationAction(tx, {
      adminId,
      targetUserId: userId,
      actionType: 'verification_revoked',
      reason,
      at: now,
    });
  });
}
