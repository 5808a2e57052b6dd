import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvironmentResponse, ZErrorResponse, ZHealthResponse } from '@quad/contract';
import { ServiceUnavailable } from '@/platform/errors';

const startedAt = Date.now();

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/environment', { schema: { tags: ['system'], response: { 200: ZEnvironmentResponse } } }, async () => ({
    environment: app.ctx.config.env,
    support_email: app.ctx.config.supportEmail,
    analytics_measurement_id: app.ctx.config.analyticsMeasurementId,
  }));

  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: ZHealthResponse, 503: ZErrorResponse } } },
    async () => {
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
    },
  );
};
