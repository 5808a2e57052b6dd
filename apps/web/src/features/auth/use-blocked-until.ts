import { useCallback, useEffect, useState } from 'react';
import { useClock } from '@/lib/use-clock';
import { clearBlockedUntil, readBlockedUntil, storeBlockedUntil } from './blocked-until';

export interface Block {
  /** Milliseconds left, 0 when not blocked. */
  remainingMs: number;
  blocked: boolean;
  block(until: number): void;
}

function read(key: string | null) {
  const now = Date.now();
  return { key, until: key ? readBlockedUntil(key, now) : null, since: now };
}

/**
 * A block remembered under `key` (null: no e-mail yet, nothing to remember). It survives
 * reloads, counts down every second and ends by itself at expiry.
 */
export function useBlockedUntil(key: string | null): Block {
  const [state, setState] = useState(() => read(key));
  let current = state;
  if (state.key !== key) {
    // Another e-mail: its own block, if any (adjusting state while rendering, as React advises).
    current = read(key);
    setState(current);
  }
  const { until, since } = current;
  const now = useClock(1000, { until, since });
  const remainingMs = until === null ? 0 : Math.max(0, until - now);

  useEffect(() => {
    if (key && until !== null && remainingMs === 0) clearBlockedUntil(key);
  }, [key, until, remainingMs]);

  const block = useCallback(
    (at: number) => {
      if (key) storeBlockedUntil(key, at);
      setState({ key, until: at, since: Date.now() });
    },
    [key],
  );
  return { remainingMs, blocked: remainingMs > 0, block };
}
