import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { getMemberSettings, updateMemberSettings } from './member-settings.service';

const security = [{ bearer: [] }];

/** The member's own settings (the Privacy section of the Settings screen). */
export const memberSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  const forMembers = { preHandler: app.requireMember, schema: { tags, security } };
  endpointRoute(app, ENDPOINTS.memberSettings.get, forMembers, async (request) =>
    getMemberSettings(app.ctx, request.user.id),
  );
  endpointRoute(app, ENDPOINTS.memberSettings.update, forMembers, async (request) =>
    updateMemberSettings(app.ctx, request.user.id, request.body),
  );
};
