import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

/** The member's appealable actions and appeals; live decisions refresh it (account events). */
export const myAppealsKey = ['appeals', 'me'] as const;

export const useMyAppeals = () =>
  useQuery({
    queryKey: myAppealsKey,
    queryFn: ({ signal }) => call(API.appeals.mine, { signal }),
  });
