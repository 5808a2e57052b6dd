import type {
  TDeletePhotoResponse,
  TDraftResponse,
  TProfileEditResponse,
  TPublishResponse,
  TSaveDraftRequest,
} from '@quad/contract';
import { api } from '@/api/client';

export const profileKeys = {
  photos: ['profile', 'photos'] as const,
  draft: ['profile', 'draft'] as const,
};

export const profileApi = {
  photos: (signal?: AbortSignal) => api<TProfileEditResponse>('/api/profile/edit', { signal }),
  draft: (signal?: AbortSignal) => api<TDraftResponse>('/api/profile/draft', { signal }),
  saveDraft: (body: TSaveDraftRequest) => api<TDraftResponse>('/api/profile/draft', { method: 'PUT', body }),
  discardDraft: () => api<{ msg: string }>('/api/profile/draft', { method: 'DELETE' }),
  publish: () => api<TPublishResponse>('/api/profile/publish', { method: 'POST' }),
  deletePhoto: (id: number) => api<TDeletePhotoResponse>(`/api/photos/${id}`, { method: 'DELETE' }),
};
