import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@/test-support/accounts';
import { createTestApp, type TestApp } from '@/test-support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];
const waiters: (() => void)[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Undoes quoted-printable soft line breaks and escapes, as a mail client would. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mail over SMTP (SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      mail: 'configured',
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Quad <no-reply@quad.example>' },
    });
  });
  afterAll(async () => t.close());

  it('delivers the verification e-mail, text and HTML, with the code and the report link', async () => {
    const email = uniqueEmail();
    const arrived = new Promise<void>((resolve) => waiters.push(resolve));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password: 'a good password',
        institution_id: 'ucalgary',
        age: 23,
        gender: 'woman',
        orientation: 'ambiphilic',
        height_inches: 66,
      },
    });
    expect(res.statusCode).toBe(201);
    await arrived;
    const code = res.json<{ verification_code: string }>().verification_code;
    const mail = inbox.find((m) => m.to.includes(email))!;
    expect(mail.from).toBe('no-reply@quad.example');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/^Subject: Your Quad verification code$/m);
    expect(body).toMatch(/Content-Type: multipart\/alternative/);
    expect(body).toMatch(/Content-Type: text\/plain/);
    expect(body).toMatch(/Content-Type: text\/html/);
    expect(body).toContain(`Your Quad verification code is ${code}.`);
    const link = `${t.ctx.config.publicUrl}/report-email?email=${encodeURIComponent(email)}&code=${code}`;
    expect(body).toContain(link);
    expect(body).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });
});
