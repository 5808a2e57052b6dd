import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatAmount, ZPublicSettings } from '@quad/contract';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/public/settings', { schema: { tags: ['settings'], response: { 200: ZPublicSettings } } }, async () => {
    const s = await app.ctx.settings.all();
    return {
      default_deletion_cooldown_days: s.deletion_cooldown_days,
      payment_amount: formatAmount(s.payment_amount),
      payment_currency: s.payment_currency,
      activity_threshold_days: s.activity_threshold_days,
    };
  });
};
