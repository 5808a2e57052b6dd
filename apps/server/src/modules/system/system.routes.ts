import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { ServiceUnavailable } from '@/platform/errors';

const startedAt = Date.now();

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, ENDPOINTS.system.environment, { schema: { tags: ['system'] } }, async () => ({
    environment: app.ctx.config.env,
    support_email: app.ctx.config.supportEmail,
    analytics_measurement_id: app.ctx.config.analyticsMeasurementId,
  }));

  endpointRoute(app, ENDPOINTS.system.health, { schema: { tags: ['system'] } }, async () => {
    try {
      await app.ctx.database.ping();
    } catch {
      throw new ServiceUnavailable('Database unreachable');
    }
    return {
      status: 'ok' as const,
      database: app.ctx.database.kind,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });
};
