import type { TAddHiddenEmailsRequest, THiddenEmailsSummary } from '@quad/contract';
import { api } from '@/api/client';

export const hiddenEmailsKey = ['settings', 'hidden-emails'] as const;

export const hiddenEmailsApi = {
  get: (signal?: AbortSignal) => api<THiddenEmailsSummary>('/api/users/me/hidden-emails', { signal }),
  add: (body: TAddHiddenEmailsRequest) =>
    api<THiddenEmailsSummary>('/api/users/me/hidden-emails', { method: 'POST', body }),
  clear: () => api<THiddenEmailsSummary>('/api/users/me/hidden-emails', { method: 'DELETE' }),
};

/** A pasted list: addresses separated by commas, semicolons, spaces or new lines. */
export function splitAddresses(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((part) => part.length > 0))];
}
