import type { FastifyInstance } from 'fastify';
import { sendEmailNudges } from './email-nudge.service';
import { pushNewMessage } from './push-fanout.service';

/**
 * New messages are pushed as they are stored; every EMAIL_NUDGE_INTERVAL_SECONDS each
 * instance sweeps for unread messages to e-mail about (instances claim conversations in the
 * database, so sweeping on all of them sends each e-mail once). Closing waits for a sweep.
 */
export function registerNotifications(app: FastifyInstance): void {
  const { ctx } = app;
  ctx.background.on('message_stored', async ({ message }) => {
    await pushNewMessage(ctx, message);
  });
  const intervalMs = ctx.config.emailNudgeIntervalMs;
  if (intervalMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let sweep: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep = sweep
        .then(() => sendEmailNudges(ctx))
        .catch((err: unknown) => ctx.log.warn({ err }, 'e-mail nudge sweep failed'));
    }, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await sweep;
  });
}
