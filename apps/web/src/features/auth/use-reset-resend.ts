import { useState } from 'react';
import { useClock } from '@/lib/use-clock';
import { readResetCounter, recordResetResend, resetResendStatus, type ResendCounter } from './resend-schedule';

/**
 * Password-reset resends: waits of 30 s, 60 s, then 120 s, at most 5 (member-app.md
 * section 9), counted per e-mail in session storage. `send` does the call and
 * answers its message, or null when it failed.
 */
export function useResetResend(email: string) {
  const [{ counter, since }, setState] = useState(() => ({
    counter: readResetCounter(email, Date.now()),
    since: Date.now(),
  }));
  const setCounter = (next: ResendCounter | null) => setState({ counter: next, since: Date.now() });
  const now = useClock(1000, { until: counter?.nextAt ?? null, since });
  const status = resetResendStatus(counter, now);

  async function resend(send: () => Promise<string | null>) {
    if (status.remaining <= 0 || status.waitMs > 0) return;
    const message = await send();
    if (message === null) return;
    setCounter(recordResetResend(email, Date.now()));
  }

  return { resend, remaining: status.remaining, waitMs: status.waitMs };
}
