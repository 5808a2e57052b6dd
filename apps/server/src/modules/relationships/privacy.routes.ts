import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { addHiddenEmails, clearHiddenEmails, hiddenEmailsSummary } from './hidden-emails.service';
import { endSnooze, snooze } from './snooze.service';

const security = [{ bearer: [] }];

/**
 * The member's privacy controls under /users/me. Open to suspended members too: keeping
 * someone away is never taken from anyone (as blocking).
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['privacy'];
  const forMembers = { preHandler: app.requireMember, schema: { tags, security } };

  endpointRoute(app, ENDPOINTS.privacy.hiddenEmails, forMembers, async (request) =>
    hiddenEmailsSummary(app.ctx, request.user.id),
  );
  endpointRoute(app, ENDPOINTS.privacy.hideEmails, forMembers, async (request) =>
    addHiddenEmails(app.ctx, request.user.id, request.body.emails),
  );
  endpointRoute(app, ENDPOINTS.privacy.clearHiddenEmails, forMembers, async (request) =>
    clearHiddenEmails(app.ctx, request.user.id),
  );

  endpointRoute(app, ENDPOINTS.privacy.snooze, forMembers, async (request) =>
    snooze(app.ctx, request.user.id, request.body.hours),
  );
  endpointRoute(app, ENDPOINTS.privacy.endSnooze, forMembers, async (request) => endSnooze(app.ctx, request.user.id));
};
