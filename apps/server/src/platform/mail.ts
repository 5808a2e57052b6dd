import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (nodemailer passes them through). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Checks the transport can send (used by health checks and the Testing tab). */
  verify(): Promise<void>;
  close(): void;
}

interface MailerOptions {
  from: string;
  smtpUrl: string | undefined;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set; otherwise every e-mail is rendered to an .eml file in the
 * outbox folder and summarised in the log, so a laptop install works with no mail server.
 */
export function createMailer({ from, smtpUrl, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    async verify() {
      await mkdir(outboxDir, { recursive: true });
    },
    close: () => transport.close(),
  };
}

/** The same mailer, telling `onFailure` of every e-mail that could not be sent (the error still reaches the caller). */
export function countingFailures(mailer: Mailer, onFailure: () => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        onFailure();
        throw err;
      }
    },
    verify: () => mailer.verify(),
    close: () => mailer.close(),
  };
}
