import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZIdParam, ZReportRequest, ZReportResponse } from '@quad/contract';
import { reportMember } from './report.service';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** POST /api/users/{id}/report: a member reports another for review. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/report',
    {
      // A suspended account (often the scammer) files no reports, as it may not browse or chat.
      onRequest: app.requireActiveMember,
      schema: { tags, security, params: ZIdParam, body: ZReportRequest, response: { 200: ZReportResponse } },
    },
    async (request) => {
      await reportMember(app.ctx, request.user.id, request.params.id, request.body);
      return { ok: true as const, msg: MSG.reportSubmitted };
    },
  );
};
