import type {
  TNotificationSettings,
  TPushPublicKeyResponse,
  TPushSubscriptionResponse,
  TUpdateNotificationSettingsRequest,
} from '@quad/contract';
import { api } from '@/api/client';

export const notificationSettingsKey = ['notification-settings'] as const;

export const notificationsApi = {
  get: (signal?: AbortSignal) => api<TNotificationSettings>('/api/notifications/settings', { signal }),
  update: (body: TUpdateNotificationSettingsRequest) =>
    api<TNotificationSettings>('/api/notifications/settings', { method: 'PATCH', body }),
  publicKey: () => api<TPushPublicKeyResponse>('/api/push/public-key'),
  subscribe: (subscription: PushSubscriptionJSON) =>
    api<TPushSubscriptionResponse>('/api/push/subscriptions', { method: 'POST', body: subscription }),
  unsubscribe: (endpoint: string) =>
    api<TPushSubscriptionResponse>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } }),
};
