import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments, users } from '@/db/schema/index';
import { startImapServer, type TestImapServer } from '@/test-support/imap-server';
import { createTestApp, useTestApp } from '@/test-support/test-app';
import { ingestPaymentEmail } from './payment-intake.service';
import { parseMailboxUrl, PaymentsMailboxReader } from './payments-mailbox.reader';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}.eml`, import.meta.url), 'utf8').replace(/\r?\n/g, '\r\n');

const t = useTestApp();
let imap: TestImapServer;
let memberId: number;
beforeEach(async () => {
  imap = await startImapServer();
  await t.ctx.db.delete(payments);
  await t.ctx.db.delete(users);
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      email: `${randomBytes(4).toString('hex')}@ucalgary.ca`,
      username: 'SwiftOtter4821',
      institutionId: 'ucalgary',
      age: 24,
      gender: 'man',
      orientation: 'gynephilic',
      heightInches: 70,
      emailVerified: true,
      paymentCode: 'K7M3QX9P',
    })
    .returning({ id: users.id });
  memberId = row!.id;
});
afterEach(async () => {
  await imap.close();
});

function reader(ingest = (source: Buffer) => ingestPaymentEmail(t.ctx, source)): PaymentsMailboxReader {
  return new PaymentsMailboxReader({ address: parseMailboxUrl(imap.url), intervalMs: 60_000, log: t.app.log, ingest });
}

describe('payments mailbox reader', () => {
  it('stores notifications as pending payments, matched by payment code, and marks them seen', async () => {
    await imap.deliver(fixture('en-autodeposit'));
    await imap.deliver(fixture('en-no-message'));
    await imap.deliver(fixture('not-interac-statement'));
    const alreadyRead = await imap.deliver(fixture('en-thousands'), ['\\Seen']);

    expect(await reader().pollOnce()).toEqual({ stored: 2, duplicate: 0, ignored: 1, failed: 0 });
    expect(await imap.unseen()).toEqual([]);

    const rows = await t.ctx.db.select().from(payments).orderBy(payments.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: memberId,
      status: 'pending',
      source: 'mailbox',
      amount: 20,
      currency: 'CAD',
      senderName: 'JANE DOE',
      transactionId: 'CA1abcXyz',
      paymentCode: 'K7M3QX9P',
      intakeKey: 'CA1abcXyz',
      intake: expect.objectContaining({ reference_number: 'CA1abcXyz', message: 'SwiftOtter4821 K7M3QX9P' }),
    });
    expect(rows[1]).toMatchObject({
      userId: null,
      status: 'pending',
      amount: 20,
      senderName: 'ALEX KIM',
      intake: expect.objectContaining({ reference_number: 'CA2bCdEfGh', unmatched_reason: 'No message' }),
    });
    const [member] = await t.ctx.db.select().from(users).where(eq(users.id, memberId));
    expect(member!.isUnderPaymentReview).toBe(true);
    // The message that was already read stays as it was and is not stored.
    expect(rows.some((r) => r.transactionId === 'CA4gHjKmNp')).toBe(false);
    expect(alreadyRead).toBeGreaterThan(0);
  });

  it('stores a notification once, however often it arrives', async () => {
    await imap.deliver(fixture('en-autodeposit'));
    expect((await reader().pollOnce()).stored).toBe(1);
    await imap.deliver(fixture('en-autodeposit'));
    await imap.deliver(fixture('en-autodeposit'));
    expect(await reader().pollOnce()).toEqual({ stored: 0, duplicate: 2, ignored: 0, failed: 0 });
    expect(await t.ctx.db.select().from(payments)).toHaveLength(1);
    expect(await imap.unseen()).toEqual([]);
  });

  it('leaves a message unseen when it could not be stored, and stores it next round', async () => {
    const uid = await imap.deliver(fixture('en-autodeposit'));
    const failing = reader(async () => {
      throw new Error('database unavailable');
    });
    expect(await failing.pollOnce()).toEqual({ stored: 0, duplicate: 0, ignored: 0, failed: 1 });
    expect(await imap.unseen()).toEqual([uid]);

    expect((await reader().pollOnce()).stored).toBe(1);
    expect(await imap.unseen()).toEqual([]);
  });

  it('is read by the server when PAYMENTS_IMAP_URL is set, and stops when the server closes', async () => {
    await imap.deliver(fixture('en-code-spaces'));
    const app = await createTestApp({ config: { paymentsImapUrl: imap.url, paymentsImapIntervalMs: 100 } });
    try {
      const deadline = Date.now() + 10_000;
      let rows: (typeof payments.$inferSelect)[] = [];
      while (rows.length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        rows = await app.ctx.db.select().from(payments);
      }
      expect(rows).toEqual([expect.objectContaining({ transactionId: 'CA5kLmNoPq', userId: null })]);
    } finally {
      await app.close();
    }
  });
});

describe('PAYMENTS_IMAP_URL', () => {
  it('reads the address, credentials and folder', () => {
    expect(parseMailboxUrl('imaps://pay%40quad.ca:p%2Fss@mail.example.com/Payments%20In')).toEqual({
      host: 'mail.example.com',
      port: 993,
      secure: true,
      user: 'pay@quad.ca',
      pass: 'p/ss',
      mailbox: 'Payments In',
    });
    expect(parseMailboxUrl('imap://u:p@localhost:1143')).toMatchObject({ port: 1143, secure: false, mailbox: 'INBOX' });
    expect(() => parseMailboxUrl('https://mail.example.com')).toThrow(/imaps:\/\/ or imap:\/\//);
  });
});
