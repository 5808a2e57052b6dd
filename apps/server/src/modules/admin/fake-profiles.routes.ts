import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGenerateFakeProfilesRequest,
  ZGenerateFakeProfilesResponse,
  ZRemoveFakeProfilesResponse,
} from '@quad/contract';
import { generateFakeProfiles, removeFakeProfiles } from './fake-profiles.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Generated test profiles: create some at the administrator's institution, or remove them all. */
export const fakeProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/admin/generate-fake-profiles',
    {
      schema: { tags, security, body: ZGenerateFakeProfilesRequest, response: { 200: ZGenerateFakeProfilesResponse } },
    },
    async (request) => generateFakeProfiles(app.ctx, request.user.id, request.body.count),
  );

  app.delete(
    '/admin/fake-profiles',
    { schema: { tags, security, response: { 200: ZRemoveFakeProfilesResponse } } },
    async () => removeFakeProfiles(app.ctx),
  );
};
