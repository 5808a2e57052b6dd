import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface FiltersDrawerValue {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
}

const FiltersDrawerContext = createContext<FiltersDrawerValue | null>(null);

/** The browse filter drawer is opened from the top bar's Filters button. */
export function FiltersDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen, toggle: () => setOpen((o) => !o) }), [open]);
  return <FiltersDrawerContext.Provider value={value}>{children}</FiltersDrawerContext.Provider>;
}

export function useFiltersDrawer(): FiltersDrawerValue {
  const value = useContext(FiltersDrawerContext);
  if (!value) throw new Error('useFiltersDrawer outside FiltersDrawerProvider');
  return value;
}
