import { useEffect, useState } from 'react';

/**
 * The current time for a countdown to `until` (epoch ms): it ticks every second until that
 * moment has passed, then rests. Null: nothing to count down to.
 */
export function useNow(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(id);
    };
    // The first tick at once: the clock may have rested since the last countdown.
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [until]);
  return now;
}
