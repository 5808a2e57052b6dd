import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SELFIE_CHALLENGE_MINUTES,
  SELFIE_FAILURES_PER_DAY,
  SELFIE_POSES_PER_CHECK,
  VERIFICATION_POSES,
  type TSelfieChallenge,
  type TSelfieFailureReason,
  type TVerificationPose,
  type TVerificationStatus,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { AppError, BadRequest, Conflict, NotFound, TooManyRequests } from '@/platform/errors';
import { judgeFrames, worstDistance } from './face-match';
import { photoFace, warmPhotoFaces } from './photo-faces';
import { selfieHash } from './selfie-hash';
import { decodeFrames } from './selfie-upload.reader';
import {
  consumeChallenge,
  failuresSince,
  hashesSeen,
  insertChallenge,
  insertCheck,
  pendingReviewOf,
  publishedPhotos,
} from './verification.repository';

const DAY_MS = 24 * 60 * 60_000;

/** The window "three failures a day" counts in: the last 24 hours. */
const dayAgo = (ctx: AppContext) => new Date(ctx.clock.now().getTime() - DAY_MS);

async function memberRow(ctx: AppContext, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) throw new NotFound('Account not found');
  return user;
}

export async function verificationStatus(ctx: AppContext, userId: number): Promise<TVerificationStatus> {
  const [user, failures, review, photos] = await Promise.all([
    memberRow(ctx, userId),
    failuresSince(ctx.db, userId, dayAgo(ctx)),
    pendingReviewOf(ctx.db, userId),
    publishedPhotos(ctx.db, userId),
  ]);
  const verified = user.verifiedAt !== null;
  return {
    is_verified: verified,
    verified_at: user.verifiedAt?.toISOString() ?? null,
    failures_today: failures,
    attempts_left_today: Math.max(0, SELFIE_FAILURES_PER_DAY - failures),
    may_request_review: !verified && !review && failures >= SELFIE_FAILURES_PER_DAY,
    review_pending: review !== undefined,
    has_photos_to_match: photos.length >= 2 && photos[0]?.isPrimary === true,
  };
}

/** Two different poses at random, unless SELFIE_POSES fixes them. */
function drawPoses(ctx: AppContext): TVerificationPose[] {
  if (ctx.config.selfiePoses) return [...ctx.config.selfiePoses];
  const pool = [...VERIFICATION_POSES];
  const out: TVerificationPose[] = [];
  while (out.length < SELFIE_POSES_PER_CHECK) out.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return out;
}

/** Refuses a check that cannot count: already verified, no photos to compare with, or no tries left today. */
export async function assertMayCheck(ctx: AppContext, userId: number): Promise<void> {
  const status = await verificationStatus(ctx, userId);
  if (status.is_verified) throw new Conflict('You are already verified.', { code: 'already_verified' });
  if (!status.has_photos_to_match) {
    throw new AppError(
      422,
      'Publish a primary photo and at least one other photo of yourself first: the selfie is compared with them.',
      { code: 'verification_photos_needed' },
      'validation_failed',
    );
  }
  if (status.attempts_left_today === 0) {
    throw new TooManyRequests(
      status.may_request_review
        ? 'The check failed three times today. You can ask for a manual review instead.'
        : 'The check failed three times today. Try again tomorrow.',
      undefined,
      { code: 'selfie_attempts_exhausted' },
    );
  }
}

export async function drawChallenge(ctx: AppContext, userId: number): Promise<TSelfieChallenge> {
  await assertMayCheck(ctx, userId);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SELFIE_CHALLENGE_MINUTES * 60_000);
  const challenge = { id: randomUUID(), userId, poses: drawPoses(ctx), createdAt: now, expiresAt };
  await insertChallenge(ctx.db, challenge);
  warmPhotoFaces(ctx, userId);
  return { challenge_id: challenge.id, poses: challenge.poses, expires_at: expiresAt.toISOString() };
}

interface Measured {
  reasons: TSelfieFailureReason[];
  primaryDistance: number | null;
  otherDistance: number | null;
  matchedPhotoIds: number[];
}

/** Faces, poses and the comparison with the primary photo and one other published photo. */
async function measure(
  ctx: AppContext,
  userId: number,
  poses: TVerificationPose[],
  frames: Buffer[],
  threshold: number,
): Promise<Measured> {
  const none = { primaryDistance: null, otherDistance: null, matchedPhotoIds: [] };
  // Sent together: each frame is decoded while the worker reads the one before (it takes one at a time).
  const analysed = frames.map((frame, i) => ctx.faces.analyse(frame, { expression: poses[i] === 'smile' }));
  const found = (await Promise.all(analysed)).map((a) => a.faces);
  const verdict = judgeFrames(poses, found);
  if (!verdict.faces) return { reasons: verdict.reasons, ...none };
  const [primary, ...others] = await publishedPhotos(ctx.db, userId);
  const primaryFace = primary ? await photoFace(ctx, primary.filename) : 'no_face';
  if (!primary || typeof primaryFace === 'string')
    return { reasons: [...verdict.reasons, 'photos_unreadable'], ...none };
  const primaryDistance = worstDistance(verdict.faces, primaryFace);
  let best: { id: number; distance: number } | null = null;
  for (const photo of others) {
    const face = await photoFace(ctx, photo.filename);
    if (typeof face === 'string') continue;
    const distance = worstDistance(verdict.faces, face);
    if (!best || distance < best.distance) best = { id: photo.id, distance };
    if (distance <= threshold) break;
  }
  const reasons = [...verdict.reasons];
  if (!best) reasons.push('photos_unreadable');
  else if (primaryDistance > threshold || best.distance > threshold) reasons.push('face_mismatch');
  return {
    reasons,
    primaryDistance,
    otherDistance: best?.distance ?? null,
    matchedPhotoIds: best ? [primary.id, best.id] : [],
  };
}

/**
 * The selfie check. Only its result, the threshold, the distances and the frames' perceptual
 * hashes are kept; the frames themselves are dropped when this returns.
 */
export async function checkSelfie(
  ctx: AppContext,
  userId: number,
  challengeId: string,
  frames: Buffer[],
): Promise<{ passed: boolean; reasons: TSelfieFailureReason[] }> {
  await assertMayCheck(ctx, userId);
  const now = ctx.clock.now();
  const poses = await consumeChallenge(ctx.db, userId, challengeId, now);
  if (!poses) {
    throw new BadRequest('This check has expired or was already used. Start again.', {
      code: 'selfie_challenge_invalid',
    });
  }
  if (frames.length !== poses.length) {
    throw new BadRequest(`Send one picture for each of the ${poses.length} poses.`, {
      code: 'selfie_challenge_invalid',
    });
  }
  const hashes = await decodeFrames(frames, selfieHash);
  const threshold = await ctx.settings.get('face_match_threshold');
  const measured: Measured = (await hashesSeen(ctx.db, userId, hashes))
    ? { reasons: ['selfie_reused'], primaryDistance: null, otherDistance: null, matchedPhotoIds: [] }
    : await measure(ctx, userId, poses, frames, threshold);
  const passed = measured.reasons.length === 0;
  await ctx.db.transaction(async (tx) => {
    await insertCheck(tx, {
      userId,
      createdAt: now,
      result: passed ? 'passed' : 'failed',
      reasons: measured.reasons,
      threshold,
      primaryDistance: measured.primaryDistance,
      otherDistance: measured.otherDistance,
      frameHashes: hashes,
    });
    if (passed) {
      await tx
        .update(users)
        .set({ verifiedAt: now, verifiedPhotoIds: measured.matchedPhotoIds })
        .where(eq(users.id, userId));
    }
  });
  return { passed, reasons: measured.reasons };
}

/**
 * After a publish: a primary photo other than the ones the verified face matched must show
 * that face too, or the badge goes until the member verifies again.
 */
export async function recheckPrimaryPhoto(ctx: AppContext, userId: number): Promise<void> {
  const user = await memberRow(ctx, userId);
  if (!user.verifiedAt) return;
  const published = await publishedPhotos(ctx.db, userId);
  const primary = published[0];
  if (primary && user.verifiedPhotoIds.includes(primary.id)) return;
  const references = published.filter((p) => user.verifiedPhotoIds.includes(p.id));
  const threshold = await ctx.settings.get('face_match_threshold');
  const face = primary ? await photoFace(ctx, primary.filename) : 'no_face';
  let matches = false;
  if (typeof face !== 'string') {
    for (const ref of references) {
      const refFace = await photoFace(ctx, ref.filename);
      if (typeof refFace !== 'string' && worstDistance([face], refFace) <= threshold) matches = true;
    }
  }
  await ctx.db
    .update(users)
    .set(
      matches && primary
        ? { verifiedPhotoIds: [...user.verifiedPhotoIds, primary.id] }
        : { verifiedAt: null, verifiedPhotoIds: [] },
    )
    .where(eq(users.id, userId));
  if (!matches) ctx.log.info({ userId }, 'verified badge removed: the new primary photo does not match');
}
