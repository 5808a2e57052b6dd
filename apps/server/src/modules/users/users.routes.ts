import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActiveChatDays,
  ZBlockResponse,
  ZBrowseQuery,
  ZBrowseResponse,
  ZBrowseSummary,
  ZIdParam,
  ZUserCard,
} from '@quad/contract';
import { browsePage, browseSummary, conversationPage } from './browse.service';
import { blockMember, memberProfile, unblockMember } from './users.service';

const security = [{ bearer: [] }];

/** Browse, other members' profiles and blocks (member-app.md sections 2 and 7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      preHandler: app.requireActiveMember,
      schema: { tags, security, querystring: ZBrowseQuery, response: { 200: ZBrowseResponse } },
    },
    async (request) =>
      request.query.with_messages
        ? conversationPage(app.ctx, request.user.id, request.query.page)
        : browsePage(app.ctx, request.user.id, request.query),
  );

  app.get(
    '/users/summary',
    { preHandler: app.requireActiveMember, schema: { tags, security, response: { 200: ZBrowseSummary } } },
    async (request) => browseSummary(app.ctx, request.user.id),
  );

  app.get(
    '/users/:id/profile',
    {
      preHandler: app.requireActiveMember,
      schema: { tags, security, params: ZIdParam, response: { 200: ZUserCard } },
    },
    async (request) => memberProfile(app.ctx, request.user.id, request.params.id),
  );

  // Blocking stays open to suspended members: keeping someone away is never taken from anyone.
  app.post(
    '/users/:id/block',
    { preHandler: app.requireMember, schema: { tags, security, params: ZIdParam, response: { 200: ZBlockResponse } } },
    async (request) => blockMember(app.ctx, request.user.id, request.params.id),
  );

  app.post(
    '/users/:id/unblock',
    { preHandler: app.requireMember, schema: { tags, security, params: ZIdParam, response: { 200: ZBlockResponse } } },
    async (request) => unblockMember(app.ctx, request.user.id, request.params.id),
  );

  app.get(
    '/settings/active-chat-days',
    { preHandler: app.requireMember, schema: { tags: ['settings'], security, response: { 200: ZActiveChatDays } } },
    async () => ({ active_chat_days: await app.ctx.settings.get('active_chat_days') }),
  );
};
