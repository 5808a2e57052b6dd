import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { chatHistory, unreadCount } from './history.service';
import { markRead } from './receipts.service';

const tags = ['chat'];
const security = [{ bearer: [] }];

/** The chat's HTTP side: history (and catch-up after a reconnect), read marking, unread count. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const forMembers = { onRequest: app.requireMember, schema: { tags, security } };
  const forActiveMembers = { onRequest: app.requireActiveMember, schema: { tags, security } };

  endpointRoute(app, ENDPOINTS.chat.history, forActiveMembers, async (request) => {
    const { before_id, after_id, limit } = request.query;
    return chatHistory(app.ctx, request.user.id, request.params.userId, {
      beforeId: before_id,
      afterId: after_id,
      limit,
    });
  });

  endpointRoute(app, ENDPOINTS.chat.markRead, forMembers, async (request) => {
    const read = await markRead(app.ctx, request.user.id, {
      senderId: request.params.userId,
      ...(request.body?.message_ids ? { messageIds: request.body.message_ids } : {}),
    });
    return {
      ok: true as const,
      message_ids: read.map((r) => r.id),
      read_at: read[0]?.readAt?.toISOString() ?? null,
    };
  });

  endpointRoute(app, ENDPOINTS.chat.unread, forMembers, async (request) => unreadCount(app.ctx, request.user.id));
};
