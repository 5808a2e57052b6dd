import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAddHiddenEmailsRequest, ZHiddenEmailsSummary, ZSnoozeRequest, ZSnoozeState } from '@quad/contract';
import { addHiddenEmails, clearHiddenEmails, hiddenEmailsSummary } from './hidden-emails.service';
import { endSnooze, snooze } from './snooze.service';

const security = [{ bearer: [] }];

/**
 * The member's privacy controls under /users/me. Open to suspended members too: keeping
 * someone away is never taken from anyone (as blocking).
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['privacy'];

  app.get(
    '/users/me/hidden-emails',
    { preHandler: app.requireMember, schema: { tags, security, response: { 200: ZHiddenEmailsSummary } } },
    async (request) => hiddenEmailsSummary(app.ctx, request.user.id),
  );
  app.post(
    '/users/me/hidden-emails',
    {
      preHandler: app.requireMember,
      schema: { tags, security, body: ZAddHiddenEmailsRequest, response: { 200: ZHiddenEmailsSummary } },
    },
    async (request) => addHiddenEmails(app.ctx, request.user.id, request.body.emails),
  );
  app.delete(
    '/users/me/hidden-emails',
    { preHandler: app.requireMember, schema: { tags, security, response: { 200: ZHiddenEmailsSummary } } },
    async (request) => clearHiddenEmails(app.ctx, request.user.id),
  );

  app.post(
    '/users/me/snooze',
    {
      preHandler: app.requireMember,
      schema: { tags, security, body: ZSnoozeRequest, response: { 200: ZSnoozeState } },
    },
    async (request) => snooze(app.ctx, request.user.id, request.body.hours),
  );
  app.delete(
    '/users/me/snooze',
    { preHandler: app.requireMember, schema: { tags, security, response: { 200: ZSnoozeState } } },
    async (request) => endSnooze(app.ctx, request.user.id),
  );
};
