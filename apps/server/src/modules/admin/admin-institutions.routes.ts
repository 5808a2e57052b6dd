import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminInstitutionResponse,
  ZAdminInstitutions,
  ZCreateInstitutionRequest,
  ZInstitutionIdParam,
  ZMessageResponse,
  ZUpdateInstitutionRequest,
} from '@quad/contract';
import { adminInstitutions } from './admin-statistics.service';
import { createInstitution, deleteInstitution, updateInstitution } from './admin-institutions.service';

const tags = ['admin', 'institutions'];
const security = [{ bearer: [] }];

/** The Institutions table of the Settings tab. */
export const adminInstitutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/institutions',
    { schema: { tags, security, response: { 200: ZAdminInstitutions } } },
    async (request) => ({
      institutions: await adminInstitutions(app.ctx, request.user.id),
    }),
  );

  app.post(
    '/admin/institutions',
    { schema: { tags, security, body: ZCreateInstitutionRequest, response: { 200: ZAdminInstitutionResponse } } },
    async (request) => createInstitution(app.ctx, request.user.id, request.body),
  );

  app.patch(
    '/admin/institutions/:id',
    {
      schema: {
        tags,
        security,
        params: ZInstitutionIdParam,
        body: ZUpdateInstitutionRequest,
        response: { 200: ZAdminInstitutionResponse },
      },
    },
    async (request) => updateInstitution(app.ctx, request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/admin/institutions/:id',
    { schema: { tags, security, params: ZInstitutionIdParam, response: { 200: ZMessageResponse } } },
    async (request) => deleteInstitution(app.ctx, request.params.id),
  );
};
