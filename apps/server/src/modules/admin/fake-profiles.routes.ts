import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { generateFakeProfiles, removeFakeProfiles } from './fake-profiles.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Generated test profiles: create some at the administrator's institution, or remove them all. */
export const fakeProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  endpointRoute(app, ENDPOINTS.fakeProfiles.generate, { schema: { tags, security } }, async (request) =>
    generateFakeProfiles(app.ctx, request.user.id, request.body.count),
  );

  endpointRoute(app, ENDPOINTS.fakeProfiles.removeAll, { schema: { tags, security } }, async () =>
    removeFakeProfiles(app.ctx),
  );
};
