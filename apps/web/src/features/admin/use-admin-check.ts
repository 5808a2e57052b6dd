import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

export const adminCheckKey = ['admin', 'check'] as const;

/** GET /api/admin/check: whether the signed-in account is an administrator. */
export function useAdminCheck(enabled: boolean) {
  return useQuery({
    queryKey: adminCheckKey,
    queryFn: ({ signal }) => call(API.adminOverview.check, { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
