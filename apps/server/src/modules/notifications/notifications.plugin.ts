import type { FastifyInstance } from 'fastify';
import { sendEmailNudges } from './email-nudge.service';
import { pushNewMessage } from './push-fanout.service';
import { registerPeriodicSweep } from '@/platform/periodic-sweep';

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
  registerPeriodicSweep(app, 'e-mail nudge sweep', ctx.config.emailNudgeIntervalMs, () => sendEmailNudges(ctx));
}
