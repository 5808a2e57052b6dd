import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { AppError } from '@/platform/errors';
import { flagStatistics } from './flag-statistics.service';
import { deleteMember, suspendMember, unsuspendMember, warnMember } from './member-actions.service';
import { pendingAutoFlags, pendingProfileFlags, pendingReports } from './review-queues.service';
import { reviewAutoFlag, reviewProfileFlag, reviewReport } from './review.service';

const tags = ['admin', 'moderation'];
const security = [{ bearer: [] }];

/** Review queues, their statistics, and the actions administrators take on members. */
export const moderationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  endpointRoute(app, ENDPOINTS.moderation.pendingReports, { schema: { tags, security } }, async () =>
    pendingReports(app.ctx),
  );
  endpointRoute(app, ENDPOINTS.moderation.pendingAutoFlags, { schema: { tags, security } }, async () =>
    pendingAutoFlags(app.ctx),
  );
  endpointRoute(app, ENDPOINTS.moderation.pendingProfileFlags, { schema: { tags, security } }, async () =>
    pendingProfileFlags(app.ctx),
  );
  endpointRoute(app, ENDPOINTS.moderation.autoFlagStats, { schema: { tags, security } }, async () => ({
    stats: await flagStatistics(app.ctx, 'message'),
  }));
  endpointRoute(app, ENDPOINTS.moderation.profileFlagStats, { schema: { tags, security } }, async () => ({
    stats: await flagStatistics(app.ctx, 'profile'),
  }));

  endpointRoute(app, ENDPOINTS.moderation.reviewReport, { schema: { tags, security } }, async (request) =>
    reviewReport(app.ctx, request.user.id, request.params.id, request.body),
  );
  endpointRoute(app, ENDPOINTS.moderation.reviewAutoFlag, { schema: { tags, security } }, async (request) =>
    reviewAutoFlag(app.ctx, request.user.id, request.params.id, request.body),
  );
  endpointRoute(app, ENDPOINTS.moderation.reviewProfileFlag, { schema: { tags, security } }, async (request) =>
    reviewProfileFlag(app.ctx, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.moderation.warn, { schema: { tags, security } }, async (request) => {
    const { warning_message, admin_notes } = request.body;
    try {
      return await warnMember(app.ctx, request.params.id, warning_message, {
        adminId: request.user.id,
        adminNotes: admin_notes,
      });
    } catch (err) {
      // The Users tab reads a failed warning's text from `error`.
      if (err instanceof AppError)
        throw new AppError(err.statusCode, err.message, { ...err.extra, code: err.code, error: err.message });
      throw err;
    }
  });
  endpointRoute(app, ENDPOINTS.moderation.suspend, { schema: { tags, security } }, async (request) =>
    suspendMember(
      app.ctx,
      request.params.id,
      request.body.reason,
      { adminId: request.user.id, adminNotes: request.body.admin_notes },
      request.body.duration_hours ?? null,
    ),
  );
  endpointRoute(app, ENDPOINTS.moderation.unsuspend, { schema: { tags, security } }, async (request) =>
    unsuspendMember(app.ctx, request.params.id, { adminId: request.user.id, adminNotes: request.body.admin_notes }),
  );
  endpointRoute(app, ENDPOINTS.moderation.deleteMember, { schema: { tags, security } }, async (request) =>
    deleteMember(app.ctx, request.params.id, request.body.reason, {
      adminId: request.user.id,
      adminNotes: request.body.admin_notes,
    }),
  );
};
