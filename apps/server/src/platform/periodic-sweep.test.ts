import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import type { AppContext } from '@/app-context';
import { registerPeriodicSweep } from './periodic-sweep';

function appWithLog() {
  const app = Fastify();
  const warn = vi.fn();
  app.decorate('ctx', { log: { warn } } as unknown as AppContext);
  return { app, warn };
}

it('sweeps one at a time, carries on after a failure, and closing waits for the sweep in progress', async () => {
  const { app, warn } = appWithLog();
  let running = 0;
  let overlapped = false;
  let runs = 0;
  let finishedLast = false;
  registerPeriodicSweep(app, 'test sweep', 5, async () => {
    runs++;
    running++;
    overlapped ||= running > 1;
    finishedLast = false;
    // Slower than the interval: ticks arrive while this sweep still runs.
    await new Promise((resolve) => setTimeout(resolve, 20));
    running--;
    finishedLast = true;
    if (runs === 2) throw new Error('database away');
  });
  await app.ready();
  await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
  await app.close();
  expect(overlapped).toBe(false);
  expect(finishedLast).toBe(true);
  expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test sweep failed');
});

it('does nothing when the interval is 0', async () => {
  const { app } = appWithLog();
  const sweep = vi.fn(async () => undefined);
  registerPeriodicSweep(app, 'test sweep', 0, sweep);
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 30));
  await app.close();
  expect(sweep).not.toHaveBeenCalled();
});
