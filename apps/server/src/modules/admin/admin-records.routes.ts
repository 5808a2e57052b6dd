import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBlockEmailRequest,
  ZBlockEmailResponse,
  ZBlockedEmailsQuery,
  ZBlockedEmailsResponse,
  ZDeletedUsersQuery,
  ZDeletedUsersResponse,
  ZIdParam,
  ZMessageResponse,
  ZUnblockEmailRequest,
  ZUnblockEmailResponse,
} from '@quad/contract';
import {
  allowReturn,
  blockEmailByAdmin,
  listBlockedEmails,
  listDeletedUsers,
  unblockEmail,
} from './admin-records.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The Deleted Users and Blocked Emails tabs. */
export const adminRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/deleted-users',
    { schema: { tags, security, querystring: ZDeletedUsersQuery, response: { 200: ZDeletedUsersResponse } } },
    async (request) => listDeletedUsers(app.ctx, request.query),
  );
  app.post(
    '/admin/deleted-users/:id/allow-return',
    { schema: { tags, security, params: ZIdParam, response: { 200: ZMessageResponse } } },
    async (request) => allowReturn(app.ctx, request.user.id, request.params.id),
  );

  app.get(
    '/admin/blocked-emails',
    { schema: { tags, security, querystring: ZBlockedEmailsQuery, response: { 200: ZBlockedEmailsResponse } } },
    async (request) => listBlockedEmails(app.ctx, request.query),
  );
  app.post(
    '/admin/blocked-emails/block',
    { schema: { tags, security, body: ZBlockEmailRequest, response: { 200: ZBlockEmailResponse } } },
    async (request) => blockEmailByAdmin(app.ctx, request.user.id, request.body.email, request.body.reason),
  );
  app.post(
    '/admin/blocked-emails/:id/unblock',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        body: ZUnblockEmailRequest,
        response: { 200: ZUnblockEmailResponse },
      },
    },
    async (request) => unblockEmail(app.ctx, request.user.id, request.params.id, request.body.email || null),
  );
};
