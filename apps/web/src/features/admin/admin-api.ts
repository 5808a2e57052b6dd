import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminUserSearchQuery, TBlockedEmailsQuery, TDeletedUsersQuery, TFlagKind } from '@quad/contract';
import { call, pathOf, type CallArgs, type CallResult } from '@/api/client';
import { API } from '@quad/contract/routes';
import type { Route } from '@quad/contract/endpoint';

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

/** A load; failures are logged only, as the specification asks (the screen shows nothing). */
export const load =
  <R extends Route>(at: R, ...args: NoInfer<CallArgs<R>>) =>
  async ({ signal }: { signal: AbortSignal }): Promise<CallResult<R>> => {
    const [options] = args;
    try {
      return await call(at, ...([{ ...options, signal }] as CallArgs<R>));
    } catch (err) {
      if (!signal.aborted) console.error(`Loading ${pathOf(at, options?.params)} failed`, err);
      throw err;
    }
  };

export const useStatistics = () =>
  useQuery({ queryKey: adminKeys.statistics, queryFn: load(API.adminOverview.statistics) });

export const usePendingPayments = () =>
  useQuery({ queryKey: adminKeys.pendingPayments, queryFn: load(API.paymentsAdmin.pending) });

export const usePendingReports = () =>
  useQuery({ queryKey: adminKeys.reports, queryFn: load(API.moderation.pendingReports) });

export const usePendingAutoFlags = () =>
  useQuery({ queryKey: adminKeys.autoFlags, queryFn: load(API.moderation.pendingAutoFlags) });

export const usePendingProfileFlags = () =>
  useQuery({
    queryKey: adminKeys.profileFlags,
    queryFn: load(API.moderation.pendingProfileFlags),
  });

export const usePendingAppeals = () => useQuery({ queryKey: adminKeys.appeals, queryFn: load(API.appeals.pending) });

export const useUserSearch = (query: TAdminUserSearchQuery) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: load(API.adminOverview.searchUsers, { query }),
    placeholderData: keepPreviousData,
  });

export const useUserDetails = (id: number) =>
  useQuery({ queryKey: adminKeys.userDetails(id), queryFn: load(API.adminOverview.userDetails, { params: { id } }) });

export const useAdmins = () => useQuery({ queryKey: adminKeys.admins, queryFn: load(API.adminAccounts.list) });

export const useAdminInstitutions = () =>
  useQuery({ queryKey: adminKeys.institutions, queryFn: load(API.adminInstitutions.list) });

export const useAdminSettings = () => useQuery({ queryKey: adminKeys.settings, queryFn: load(API.adminSettings.all) });

export const useFlagStats = (kind: TFlagKind) =>
  useQuery({
    queryKey: adminKeys.flagStats(kind),
    queryFn: load(kind === 'message' ? API.moderation.autoFlagStats : API.moderation.profileFlagStats),
  });

export const useDeletedUsers = (query: TDeletedUsersQuery) =>
  useQuery({
    queryKey: adminKeys.deletedUsers(query),
    queryFn: load(API.adminRecords.deletedUsers, { query }),
    placeholderData: keepPreviousData,
  });

export const useBlockedEmails = (query: TBlockedEmailsQuery) =>
  useQuery({
    queryKey: adminKeys.blockedEmails(query),
    queryFn: load(API.adminRecords.blockedEmails, { query }),
    placeholderData: keepPreviousData,
  });

/** After a change, every admin list and figure is read again (they overlap: a suspension changes several). */
export function useRefreshAdminData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
