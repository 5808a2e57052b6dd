import type { TMemberSettings, TUpdateMemberSettingsRequest, TUpdatePasswordRequest } from '@quad/contract';
import { api } from '@/api/client';

export const settingsKey = ['settings'] as const;

export const settingsApi = {
  get: (signal?: AbortSignal) => api<TMemberSettings>('/api/settings', { signal }),
  update: (body: TUpdateMemberSettingsRequest) => api<TMemberSettings>('/api/settings', { method: 'PATCH', body }),
  changePassword: (body: TUpdatePasswordRequest) =>
    api<{ msg: string }>('/api/auth/update-password', { method: 'POST', body }),
  deleteAccount: () => api<{ msg: string }>('/api/users/me', { method: 'DELETE' }),
};
