import { useQuery } from '@tanstack/react-query';
import { authApi } from './auth-api';

/** The institutions members sign up with (GET /api/institutions); they rarely change. */
export function useInstitutions() {
  return useQuery({
    queryKey: ['institutions'],
    queryFn: ({ signal }) => authApi.institutions(signal),
    staleTime: 10 * 60_000,
  });
}
