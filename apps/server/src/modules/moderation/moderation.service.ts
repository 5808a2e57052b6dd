import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TSettings } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { sqlState } from '@/db/errors';
import { autoFlags, profileFlags } from '@/db/schema/index';
import { Coalescer } from '@/platform/coalescer';
import type { ContentFindings } from './content-detection';
import { moduleState } from '@/platform/module-state';
import { loadMessageContexts, type StoredMessage } from './message-context.repository';
import {
  screenMessage,
  screenProfile,
  type MessageScreeningContext,
  type ProfileScreeningResult,
  type ScreeningResult,
} from './screening';

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
 * Messages screened at the same time share their database work (one query for their
 * senders' context, one insert for their flags); the app waits for what is queued before
 * it closes the database (the moderation plugin drains `screeningQueue`).
 */
export function screenAndRecordMessage(
  ctx: AppContext,
  message: StoredMessage,
  log: ModerationLogger,
  findings?: ContentFindings,
): Promise<ScreeningResult | null> {
  return screeningQueue
    .of(ctx)
    .add({ message, log, findings })
    .catch((err: unknown) => {
      log.error({ err, messageId: message.id }, 'Message screening failed; the message was delivered unscreened');
      return null;
    });
}

interface ScreeningRequest {
  message: StoredMessage;
  log: ModerationLogger;
  /** What the send path's detectors already found in the text (explicit content included). */
  findings?: ContentFindings;
}

/**
 * Nobody waits on screening (the message is delivered already): messages screened within
 * 10 ms of each other share one context query and one flag insert. A longer wait makes
 * fewer but larger queries, and each one a longer burst of database work for the sends
 * running beside it (chat bench, ~2,000 msg/s: send→receive p99 59-66 ms at 10 ms,
 * 84 ms at 50 ms, 121 ms at 200 ms, for the same database time per message).
 */
const SCREENING_BATCHES = { maxBatch: 1_000, lingerMs: 10 };

/** The app's screening batches; closing waits until every queued message is screened and flagged. */
export const screeningQueue = moduleState({
  name: 'message screening queue',
  create: (ctx) =>
    new Coalescer<ScreeningRequest, ScreeningResult | null>(
      (requests) => screenBatch(ctx, requests),
      SCREENING_BATCHES,
    ),
  drain: (queue) => queue.idle(),
});

async function screenBatch(ctx: AppContext, requests: ScreeningRequest[]): Promise<(ScreeningResult | null)[]> {
  const failed = (r: ScreeningRequest, err: unknown) => {
    r.log.error({ err, messageId: r.message.id }, 'Message screening failed; the message was delivered unscreened');
    return null;
  };
  let settings: TSettings;
  let contexts: MessageScreeningContext[];
  try {
    settings = await ctx.settings.all();
    if (!settings.autoflag_enabled) return requests.map(() => null);
    contexts = await withRetries(() =>
      loadMessageContexts(
        ctx,
        requests.map((r) => r.message),
        settings,
      ),
    );
  } catch (err) {
    return requests.map((r) => failed(r, err));
  }
  const results: (ScreeningResult | null)[] = requests.map((r, i) => {
    const started = performance.now();
    const result = screenMessage(r.message.content, contexts[i]!, settings, r.findings);
    ctx.metrics.screening((performance.now() - started) / 1000);
    return result;
  });
  const flagged = requests.flatMap((r, i) => {
    const result = results[i]!;
    return result.flagged && result.flag_reason ? [{ request: r, index: i, row: flagRow(ctx, r.message, result) }] : [];
  });
  if (flagged.length === 0) return results;
  try {
    await withRetries(() => ctx.db.insert(autoFlags).values(flagged.map((f) => f.row)));
  } catch {
    // One bad row must not cost the others their flag: each on its own.
    for (const f of flagged) {
      try {
        await withRetries(() => ctx.db.insert(autoFlags).values(f.row));
      } catch (err) {
        results[f.index] = failed(f.request, err);
      }
    }
  }
  return results;
}

function flagRow(ctx: AppContext, message: StoredMessage, result: ScreeningResult): typeof autoFlags.$inferInsert {
  return {
    messageId: message.id,
    senderId: message.senderId,
    recipientId: message.recipientId,
    flagReason: result.flag_reason!,
    riskScore: result.score,
    detectedPatterns: result.detected_patterns,
    messageContent: message.content,
    createdAt: ctx.clock.now(),
  };
}

/**
 * A flag must not be lost to a passing fault (a dropped connection, a deadlock, a restart of
 * the database): such failures are tried again a few times, a moment apart. A refusal by the
 * data itself (a constraint, a bad value) would fail again and is not retried.
 */
async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  const delaysMs = [50, 250, 1_000];
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const state = sqlState(err);
      const permanent = state !== undefined && /^(22|23|42)/.test(state);
      if (permanent || attempt >= delaysMs.length) throw err;
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
    }
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
