import type { TPushSubscriptionRequest, TUpdateNotificationSettingsRequest } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

export const notificationSettingsKey = ['notification-settings'] as const;

export const notificationsApi = {
  get: (signal?: AbortSignal) => call(API.notifications.settings, { signal }),
  update: (body: TUpdateNotificationSettingsRequest) => call(API.notifications.updateSettings, { body }),
  publicKey: () => call(API.notifications.pushPublicKey),
  // The browser's JSON has every field the server asks for; its DOM type marks them optional.
  subscribe: (subscription: PushSubscriptionJSON) =>
    call(API.notifications.subscribePush, { body: subscription as TPushSubscriptionRequest }),
  unsubscribe: (endpoint: string) => call(API.notifications.unsubscribePush, { body: { endpoint } }),
};
