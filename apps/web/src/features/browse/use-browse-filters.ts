import { useCallback, useEffect, useMemo, useState } from 'react';
import { BROWSE_FILTER_DEBOUNCE_MS, type TBrowseFilters, type TCurrentUser } from '@quad/contract';
import { filtersFor, loadFilters, sameFilters, saveFilters } from './browse-filters';

export interface BrowseFiltersState {
  /** What the panel shows. */
  draft: TBrowseFilters;
  /** What the results are for: the draft 500 ms after the last change, or at once on Show Results. */
  applied: TBrowseFilters;
  defaults: TBrowseFilters;
  change(next: TBrowseFilters): void;
  apply(): void;
  reset(): void;
}

/** The browse filters: kept in local storage, defaults from the member, applied after a pause. */
export function useBrowseFilters(user: TCurrentUser): BrowseFiltersState {
  const defaults = useMemo(() => filtersFor(user), [user]);
  const [draft, setDraft] = useState(() => loadFilters(defaults));
  const [applied, setApplied] = useState(draft);

  useEffect(() => {
    if (sameFilters(draft, applied)) return;
    const id = window.setTimeout(() => setApplied(draft), BROWSE_FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [draft, applied]);

  const change = useCallback((next: TBrowseFilters) => {
    setDraft(next);
    saveFilters(next);
  }, []);
  const apply = useCallback(() => setApplied(draft), [draft]);
  const reset = useCallback(() => {
    setDraft(defaults);
    setApplied(defaults);
    saveFilters(defaults);
  }, [defaults]);

  return { draft, applied, defaults, change, apply, reset };
}
