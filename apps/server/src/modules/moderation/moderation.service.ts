import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '@/app-context';
import { autoFlags, profileFlags } from '@/db/schema/index';
import { loadMessageContext, type StoredMessage } from './message-context.repository';
import { screenMessage, screenProfile, type ProfileScreeningResult, type ScreeningResult } from './screening';

export type { StoredMessage };

/** Where screening reports its own failures (app.log or request.log will do). */
export type ModerationLogger = Pick<FastifyBaseLogger, 'error'>;

/**
 * Screens a message that has been stored and acknowledged, and puts a flag in the admin
 * queue when its risk score reaches the threshold. The message is delivered either way.
 *
 * Safe to call fire-and-forget (`void screenAndRecordMessage(…)`) right after the ack:
 * the returned promise never rejects; a failure is logged and resolves to null.
 * Resolves to the screening result (null when screening is switched off or failed).
 */
export async function screenAndRecordMessage(
  ctx: AppContext,
  message: StoredMessage,
  log: ModerationLogger,
): Promise<ScreeningResult | null> {
  try {
    const settings = await ctx.settings.all();
    if (!settings.autoflag_enabled) return null;
    const context = await loadMessageContext(ctx, message, settings);
    const result = screenMessage(message.content, context, settings);
    if (result.flagged && result.flag_reason) {
      await ctx.db.insert(autoFlags).values({
        messageId: message.id,
        senderId: message.senderId,
        recipientId: message.recipientId,
        flagReason: result.flag_reason,
        riskScore: result.score,
        detectedPatterns: result.detected_patterns,
        messageContent: message.content,
        createdAt: ctx.clock.now(),
      });
    }
    return result;
  } catch (err) {
    log.error({ err, messageId: message.id }, 'Message screening failed; the message was delivered unscreened');
    return null;
  }
}

/** The profile text fields screening looks at; the bio is the only one members have. */
export const PROFILE_TEXT_FIELD = 'bio';

/**
 * Screens a member's profile text after it was saved and records a profile flag when it
 * reaches the threshold. Never throws and never blocks the update: failures are logged.
 * An identical text already waiting for review is not queued twice.
 */
export async function screenAndRecordProfile(
  ctx: AppContext,
  userId: number,
  profileText: string,
  log: ModerationLogger,
): Promise<ProfileScreeningResult | null> {
  try {
    const settings = await ctx.settings.all();
    if (!settings.profile_screening_enabled) return null;
    const result = screenProfile({ [PROFILE_TEXT_FIELD]: profileText }, settings);
    if (result.flagged && result.flag_reason && !(await alreadyQueued(ctx, userId, profileText))) {
      await ctx.db.insert(profileFlags).values({
        userId,
        flagReason: result.flag_reason,
        riskScore: result.score,
        detectedPatterns: result.detected_patterns,
        flaggedFields: result.flagged_fields,
        profileText,
        createdAt: ctx.clock.now(),
      });
    }
    return result;
  } catch (err) {
    log.error({ err, userId }, 'Profile screening failed; the profile was saved unscreened');
    return null;
  }
}

async function alreadyQueued(ctx: AppContext, userId: number, profileText: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: profileFlags.id })
    .from(profileFlags)
    .where(
      and(
        eq(profileFlags.userId, userId),
        eq(profileFlags.status, 'pending'),
        eq(profileFlags.profileText, profileText),
      ),
    )
    .limit(1);
  return row !== undefined;
}
