import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  AGE_MAX,
  AGE_MIN,
  HEIGHT_MAX_INCHES,
  HEIGHT_MIN_INCHES,
  STATUS_REFRESH_MS,
  type TBrowseFilters,
} from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

export const browseKeys = {
  all: ['browse'] as const,
  page: (filters: TBrowseFilters) => ['browse', 'users', filters] as const,
  summary: ['browse', 'summary'] as const,
  activeChatDays: ['browse', 'active-chat-days'] as const,
};

/** The query of GET /api/users: bounds only when narrower than the full range, lists always. */
export function browseQuery(filters: TBrowseFilters, page: number): Record<string, string | number | undefined> {
  const [minAge, maxAge] = filters.ageRange;
  const [minHeight, maxHeight] = filters.heightRange;
  return {
    page,
    min_age: minAge > AGE_MIN ? minAge : undefined,
    max_age: maxAge < AGE_MAX ? maxAge : undefined,
    min_height_inches: minHeight > HEIGHT_MIN_INCHES ? minHeight : undefined,
    max_height_inches: maxHeight < HEIGHT_MAX_INCHES ? maxHeight : undefined,
    genders: filters.genders.join(','),
    orientations: filters.orientations.join(','),
    institution_ids: filters.institutionIds.join(','),
    has_photos: filters.hasPhotos ? 'true' : undefined,
    verified_only: filters.verifiedOnly ? 'true' : undefined,
  };
}

/** Browse pages for the filters, one more each time the last card comes into view. */
export function useBrowsePages(filters: TBrowseFilters | null) {
  return useInfiniteQuery({
    queryKey: browseKeys.page(filters!),
    queryFn: ({ pageParam, signal }) => call(API.users.browse, { query: browseQuery(filters!, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
    enabled: filters !== null,
  });
}

/** Online members and unread messages for the header, renewed every 30 s. */
export function useBrowseSummary(enabled: boolean) {
  return useQuery({
    queryKey: browseKeys.summary,
    queryFn: ({ signal }) => call(API.users.summary, { signal }),
    refetchInterval: STATUS_REFRESH_MS,
    enabled,
  });
}

export function useActiveChatDays(enabled: boolean) {
  return useQuery({
    queryKey: browseKeys.activeChatDays,
    queryFn: ({ signal }) => call(API.users.activeChatDays, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The institutions to filter by (same cache entry as the sign-up form's list). */
export function useInstitutionList() {
  return useQuery({
    queryKey: ['institutions'],
    queryFn: ({ signal }) => call(API.institutions.list, { signal }),
    staleTime: 10 * 60_000,
  });
}
