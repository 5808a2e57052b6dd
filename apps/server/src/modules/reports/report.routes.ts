import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MSG } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { reportMember } from './report.service';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** POST /api/users/{id}/report: a member reports another for review. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    ENDPOINTS.reports.report,
    {
      // A suspended account (often the scammer) files no reports, as it may not browse or chat.
      onRequest: app.requireActiveMember,
      schema: { tags, security },
    },
    async (request) => {
      await reportMember(app.ctx, request.user.id, request.params.id, request.body);
      return { ok: true as const, msg: MSG.reportSubmitted };
    },
  );
};
