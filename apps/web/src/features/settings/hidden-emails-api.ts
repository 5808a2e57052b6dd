import type { TAddHiddenEmailsRequest } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

export const hiddenEmailsKey = ['settings', 'hidden-emails'] as const;

export const hiddenEmailsApi = {
  get: (signal?: AbortSignal) => call(API.privacy.hiddenEmails, { signal }),
  add: (body: TAddHiddenEmailsRequest) => call(API.privacy.hideEmails, { body }),
  clear: () => call(API.privacy.clearHiddenEmails),
};

/** A pasted list: addresses separated by commas, semicolons, spaces or new lines. */
export function splitAddresses(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((part) => part.length > 0))];
}
