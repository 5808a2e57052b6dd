import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
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

  endpointRoute(app, ENDPOINTS.adminRecords.deletedUsers, { schema: { tags, security } }, async (request) =>
    listDeletedUsers(app.ctx, request.query),
  );
  endpointRoute(app, ENDPOINTS.adminRecords.allowReturn, { schema: { tags, security } }, async (request) =>
    allowReturn(app.ctx, request.user.id, request.params.id),
  );

  endpointRoute(app, ENDPOINTS.adminRecords.blockedEmails, { schema: { tags, security } }, async (request) =>
    listBlockedEmails(app.ctx, request.query),
  );
  endpointRoute(app, ENDPOINTS.adminRecords.blockEmail, { schema: { tags, security } }, async (request) =>
    blockEmailByAdmin(app.ctx, request.user.id, request.body.email, request.body.reason),
  );
  endpointRoute(app, ENDPOINTS.adminRecords.unblockEmail, { schema: { tags, security } }, async (request) =>
    unblockEmail(app.ctx, request.user.id, request.params.id, request.body.email || null),
  );
};
