import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChatHistoryQuery,
  ZChatHistoryResponse,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZUnreadCountResponse,
  ZUserIdParam,
} from '@quad/contract';
import { chatHistory, unreadCount } from './history.service';
import { markRead } from './receipts.service';

const tags = ['chat'];
const security = [{ bearer: [] }];

/** The chat's HTTP side: history (and catch-up after a reconnect), read marking, unread count. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat/:userId/history',
    {
      onRequest: app.requireActiveMember,
      schema: {
        tags,
        security,
        params: ZUserIdParam,
        querystring: ZChatHistoryQuery,
        response: { 200: ZChatHistoryResponse },
      },
    },
    async (request) => {
      const { before_id, after_id, limit } = request.query;
      return chatHistory(app.ctx, request.user.id, request.params.userId, {
        beforeId: before_id,
        afterId: after_id,
        limit,
      });
    },
  );

  app.put(
    '/messages/mark-read/:userId',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        params: ZUserIdParam,
        body: ZMarkReadRequest.optional(),
        response: { 200: ZMarkReadResponse },
      },
    },
    async (request) => {
      const read = await markRead(app.ctx, request.user.id, {
        senderId: request.params.userId,
        ...(request.body?.message_ids ? { messageIds: request.body.message_ids } : {}),
      });
      return {
        ok: true as const,
        message_ids: read.map((r) => r.id),
        read_at: read[0]?.readAt?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/chat/unread',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: ZUnreadCountResponse } } },
    async (request) => unreadCount(app.ctx, request.user.id),
  );
};
