import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
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

  endpointRoute(app, ENDPOINTS.adminOverview.check, { schema: { tags, security } }, async (request) => {
    const [me] = await app.ctx.db
      .select({ adminEmail: users.adminEmail, email: users.email })
      .from(users)
      .where(eq(users.id, request.user.id));
    return { is_admin: true as const, admin_email: me?.adminEmail ?? null };
  });

  endpointRoute(app, ENDPOINTS.adminOverview.statistics, { schema: { tags, security } }, async (request) =>
    platformStatistics(app.ctx, request.user.id),
  );

  endpointRoute(app, ENDPOINTS.adminOverview.searchUsers, { schema: { tags, security } }, async (request) =>
    searchUsers(app.ctx, request.user.id, request.query),
  );

  endpointRoute(app, ENDPOINTS.adminOverview.userDetails, { schema: { tags, security } }, async (request) =>
    userDetails(app.ctx, request.user.id, request.params.id),
  );
};
