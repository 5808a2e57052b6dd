import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, formatAmount } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, ENDPOINTS.publicSettings.get, { schema: { tags: ['settings'] } }, async () => {
    const s = await app.ctx.settings.all();
    return {
      default_deletion_cooldown_days: s.deletion_cooldown_days,
      payment_amount: formatAmount(s.payment_amount),
      payment_currency: s.payment_currency,
      activity_threshold_days: s.activity_threshold_days,
    };
  });
};
