import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCheck,
  ZAdminStatistics,
  ZAdminUserDetails,
  ZAdminUserSearchQuery,
  ZAdminUserSearchResponse,
  ZIdParam,
} from '@quad/contract';
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema/index';
import { platformStatistics } from './admin-statistics.service';
import { userDetails } from './admin-user-details.service';
import { searchUsers } from './admin-user-search.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Admin check, Overview statistics, the Users list and a user's details. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/check', { schema: { tags, security, response: { 200: ZAdminCheck } } }, async (request) => {
    const [me] = await app.ctx.db
      .select({ adminEmail: users.adminEmail, email: users.email })
      .from(users)
      .where(eq(users.id, request.user.id));
    return { is_admin: true as const, admin_email: me?.adminEmail ?? null };
  });

  app.get('/admin/statistics', { schema: { tags, security, response: { 200: ZAdminStatistics } } }, async (request) =>
    platformStatistics(app.ctx, request.user.id),
  );

  app.get(
    '/admin/users/search',
    { schema: { tags, security, querystring: ZAdminUserSearchQuery, response: { 200: ZAdminUserSearchResponse } } },
    async (request) => searchUsers(app.ctx, request.user.id, request.query),
  );

  app.get(
    '/admin/users/:id/details',
    { schema: { tags, security, params: ZIdParam, response: { 200: ZAdminUserDetails } } },
    async (request) => userDetails(app.ctx, request.user.id, request.params.id),
  );
};
