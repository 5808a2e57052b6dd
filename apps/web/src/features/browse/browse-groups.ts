import type { TBrowseGroupCounts, TUserCard } from '@quad/contract';
import { LOCAL, local, readJson } from '@/lib/storage';

export type GroupId = keyof TBrowseGroupCounts;

export interface BrowseGroup {
  id: GroupId;
  title: string;
  /** Members in the whole group, loaded or not. */
  count: number;
  users: TUserCard[];
}

const TITLES: Record<GroupId, string> = { new: 'New', active: 'Active', others: 'Others' };

/**
 * Splits the loaded cards into the server's groups. The server sends New, then Active,
 * then Others, and says how many each holds, so position decides the group.
 */
export function groupCards(cards: TUserCard[], counts: TBrowseGroupCounts): BrowseGroup[] {
  const fresh = cards.slice(0, counts.new);
  const active = cards.slice(counts.new, counts.new + counts.active);
  const others = cards.slice(counts.new + counts.active);
  return (
    [
      ['new', fresh],
      ['active', active],
      ['others', others],
    ] as const
  ).map(([id, users]) => ({ id, title: TITLES[id], count: counts[id], users }));
}

export type Collapsed = Partial<Record<GroupId, boolean>>;

export const loadCollapsed = (): Collapsed => readJson<Collapsed>(local.get(LOCAL.browseGroupsCollapsed), {});
export const saveCollapsed = (value: Collapsed): void => local.set(LOCAL.browseGroupsCollapsed, JSON.stringify(value));
