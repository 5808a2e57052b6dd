import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { adminInstitutions } from './admin-statistics.service';
import { createInstitution, deleteInstitution, updateInstitution } from './admin-institutions.service';

const tags = ['admin', 'institutions'];
const security = [{ bearer: [] }];

/** The Institutions table of the Settings tab. */
export const adminInstitutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  endpointRoute(app, ENDPOINTS.adminInstitutions.list, { schema: { tags, security } }, async (request) => ({
    institutions: await adminInstitutions(app.ctx, request.user.id),
  }));

  endpointRoute(app, ENDPOINTS.adminInstitutions.create, { schema: { tags, security } }, async (request) =>
    createInstitution(app.ctx, request.user.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.adminInstitutions.update, { schema: { tags, security } }, async (request) =>
    updateInstitution(app.ctx, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.adminInstitutions.remove, { schema: { tags, security } }, async (request) =>
    deleteInstitution(app.ctx, request.params.id),
  );
};
