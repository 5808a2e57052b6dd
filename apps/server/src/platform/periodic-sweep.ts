import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` every `intervalMs` on this instance once the server is ready (0 turns it off
 * here), one sweep at a time: a slow sweep delays the next instead of overlapping it. A
 * failure is logged as "{what} failed" and the next tick tries again. Closing stops the
 * timer and waits for a sweep in progress.
 */
export function registerPeriodicSweep(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  sweep: () => Promise<unknown>,
): void {
  if (intervalMs === 0) return;
  const { ctx } = app;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = running.then(sweep).catch((err: unknown) => ctx.log.warn({ err }, `${what} failed`));
    }, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
