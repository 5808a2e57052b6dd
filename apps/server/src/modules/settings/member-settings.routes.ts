import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMemberSettings, ZUpdateMemberSettingsRequest } from '@quad/contract';
import { getMemberSettings, updateMemberSettings } from './member-settings.service';

const security = [{ bearer: [] }];

/** The member's own settings (the Privacy section of the Settings screen). */
export const memberSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  app.get(
    '/settings',
    { preHandler: app.requireMember, schema: { tags, security, response: { 200: ZMemberSettings } } },
    async (request) => getMemberSettings(app.ctx, request.user.id),
  );
  app.patch(
    '/settings',
    {
      preHandler: app.requireMember,
      schema: { tags, security, body: ZUpdateMemberSettingsRequest, response: { 200: ZMemberSettings } },
    },
    async (request) => updateMemberSettings(app.ctx, request.user.id, request.body),
  );
};
