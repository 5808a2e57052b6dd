import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MANAGE_MSG,
  ZActivitySettingsRequest,
  ZAdminSettingsResponse,
  ZCooldownSettingsRequest,
  ZMediaSettingsRequest,
  ZModerationSettingsRequest,
  ZPaymentSettingsRequest,
  ZSecuritySettingsRequest,
  ZSettingKeyValueRequest,
} from '@quad/contract';
import { updateSettingByKey, updateSettings } from './settings-admin.service';

const tags = ['admin', 'settings'];
const security = [{ bearer: [] }];
const response = { 200: ZAdminSettingsResponse };

/** The settings cards of the admin Settings tab; ranges are enforced by the contract's schemas. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/settings/all', { schema: { tags, security, response } }, async () => ({
    settings: await app.ctx.settings.all(),
  }));

  const cards = [
    ['payment', ZPaymentSettingsRequest, ADMIN_MANAGE_MSG.paymentSettingsUpdated],
    ['cooldown', ZCooldownSettingsRequest, ADMIN_MANAGE_MSG.cooldownSettingsUpdated],
    ['media', ZMediaSettingsRequest, ADMIN_MANAGE_MSG.mediaSettingsUpdated],
    ['security', ZSecuritySettingsRequest, ADMIN_MANAGE_MSG.securitySettingsUpdated],
    ['activity', ZActivitySettingsRequest, ADMIN_MANAGE_MSG.activitySettingsUpdated],
    ['moderation', ZModerationSettingsRequest, ADMIN_MANAGE_MSG.moderationSettingsUpdated],
  ] as const;
  for (const [card, body, msg] of cards) {
    app.put(`/admin/settings/${card}`, { schema: { tags, security, body, response } }, async (request) =>
      updateSettings(app.ctx, request.user.id, request.body, msg),
    );
  }

  app.put('/admin/settings', { schema: { tags, security, body: ZSettingKeyValueRequest, response } }, async (request) =>
    updateSettingByKey(app.ctx, request.user.id, request.body.key, request.body.value),
  );
};
