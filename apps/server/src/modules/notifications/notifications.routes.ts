import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { isMuted, setMuted, mutableConversation } from './mutes.service';
import { loadNotificationSettings, updateNotificationSettings } from './notification-settings.service';
import { subscribe, unsubscribe } from './push-subscriptions.service';
import { unsubscribeByToken } from './unsubscribe.service';

const security = [{ bearer: [] }];

/** Web push subscriptions, the member's notification settings, muted chats, the e-mail's unsubscribe. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const member = { onRequest: app.requireMember };

  endpointRoute(app, ENDPOINTS.notifications.pushPublicKey, { ...member, schema: { tags, security } }, async () => ({
    public_key: app.ctx.config.vapid.publicKey,
  }));
  endpointRoute(
    app,
    ENDPOINTS.notifications.subscribePush,
    { ...member, schema: { tags, security } },
    async (request) => {
      await subscribe(app.ctx, request.user, request.body);
      return { subscribed: true };
    },
  );
  endpointRoute(
    app,
    ENDPOINTS.notifications.unsubscribePush,
    { ...member, schema: { tags, security } },
    async (request) => {
      await unsubscribe(app.ctx, request.user.id, request.body.endpoint);
      return { subscribed: false };
    },
  );

  endpointRoute(app, ENDPOINTS.notifications.settings, { ...member, schema: { tags, security } }, async (request) =>
    loadNotificationSettings(app.ctx, request.user.id),
  );
  endpointRoute(
    app,
    ENDPOINTS.notifications.updateSettings,
    { ...member, schema: { tags, security } },
    async (request) => updateNotificationSettings(app.ctx, request.user.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.notifications.mute, { ...member, schema: { tags, security } }, async (request) => ({
    muted: await isMuted(app.ctx, request.user.id, request.params.userId),
  }));
  for (const [endpoint, muted] of [
    [ENDPOINTS.notifications.muteChat, true],
    [ENDPOINTS.notifications.unmuteChat, false],
  ] as const) {
    endpointRoute(app, endpoint, { ...member, schema: { tags, security } }, async (request) => {
      await mutableConversation(app.ctx, request.user.id, request.params.userId);
      return { muted: await setMuted(app.ctx, request.user.id, request.params.userId, muted) };
    });
  }

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token says who.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  endpointRoute(app, ENDPOINTS.notifications.unsubscribe, { schema: { tags } }, async (request) =>
    unsubscribeByToken(app.ctx, request.query.token),
  );
};
