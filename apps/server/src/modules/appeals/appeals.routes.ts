import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { pendingAppeals, reviewAppeal } from './appeal-review.service';
import { fileAppeal, myAppeals } from './member-appeals.service';

const security = [{ bearer: [] }];

/** A warned or suspended member (suspended ones included) appeals from the banner. */
export const memberAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  const forMembers = { onRequest: app.requireMember, schema: { tags, security } };
  endpointRoute(app, ENDPOINTS.appeals.mine, forMembers, async (request) => myAppeals(app.ctx, request.user.id));
  endpointRoute(app, ENDPOINTS.appeals.file, forMembers, async (request, reply) =>
    reply.code(201).send(await fileAppeal(app.ctx, request.user.id, request.body)),
  );
};

/** The Pending Appeals section of the Users tab: decided by another administrator. */
export const adminAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin', 'moderation'];
  app.addHook('onRequest', app.requireAdmin);
  endpointRoute(app, ENDPOINTS.appeals.pending, { schema: { tags, security } }, async (request) =>
    pendingAppeals(app.ctx, request.user.id),
  );
  endpointRoute(app, ENDPOINTS.appeals.review, { schema: { tags, security } }, async (request) =>
    reviewAppeal(app.ctx, request.user.id, request.params.id, request.body),
  );
};
