import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZUserIdParam } from './common';
import {
  ZConversationMute,
  ZNotificationSettings,
  ZPushPublicKeyResponse,
  ZPushSubscriptionRequest,
  ZPushSubscriptionResponse,
  ZPushUnsubscribeRequest,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
  ZUpdateNotificationSettingsRequest,
} from './notifications';

export const notificationsEndpoints = {
  pushPublicKey: defineOkEndpoint(API.notifications.pushPublicKey, ZPushPublicKeyResponse),
  subscribePush: defineOkEndpoint(API.notifications.subscribePush, ZPushSubscriptionResponse, {
    body: ZPushSubscriptionRequest,
    errors: ['push_endpoint_refused'],
  }),
  unsubscribePush: defineOkEndpoint(API.notifications.unsubscribePush, ZPushSubscriptionResponse, {
    body: ZPushUnsubscribeRequest,
  }),
  settings: defineOkEndpoint(API.notifications.settings, ZNotificationSettings),
  updateSettings: defineOkEndpoint(API.notifications.updateSettings, ZNotificationSettings, {
    body: ZUpdateNotificationSettingsRequest,
  }),
  mute: defineOkEndpoint(API.notifications.mute, ZConversationMute, { params: ZUserIdParam }),
  muteChat: defineOkEndpoint(API.notifications.muteChat, ZConversationMute, { params: ZUserIdParam }),
  unmuteChat: defineOkEndpoint(API.notifications.unmuteChat, ZConversationMute, { params: ZUserIdParam }),
  unsubscribe: defineOkEndpoint(API.notifications.unsubscribe, ZUnsubscribeResponse, {
    query: ZUnsubscribeQuery,
    errors: ['unsubscribe_link_invalid'],
  }),
};
