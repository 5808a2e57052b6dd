import type { TSnoozeRequest, TSnoozeState } from '@quad/contract';
import { api } from '@/api/client';

export const snoozeApi = {
  start: (body: TSnoozeRequest) => api<TSnoozeState>('/api/users/me/snooze', { method: 'POST', body }),
  end: () => api<TSnoozeState>('/api/users/me/snooze', { method: 'DELETE' }),
};
