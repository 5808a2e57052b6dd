import type { TSnoozeRequest } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

export const snoozeApi = {
  start: (body: TSnoozeRequest) => call(API.privacy.snooze, { body }),
  end: () => call(API.privacy.endSnooze),
};
