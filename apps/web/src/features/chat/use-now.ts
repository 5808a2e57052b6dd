import { useEffect, useState } from 'react';
import { STATUS_REFRESH_MS } from '@quad/contract/constants';

/** The current time, refreshed every 30 s, for status lines that age ("Active 5 minutes ago"). */
export function useStatusClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
