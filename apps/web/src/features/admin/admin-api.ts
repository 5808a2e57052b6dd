import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminAccounts,
  TAdminInstitutions,
  TAdminSettingsResponse,
  TAdminStatistics,
  TAdminUserDetails,
  TAdminUserSearchQuery,
  TAdminUserSearchResponse,
  TBlockedEmailsQuery,
  TBlockedEmailsResponse,
  TDeletedUsersQuery,
  TDeletedUsersResponse,
  TFlagKind,
  TFlagStatsResponse,
  TPendingAppealsResponse,
  TPendingAutoFlags,
  TPendingPayments,
  TPendingProfileFlags,
  TPendingReports,
} from '@quad/contract';
import { api, type RequestOptions } from '@/api/client';

/** Every admin query key starts with 'admin'; the admin check is kept apart from the data. */
export const adminKeys = {
  all: ['admin', 'data'] as const,
  statistics: ['admin', 'data', 'statistics'] as const,
  pendingPayments: ['admin', 'data', 'payments-pending'] as const,
  reports: ['admin', 'data', 'reports-pending'] as const,
  autoFlags: ['admin', 'data', 'auto-flags-pending'] as const,
  profileFlags: ['admin', 'data', 'profile-flags-pending'] as const,
  appeals: ['admin', 'data', 'appeals-pending'] as const,
  users: (query: TAdminUserSearchQuery) => ['admin', 'data', 'users', query] as const,
  userDetails: (id: number) => ['admin', 'data', 'user-details', id] as const,
  admins: ['admin', 'data', 'admins'] as const,
  institutions: ['admin', 'data', 'institutions'] as const,
  settings: ['admin', 'data', 'settings'] as const,
  flagStats: (kind: TFlagKind) => ['admin', 'data', 'flag-stats', kind] as const,
  deletedUsers: (query: TDeletedUsersQuery) => ['admin', 'data', 'deleted-users', query] as const,
  blockedEmails: (query: TBlockedEmailsQuery) => ['admin', 'data', 'blocked-emails', query] as const,
};

type Query = RequestOptions['query'];
/** A load; failures are logged only, as the specification asks (the screen shows nothing). */
const get =
  <T>(path: string, query?: Query) =>
  async (ctx: { signal: AbortSignal }): Promise<T> => {
    try {
      return await api<T>(path, { signal: ctx.signal, query });
    } catch (err) {
      if (!ctx.signal.aborted) console.error(`Loading ${path} failed`, err);
      throw err;
    }
  };

/** Calls that change something; each resolves to the server's answer. */
export const adminCall = {
  post: <T = { msg: string }>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T = { msg: string }>(path: string, body: unknown) => api<T>(path, { method: 'PUT', body }),
  patch: <T = { msg: string }>(path: string, body: unknown) => api<T>(path, { method: 'PATCH', body }),
  delete: <T = { msg: string }>(path: string) => api<T>(path, { method: 'DELETE' }),
};

export const useStatistics = () =>
  useQuery({ queryKey: adminKeys.statistics, queryFn: get<TAdminStatistics>('/api/admin/statistics') });

export const usePendingPayments = () =>
  useQuery({ queryKey: adminKeys.pendingPayments, queryFn: get<TPendingPayments>('/api/admin/payments/pending') });

export const usePendingReports = () =>
  useQuery({ queryKey: adminKeys.reports, queryFn: get<TPendingReports>('/api/admin/reports/pending') });

export const usePendingAutoFlags = () =>
  useQuery({ queryKey: adminKeys.autoFlags, queryFn: get<TPendingAutoFlags>('/api/admin/auto-flags/pending') });

export const usePendingProfileFlags = () =>
  useQuery({
    queryKey: adminKeys.profileFlags,
    queryFn: get<TPendingProfileFlags>('/api/admin/profile-flags/pending'),
  });

export const usePendingAppeals = () =>
  useQuery({ queryKey: adminKeys.appeals, queryFn: get<TPendingAppealsResponse>('/api/admin/appeals/pending') });

export const useUserSearch = (query: TAdminUserSearchQuery) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: get<TAdminUserSearchResponse>('/api/admin/users/search', query as Query),
    placeholderData: (previous) => previous,
  });

export const useUserDetails = (id: number) =>
  useQuery({ queryKey: adminKeys.userDetails(id), queryFn: get<TAdminUserDetails>(`/api/admin/users/${id}/details`) });

export const useAdmins = () =>
  useQuery({ queryKey: adminKeys.admins, queryFn: get<TAdminAccounts>('/api/admin/admins') });

export const useAdminInstitutions = () =>
  useQuery({ queryKey: adminKeys.institutions, queryFn: get<TAdminInstitutions>('/api/admin/institutions') });

export const useAdminSettings = () =>
  useQuery({ queryKey: adminKeys.settings, queryFn: get<TAdminSettingsResponse>('/api/admin/settings/all') });

export const useFlagStats = (kind: TFlagKind) =>
  useQuery({
    queryKey: adminKeys.flagStats(kind),
    queryFn: get<TFlagStatsResponse>(
      kind === 'message' ? '/api/admin/auto-flags/stats' : '/api/admin/profile-flags/stats',
    ),
  });

export const useDeletedUsers = (query: TDeletedUsersQuery) =>
  useQuery({
    queryKey: adminKeys.deletedUsers(query),
    queryFn: get<TDeletedUsersResponse>('/api/admin/deleted-users', query as Query),
    placeholderData: (previous) => previous,
  });

export const useBlockedEmails = (query: TBlockedEmailsQuery) =>
  useQuery({
    queryKey: adminKeys.blockedEmails(query),
    queryFn: get<TBlockedEmailsResponse>('/api/admin/blocked-emails', query as Query),
    placeholderData: (previous) => previous,
  });

/** After a change, every admin list and figure is read again (they overlap: a suspension changes several). */
export function useRefreshAdminData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
