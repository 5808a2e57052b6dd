import { useEffect, useState } from 'react';

/**
 * The current time for a countdown to `until` (epoch ms): it ticks every second until that
 * moment has passed, then rests. Null: nothing to count down to. `since` is a moment known
 * to have passed (when the countdown was set): the clock may have rested until then.
 */
export function useNow(until: number | null, since = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return Math.max(now, since);
}
