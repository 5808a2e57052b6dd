import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MANAGE_MSG, ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { updateSettingByKey, updateSettings } from './settings-admin.service';

const tags = ['admin', 'settings'];
const security = [{ bearer: [] }];

/** The settings cards of the admin Settings tab; ranges are enforced by the contract's schemas. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  endpointRoute(app, ENDPOINTS.adminSettings.all, { schema: { tags, security } }, async () => ({
    settings: await app.ctx.settings.all(),
  }));

  const cards = [
    [ENDPOINTS.adminSettings.payment, ADMIN_MANAGE_MSG.paymentSettingsUpdated],
    [ENDPOINTS.adminSettings.cooldown, ADMIN_MANAGE_MSG.cooldownSettingsUpdated],
    [ENDPOINTS.adminSettings.media, ADMIN_MANAGE_MSG.mediaSettingsUpdated],
    [ENDPOINTS.adminSettings.security, ADMIN_MANAGE_MSG.securitySettingsUpdated],
    [ENDPOINTS.adminSettings.activity, ADMIN_MANAGE_MSG.activitySettingsUpdated],
    [ENDPOINTS.adminSettings.moderation, ADMIN_MANAGE_MSG.moderationSettingsUpdated],
  ] as const;
  for (const [card, msg] of cards) {
    endpointRoute(app, card, { schema: { tags, security } }, async (request) =>
      updateSettings(app.ctx, request.user.id, request.body, msg),
    );
  }

  endpointRoute(app, ENDPOINTS.adminSettings.byKey, { schema: { tags, security } }, async (request) =>
    updateSettingByKey(app.ctx, request.user.id, request.body.key, request.body.value),
  );
};
