import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { IntakeOutcome } from './payment-intake.service';

export interface MailboxAddress {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

/** `imaps://user:pass@host[:993]/Folder` or `imap://…[:143]/…` (STARTTLS when offered); folder INBOX by default. */
export function parseMailboxUrl(url: string): MailboxAddress {
  const u = new URL(url);
  if (u.protocol !== 'imaps:' && u.protocol !== 'imap:') {
    throw new Error('PAYMENTS_IMAP_URL must start with imaps:// or imap://');
  }
  const secure = u.protocol === 'imaps:';
  const mailbox = decodeURIComponent(u.pathname.replace(/^\/+/, ''));
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    mailbox: mailbox || 'INBOX',
  };
}

export interface PollResult {
  stored: number;
  duplicate: number;
  ignored: number;
  failed: number;
}

export interface MailboxReaderOptions {
  address: MailboxAddress;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Stores one raw e-mail; resolves once it is safely kept (or deliberately ignored). */
  ingest: (source: Buffer) => Promise<IntakeOutcome>;
}

/**
 * Reads the payments mailbox every interval: each unseen message is handed to `ingest`,
 * and marked seen only once that succeeded, so a failure (database down, crash) leaves it
 * to the next round. One round at a time; stop() waits for the current one.
 */
export class PaymentsMailboxReader {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;
  private client: ImapFlow | undefined;
  private stopped = false;

  constructor(private readonly options: MailboxReaderOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.current) {
      // A round stuck on the network ends when its connection closes.
      const stuck = setTimeout(() => this.client?.close(), 5_000);
      await this.current.catch(() => undefined);
      clearTimeout(stuck);
    }
  }

  /** One round: connect, read what is unseen, log out. */
  async pollOnce(): Promise<PollResult> {
    const { address, log } = this.options;
    // Loaded on the first round: a server without a payments mailbox never pays for it.
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host: address.host,
      port: address.port,
      secure: address.secure,
      auth: { user: address.user, pass: address.pass },
      logger: false,
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      socketTimeout: 120_000,
    });
    // A dropped connection is reported by the failing command; the event must not crash the process.
    client.on('error', (err: unknown) => log.warn({ err }, 'payments mailbox connection error'));
    this.client = client;
    await client.connect();
    try {
      const lock = await client.getMailboxLock(address.mailbox);
      try {
        return await readUnseen(client, this.options);
      } finally {
        lock.release();
      }
    } finally {
      this.client = undefined;
      await client.logout().catch(() => client.close());
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.current = this.pollOnce()
        .then((result) => {
          if (result.stored + result.failed > 0) this.options.log.info(result, 'payments mailbox read');
        })
        .catch((err: unknown) => this.options.log.warn({ err }, 'payments mailbox could not be read'))
        .finally(() => {
          this.current = undefined;
          this.schedule(this.options.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}

/** The part of ImapFlow a round uses, with the mailbox already selected. */
export type SelectedMailbox = Pick<ImapFlow, 'search' | 'fetchOne' | 'messageFlagsAdd'>;

export async function readUnseen(
  client: SelectedMailbox,
  { ingest, log }: Pick<MailboxReaderOptions, 'ingest' | 'log'>,
): Promise<PollResult> {
  const result: PollResult = { stored: 0, duplicate: 0, ignored: 0, failed: 0 };
  const uids = (await client.search({ seen: false }, { uid: true })) || [];
  for (const uid of uids) {
    try {
      // BODY.PEEK: fetching does not mark the message seen by itself.
      const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
      if (!message || !message.source) continue;
      const outcome = await ingest(message.source);
      result[outcome] += 1;
      await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    } catch (err) {
      result.failed += 1;
      log.warn({ err, uid }, 'payment e-mail not stored; it stays unseen for the next round');
    }
  }
  return result;
}
