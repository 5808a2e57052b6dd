import { z } from 'zod';

/** How long a push service keeps an undelivered new-message push (a day: a later e-mail covers the rest). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** An e-mail nudge goes at most once per conversation in this period. */
export const EMAIL_NUDGE_PERIOD_HOURS = 24;
export const EMAIL_NUDGE_DELAY_MINUTES_DEFAULT = 60;
export const EMAIL_NUDGE_DELAY_MINUTES_RANGE = { min: 5, max: 7 * 24 * 60 } as const;
/** Quad's members are in Calgary: quiet hours are read in this zone unless the browser names another. */
export const QUIET_HOURS_TIME_ZONE_DEFAULT = 'America/Edmonton';

/** The notification's tag (and the push service's Topic): one notification per conversation. */
export const conversationTag = (senderId: number): string => `chat-${senderId}`;

/** GET /api/push/public-key: the VAPID application server key (base64url), for pushManager.subscribe. */
export const ZPushPublicKeyResponse = z.object({ public_key: z.string() });
export type TPushPublicKeyResponse = z.infer<typeof ZPushPublicKeyResponse>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** POST /api/push/subscriptions: PushSubscription.toJSON() as the browser gives it. */
export const ZPushSubscriptionRequest = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(16).max(32),
  }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

/** DELETE /api/push/subscriptions: this device's subscription, named by its endpoint. */
export const ZPushUnsubscribeRequest = z.object({ endpoint: z.url().max(2048) });
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

export const ZPushSubscriptionResponse = z.object({ subscribed: z.boolean() });
export type TPushSubscriptionResponse = z.infer<typeof ZPushSubscriptionResponse>;

/** What the service worker receives (decrypted) and shows. */
export const ZPushPayload = z.object({
  title: z.string(),
  /** The message text: only when the recipient turned previews on. */
  body: z.string().optional(),
  tag: z.string(),
  /** The page tapping the notification opens: the chat. */
  url: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 22:00');

export const ZQuietHours = z.object({
  start: ZClockTime,
  end: ZClockTime,
  /** IANA zone of the member's device, e.g. America/Edmonton. */
  time_zone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be a time zone such as America/Edmonton'),
});
export type TQuietHours = z.infer<typeof ZQuietHours>;

/** GET /api/notifications/settings: the member's own notification choices (Settings → Notifications). */
export const ZNotificationSettings = z.object({
  /** Show the message text in pushes (off by default: a lock screen is public). */
  previews: z.boolean(),
  /** E-mail about messages left unread (on by default; the e-mail's unsubscribe turns it off). */
  email_nudges: z.boolean(),
  /** No push and no e-mail between start and end (null: none). */
  quiet_hours: ZQuietHours.nullable(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZUpdateNotificationSettingsRequest = ZNotificationSettings.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Name a setting to change' });
export type TUpdateNotificationSettingsRequest = z.infer<typeof ZUpdateNotificationSettingsRequest>;

/** GET/PUT/DELETE /api/chat/{userId}/mute: whether the caller muted the conversation. */
export const ZConversationMute = z.object({ muted: z.boolean() });
export type TConversationMute = z.infer<typeof ZConversationMute>;

/** POST /api/notifications/unsubscribe?token=…: the one-click unsubscribe of the e-mail (RFC 8058). */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(512) });
export const ZUnsubscribeResponse = z.object({ msg: z.string() });
