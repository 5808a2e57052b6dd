import { useQuery } from '@tanstack/react-query';
import type { TMyAppealsResponse } from '@quad/contract';
import { api } from '@/api/client';

/** The member's appealable actions and appeals; live decisions refresh it (account events). */
export const myAppealsKey = ['appeals', 'me'] as const;

export const useMyAppeals = () =>
  useQuery({
    queryKey: myAppealsKey,
    queryFn: ({ signal }) => api<TMyAppealsResponse>('/api/users/me/appeals', { signal }),
  });
