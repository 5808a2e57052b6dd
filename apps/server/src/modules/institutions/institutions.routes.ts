import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { listInstitutions } from './institutions.service';

export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, ENDPOINTS.institutions.list, { schema: { tags: ['institutions'] } }, async () =>
    listInstitutions(app.ctx.db),
  );
};
