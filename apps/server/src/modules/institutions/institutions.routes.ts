import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInstitutionList } from '@quad/contract';
import { listInstitutions } from './institutions.service';

export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/institutions', { schema: { tags: ['institutions'], response: { 200: ZInstitutionList } } }, async () =>
    listInstitutions(app.ctx.db),
  );
};
