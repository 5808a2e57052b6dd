import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAccounts,
  ZCreateAdminRequest,
  ZCreateAdminResponse,
  ZIdParam,
  ZMessageResponse,
  ZNotificationEmailRequest,
  ZNotificationEmailResponse,
  ZUpdateAdminRequest,
  ZUpdateAdminResponse,
} from '@quad/contract';
import {
  createAdmin,
  deleteOtherAdmin,
  listAdmins,
  setNotificationEmail,
  updateOwnAdmin,
} from './admin-accounts.service';

const tags = ['admin', 'admins'];
const security = [{ bearer: [] }];
const config = { fieldErrors: true };

/** The Admins tab: list, create, edit one's own account, delete others, notification e-mail. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/admins', { schema: { tags, security, response: { 200: ZAdminAccounts } } }, async (request) => ({
    admins: await listAdmins(app.ctx, request.user.id),
  }));

  app.post(
    '/admin/create-admin',
    { config, schema: { tags, security, body: ZCreateAdminRequest, response: { 200: ZCreateAdminResponse } } },
    async (request) => createAdmin(app.ctx, request.user.id, request.body),
  );

  app.patch(
    '/admin/admins/:id',
    {
      config,
      schema: { tags, security, params: ZIdParam, body: ZUpdateAdminRequest, response: { 200: ZUpdateAdminResponse } },
    },
    async (request) => updateOwnAdmin(app.ctx, request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/admin/admins/:id/delete',
    { schema: { tags, security, params: ZIdParam, response: { 200: ZMessageResponse } } },
    async (request) => deleteOtherAdmin(app.ctx, request.user.id, request.params.id),
  );

  app.post(
    '/admin/notification-email',
    { schema: { tags, security, body: ZNotificationEmailRequest, response: { 200: ZNotificationEmailResponse } } },
    async (request) => setNotificationEmail(app.ctx, request.user.id, request.body.email),
  );
};
