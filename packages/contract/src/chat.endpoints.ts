import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import {
  ZChatHistoryQuery,
  ZChatHistoryResponse,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZUnreadCountResponse,
} from './chat';
import { ZUserIdParam } from './common';

export const chatEndpoints = {
  history: defineOkEndpoint(API.chat.history, ZChatHistoryResponse, {
    params: ZUserIdParam,
    query: ZChatHistoryQuery,
    errors: ['account_suspended'],
  }),
  markRead: defineOkEndpoint(API.chat.markRead, ZMarkReadResponse, {
    params: ZUserIdParam,
    body: ZMarkReadRequest.optional(),
  }),
  unread: defineOkEndpoint(API.chat.unread, ZUnreadCountResponse),
};
