import { eq, sql } from 'drizzle-orm';
import { conversationTag, type TPushPayload } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { conversationNotices, users, type messages } from '@/db/schema/index';
import { isConnected } from '@/modules/chat/presence.service';
import { isMuted } from './mutes.service';
import { inQuietHours, loadNotificationSettings } from './notification-settings.service';
import { deleteSubscriptionById, liveSubscriptions } from './push-subscriptions.repository';
import { sendPush } from './push-sender';

type StoredMessage = typeof messages.$inferSelect;

/** Why a new message was not pushed, or that it was. */
export type FanOutResult = 'connected' | 'muted' | 'quiet_hours' | 'no_devices' | 'pushed' | 'not_accepted';

/** "New message from {username}", with the text only when the recipient turned previews on. */
export function newMessagePayload(senderId: number, username: string, text: string | null): TPushPayload {
  return {
    title: `New message from ${username}`,
    ...(text === null ? {} : { body: text }),
    tag: conversationTag(senderId),
    url: `/chat/${senderId}`,
  };
}

/**
 * A new message, pushed to every device of a recipient who has no connected socket on any
 * instance (the Redis adapter answers for all of them). Runs once per stored message, on the
 * instance that stored it, so each message is pushed once however many instances run.
 * A device whose push service answers 404 or 410 is forgotten. A push service's acceptance
 * counts as having reached the member (the e-mail nudge then stays away).
 */
export async function pushNewMessage(ctx: AppContext, message: StoredMessage): Promise<FanOutResult> {
  const { senderId, recipientId } = message;
  if (await isConnected(ctx, recipientId)) return 'connected';
  if (await isMuted(ctx, recipientId, senderId)) return 'muted';
  const settings = await loadNotificationSettings(ctx, recipientId);
  if (inQuietHours(settings.quiet_hours, ctx.clock.now())) return 'quiet_hours';
  const devices = await liveSubscriptions(ctx.db, recipientId, ctx.clock.now());
  if (devices.length === 0) return 'no_devices';
  const [sender] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, senderId));
  if (!sender) return 'no_devices';
  const payload = newMessagePayload(senderId, sender.username, settings.previews ? message.content : null);
  const target = { vapid: ctx.config.vapid, allowlist: ctx.config.pushEndpointAllowlist };
  const results = await Promise.all(
    devices.map(async (device) => {
      const result = await sendPush(target, device, payload);
      if (result === 'gone') await deleteSubscriptionById(ctx.db, device.id);
      if (result === 'failed') {
        ctx.metrics.outboundFailure('push');
        ctx.log.warn({ userId: recipientId }, 'a push service refused a push');
      }
      return result;
    }),
  );
  if (!results.includes('accepted')) return 'not_accepted';
  const at = ctx.clock.now();
  await ctx.db
    .insert(conversationNotices)
    .values({ userId: recipientId, otherId: senderId, lastPushAt: at })
    .onConflictDoUpdate({
      target: [conversationNotices.userId, conversationNotices.otherId],
      set: { lastPushAt: sql`excluded.last_push_at` },
    });
  return 'pushed';
}
