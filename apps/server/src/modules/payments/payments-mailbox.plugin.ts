import type { FastifyInstance } from 'fastify';
import { ingestPaymentEmail } from './payment-intake.service';
import { parseMailboxUrl, PaymentsMailboxReader } from './payments-mailbox.reader';

/**
 * With PAYMENTS_IMAP_URL set, the payments mailbox is read once the app is ready and every
 * PAYMENTS_IMAP_INTERVAL_SECONDS after; closing the app waits for the round in progress.
 */
export function registerPaymentsMailbox(app: FastifyInstance): void {
  const { config } = app.ctx;
  if (!config.paymentsImapUrl) return;
  const reader = new PaymentsMailboxReader({
    address: parseMailboxUrl(config.paymentsImapUrl),
    intervalMs: config.paymentsImapIntervalMs,
    log: app.log.child({ module: 'payments-mailbox' }),
    ingest: (source) => ingestPaymentEmail(app.ctx, source),
  });
  app.addHook('onReady', async () => reader.start());
  app.addHook('preClose', async () => reader.stop());
}
