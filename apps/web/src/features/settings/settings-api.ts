import type { TUpdateMemberSettingsRequest, TUpdatePasswordRequest } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

export const settingsKey = ['settings'] as const;

export const settingsApi = {
  get: (signal?: AbortSignal) => call(API.memberSettings.get, { signal }),
  update: (body: TUpdateMemberSettingsRequest) => call(API.memberSettings.update, { body }),
  changePassword: (body: TUpdatePasswordRequest) => call(API.auth.updatePassword, { body }),
  deleteAccount: () => call(API.account.deleteAccount),
};
