import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeleteUserRequest,
  ZFlagStatsResponse,
  ZIdParam,
  ZPendingAutoFlags,
  ZPendingProfileFlags,
  ZPendingReports,
  ZReviewFlagRequest,
  ZReviewReportRequest,
  ZReviewResponse,
  ZSuspendUserRequest,
  ZUnsuspendUserRequest,
  ZUserActionResponse,
  ZWarnUserRequest,
} from '@quad/contract';
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

  app.get('/admin/reports/pending', { schema: { tags, security, response: { 200: ZPendingReports } } }, async () =>
    pendingReports(app.ctx),
  );
  app.get('/admin/auto-flags/pending', { schema: { tags, security, response: { 200: ZPendingAutoFlags } } }, async () =>
    pendingAutoFlags(app.ctx),
  );
  app.get(
    '/admin/profile-flags/pending',
    { schema: { tags, security, response: { 200: ZPendingProfileFlags } } },
    async () => pendingProfileFlags(app.ctx),
  );
  app.get(
    '/admin/auto-flags/stats',
    { schema: { tags, security, response: { 200: ZFlagStatsResponse } } },
    async () => ({
      stats: await flagStatistics(app.ctx, 'message'),
    }),
  );
  app.get(
    '/admin/profile-flags/stats',
    { schema: { tags, security, response: { 200: ZFlagStatsResponse } } },
    async () => ({ stats: await flagStatistics(app.ctx, 'profile') }),
  );

  const review = { tags, security, params: ZIdParam, response: { 200: ZReviewResponse } };
  app.post('/admin/reports/:id/review', { schema: { ...review, body: ZReviewReportRequest } }, async (request) =>
    reviewReport(app.ctx, request.user.id, request.params.id, request.body),
  );
  app.post('/admin/auto-flags/:id/review', { schema: { ...review, body: ZReviewFlagRequest } }, async (request) =>
    reviewAutoFlag(app.ctx, request.user.id, request.params.id, request.body),
  );
  app.post('/admin/profile-flags/:id/review', { schema: { ...review, body: ZReviewFlagRequest } }, async (request) =>
    reviewProfileFlag(app.ctx, request.user.id, request.params.id, request.body),
  );

  const action = { tags, security, params: ZIdParam, response: { 200: ZUserActionResponse } };
  app.post('/admin/users/:id/warn', { schema: { ...action, body: ZWarnUserRequest } }, async (request) => {
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
  app.post('/admin/users/:id/suspend', { schema: { ...action, body: ZSuspendUserRequest } }, async (request) =>
    suspendMember(
      app.ctx,
      request.params.id,
      request.body.reason,
      { adminId: request.user.id, adminNotes: request.body.admin_notes },
      request.body.duration_hours ?? null,
    ),
  );
  app.post('/admin/users/:id/unsuspend', { schema: { ...action, body: ZUnsuspendUserRequest } }, async (request) =>
    unsuspendMember(app.ctx, request.params.id, { adminId: request.user.id, adminNotes: request.body.admin_notes }),
  );
  app.post('/admin/users/:id/delete', { schema: { ...action, body: ZDeleteUserRequest } }, async (request) =>
    deleteMember(app.ctx, request.params.id, request.body.reason, {
      adminId: request.user.id,
      adminNotes: request.body.admin_notes,
    }),
  );
};
