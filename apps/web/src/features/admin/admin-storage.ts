import { useCallback, useState } from 'react';
import { local, readJson } from '@/lib/storage';

/**
 * What the admin page remembers in the browser between visits (admin-area.md section 2,
 * "Page chrome"): the active tab, scroll per tab, open sections, searches, pages and sorts.
 */
export const ADMIN_STORAGE = {
  tab: 'admin.activeTab',
  scroll: 'admin.scrollByTab',
  /** One key per part: admin.expanded.<name> */
  expanded: 'admin.expanded',
  userSearch: 'admin.userSearch',
  deletedUsers: 'admin.deletedUsers',
  blockedEmails: 'admin.blockedEmails',
} as const;

/** State kept in local storage under `key`; falls back to `initial` when absent or unreadable. */
export function usePersistentState<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = readJson<T | null>(local.get(key), null);
    if (stored === null) return initial;
    return isPlainObject(initial) && isPlainObject(stored) ? { ...initial, ...stored } : stored;
  });
  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      setValue((prev) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
        local.set(key, JSON.stringify(resolved));
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}

// Objects stored by an older version keep the fields added since at their defaults.
const isPlainObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Which collapsible parts of the page are open, by name, remembered across visits. */
export function useExpansion(name: string, initiallyOpen: boolean): [boolean, (open: boolean) => void] {
  return usePersistentState<boolean>(`${ADMIN_STORAGE.expanded}.${name}`, initiallyOpen);
}
