import { useEffect, useState } from 'react';

/** A countdown to `until` (epoch ms); null: nothing to count down to. */
export interface Countdown {
  until: number | null;
  /** A moment known to have passed (when the countdown was set): the clock may have rested until then. */
  since?: number;
}

/**
 * The current time, renewed every `intervalMs`: for lines that age ("Active 5 minutes ago")
 * and, with a countdown, for waits; then it ticks only until `until` has passed, and rests.
 */
export function useClock(intervalMs: number, countdown?: Countdown): number {
  const [now, setNow] = useState(() => Date.now());
  const until = countdown?.until;
  useEffect(() => {
    if (until === null) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (until !== undefined && t >= until) window.clearInterval(id);
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, until]);
  return Math.max(now, countdown?.since ?? 0);
}
