import type { TSaveDraftRequest } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

export const profileKeys = {
  photos: ['profile', 'photos'] as const,
  draft: ['profile', 'draft'] as const,
};

export const profileApi = {
  photos: (signal?: AbortSignal) => call(API.profile.edit, { signal }),
  draft: (signal?: AbortSignal) => call(API.profile.draft, { signal }),
  saveDraft: (body: TSaveDraftRequest) => call(API.profile.saveDraft, { body }),
  discardDraft: () => call(API.profile.discardDraft),
  publish: () => call(API.profile.publish),
  deletePhoto: (id: number) => call(API.photos.remove, { params: { id } }),
};
