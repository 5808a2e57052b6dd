import { eq } from 'drizzle-orm';
import { MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { imageModerationLog } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { BadRequest, ServiceUnavailable } from '@/platform/errors';

export type ModerationDecision = 'accepted' | 'rejected' | 'error';

/**
 * Classifies a processed photo before it is stored. Above IMAGE_MODERATION_THRESHOLD the
 * upload is refused with a message saying why (a rejected photo is never stored, so there
 * is nothing to hold for review). Every decision is recorded for the administrators. When
 * the classifier fails, the upload is refused too: no photo goes live unchecked.
 * Returns the log entry, to link to the photo once stored; null when moderation is off.
 */
export async function moderatePhoto(ctx: AppContext, userId: number, image: Buffer): Promise<number | null> {
  const moderator = ctx.imageModerator;
  if (!moderator) return null;
  const now = ctx.clock.now();
  let classification;
  try {
    classification = await moderator.classify(image);
  } catch (err) {
    ctx.log.error({ err, userId }, 'image moderation failed; upload refused');
    await ctx.db.insert(imageModerationLog).values({ userId, decision: 'error', createdAt: now });
    throw new ServiceUnavailable(MSG.imageCheckUnavailable);
  }
  const { explicit, topClass, topScore, scores, durationMs } = classification;
  const decision: ModerationDecision = explicit >= ctx.config.imageModerationThreshold ? 'rejected' : 'accepted';
  const [entry] = await ctx.db
    .insert(imageModerationLog)
    .values({ userId, decision, topClass, topScore, scores: { ...scores, explicit }, createdAt: now })
    .returning({ id: imageModerationLog.id });
  ctx.log.info({ userId, decision, topClass, explicit, ms: Math.round(durationMs) }, 'photo moderated');
  if (decision === 'rejected') throw new BadRequest(MSG.imageRejected, { code: 'image_rejected' });
  return entry!.id;
}

export async function linkModerationToPhoto(tx: Tx, logId: number | null, photoId: number): Promise<void> {
  if (logId === null) return;
  await tx.update(imageModerationLog).set({ photoId }).where(eq(imageModerationLog.id, logId));
}
