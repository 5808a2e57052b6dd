import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { browsePage, browseSummary, conversationPage } from './browse.service';
import { blockMember, memberProfile, unblockMember } from './users.service';

const security = [{ bearer: [] }];

/** Browse, other members' profiles and blocks (member-app.md sections 2 and 7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const forMembers = { preHandler: app.requireMember, schema: { tags, security } };
  const forActiveMembers = { preHandler: app.requireActiveMember, schema: { tags, security } };

  endpointRoute(app, ENDPOINTS.users.browse, forActiveMembers, async (request) =>
    request.query.with_messages
      ? conversationPage(app.ctx, request.user.id, request.query.page)
      : browsePage(app.ctx, request.user.id, request.query),
  );

  endpointRoute(app, ENDPOINTS.users.summary, forActiveMembers, async (request) =>
    browseSummary(app.ctx, request.user.id),
  );

  endpointRoute(app, ENDPOINTS.users.profile, forActiveMembers, async (request) =>
    memberProfile(app.ctx, request.user.id, request.params.id),
  );

  // Blocking stays open to suspended members: keeping someone away is never taken from anyone.
  endpointRoute(app, ENDPOINTS.users.block, forMembers, async (request) =>
    blockMember(app.ctx, request.user.id, request.params.id),
  );

  endpointRoute(app, ENDPOINTS.users.unblock, forMembers, async (request) =>
    unblockMember(app.ctx, request.user.id, request.params.id),
  );

  endpointRoute(
    app,
    ENDPOINTS.users.activeChatDays,
    { preHandler: app.requireMember, schema: { tags: ['settings'], security } },
    async () => ({ active_chat_days: await app.ctx.settings.get('active_chat_days') }),
  );
};
