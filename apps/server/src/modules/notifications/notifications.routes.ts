import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConversationMute,
  ZNotificationSettings,
  ZPushPublicKeyResponse,
  ZPushSubscriptionRequest,
  ZPushSubscriptionResponse,
  ZPushUnsubscribeRequest,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
  ZUpdateNotificationSettingsRequest,
  ZUserIdParam,
} from '@quad/contract';
import { isMuted, setMuted, mutableConversation } from './mutes.service';
import { loadNotificationSettings, updateNotificationSettings } from './notification-settings.service';
import { subscribe, unsubscribe } from './push-subscriptions.service';
import { unsubscribeByToken } from './unsubscribe.service';

const security = [{ bearer: [] }];

/** Web push subscriptions, the member's notification settings, muted chats, the e-mail's unsubscribe. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const member = { onRequest: app.requireMember };

  app.get(
    '/push/public-key',
    { ...member, schema: { tags, security, response: { 200: ZPushPublicKeyResponse } } },
    async () => ({ public_key: app.ctx.config.vapid.publicKey }),
  );
  app.post(
    '/push/subscriptions',
    {
      ...member,
      schema: { tags, security, body: ZPushSubscriptionRequest, response: { 200: ZPushSubscriptionResponse } },
    },
    async (request) => {
      await subscribe(app.ctx, request.user, request.body);
      return { subscribed: true };
    },
  );
  app.delete(
    '/push/subscriptions',
    {
      ...member,
      schema: { tags, security, body: ZPushUnsubscribeRequest, response: { 200: ZPushSubscriptionResponse } },
    },
    async (request) => {
      await unsubscribe(app.ctx, request.user.id, request.body.endpoint);
      return { subscribed: false };
    },
  );

  app.get(
    '/notifications/settings',
    { ...member, schema: { tags, security, response: { 200: ZNotificationSettings } } },
    async (request) => loadNotificationSettings(app.ctx, request.user.id),
  );
  app.patch(
    '/notifications/settings',
    {
      ...member,
      schema: { tags, security, body: ZUpdateNotificationSettingsRequest, response: { 200: ZNotificationSettings } },
    },
    async (request) => updateNotificationSettings(app.ctx, request.user.id, request.body),
  );

  const muteSchema = { tags, security, params: ZUserIdParam, response: { 200: ZConversationMute } };
  app.get('/chat/:userId/mute', { ...member, schema: muteSchema }, async (request) => ({
    muted: await isMuted(app.ctx, request.user.id, request.params.userId),
  }));
  for (const [method, muted] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/chat/:userId/mute',
      ...member,
      schema: muteSchema,
      handler: async (request) => {
        await mutableConversation(app.ctx, request.user.id, request.params.userId);
        return { muted: await setMuted(app.ctx, request.user.id, request.params.userId, muted) };
      },
    });
  }

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token says who.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/notifications/unsubscribe',
    { schema: { tags, querystring: ZUnsubscribeQuery, response: { 200: ZUnsubscribeResponse } } },
    async (request) => unsubscribeByToken(app.ctx, request.query.token),
  );
};
