import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFileAppealRequest,
  ZFileAppealResponse,
  ZIdParam,
  ZMyAppealsResponse,
  ZPendingAppealsResponse,
  ZReviewAppealRequest,
  ZReviewAppealResponse,
} from '@quad/contract';
import { pendingAppeals, reviewAppeal } from './appeal-review.service';
import { fileAppeal, myAppeals } from './member-appeals.service';

const security = [{ bearer: [] }];

/** A warned or suspended member (suspended ones included) appeals from the banner. */
export const memberAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  app.get(
    '/users/me/appeals',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: ZMyAppealsResponse } } },
    async (request) => myAppeals(app.ctx, request.user.id),
  );
  app.post(
    '/users/me/appeals',
    {
      onRequest: app.requireMember,
      schema: { tags, security, body: ZFileAppealRequest, response: { 201: ZFileAppealResponse } },
    },
    async (request, reply) => reply.code(201).send(await fileAppeal(app.ctx, request.user.id, request.body)),
  );
};

/** The Pending Appeals section of the Users tab: decided by another administrator. */
export const adminAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin', 'moderation'];
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/appeals/pending',
    { schema: { tags, security, response: { 200: ZPendingAppealsResponse } } },
    async (request) => pendingAppeals(app.ctx, request.user.id),
  );
  app.post(
    '/admin/appeals/:id/review',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        body: ZReviewAppealRequest,
        response: { 200: ZReviewAppealResponse },
      },
    },
    async (request) => reviewAppeal(app.ctx, request.user.id, request.params.id, request.body),
  );
};
