import { useQuery } from '@tanstack/react-query';
import type { TAdminCheck } from '@quad/contract';
import { api } from '@/api/client';

export const adminCheckKey = ['admin', 'check'] as const;

/** GET /api/admin/check: whether the signed-in account is an administrator. */
export function useAdminCheck(enabled: boolean) {
  return useQuery({
    queryKey: adminCheckKey,
    queryFn: ({ signal }) => api<TAdminCheck>('/api/admin/check', { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
