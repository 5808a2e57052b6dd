import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
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

  endpointRoute(app, ENDPOINTS.adminAccounts.list, { schema: { tags, security } }, async (request) => ({
    admins: await listAdmins(app.ctx, request.user.id),
  }));

  endpointRoute(app, ENDPOINTS.adminAccounts.create, { config, schema: { tags, security } }, async (request) =>
    createAdmin(app.ctx, request.user.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.adminAccounts.update, { config, schema: { tags, security } }, async (request) =>
    updateOwnAdmin(app.ctx, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.adminAccounts.remove, { schema: { tags, security } }, async (request) =>
    deleteOtherAdmin(app.ctx, request.user.id, request.params.id),
  );

  endpointRoute(app, ENDPOINTS.adminAccounts.notificationEmail, { schema: { tags, security } }, async (request) =>
    setNotificationEmail(app.ctx, request.user.id, request.body.email),
  );
};
