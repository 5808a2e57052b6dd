import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ADMIN_TABS } from '@quad/contract/constants';

export interface AdminTab {
  label: string;
  Panel: LazyExoticComponent<ComponentType>;
}

/**
 * The tabs of /admin by their `tab` number (admin-area.md section 2). Each loads on demand.
 */
export const ADMIN_TAB_SLOTS: readonly (AdminTab | null)[] = [
  { label: 'Overview', Panel: lazy(() => import('./overview/overview-tab')) },
  { label: 'Users', Panel: lazy(() => import('./users/users-tab')) },
  { label: 'Admins', Panel: lazy(() => import('./admins/admins-tab')) },
  { label: 'Settings', Panel: lazy(() => import('./settings/settings-tab')) },
  { label: 'Testing', Panel: lazy(() => import('./testing/testing-tab')) },
  { label: 'Deleted Users', Panel: lazy(() => import('./deleted/deleted-users-tab')) },
  { label: 'Blocked Emails', Panel: lazy(() => import('./blocked/blocked-emails-tab')) },
];

/** The tab a `tab` query value names: an integer 0 to 6 with a tab in its slot, else 0. */
export function parseTab(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return 0;
  const tab = Number(raw);
  return tab < ADMIN_TABS && ADMIN_TAB_SLOTS[tab] ? tab : 0;
}
