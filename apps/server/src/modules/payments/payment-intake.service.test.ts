import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { payments, users } from '@/db/schema/index';
import { createMember, type TestMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { ingestPaymentEmail } from './payment-intake.service';
import { claimPayment } from './payments.service';

const t = useTestApp();
beforeEach(async () => {
  await t.ctx.db.delete(payments);
});

/** A member with a known payment code. */
async function memberWithCode(code: string): Promise<TestMember> {
  const m = await createMember(t);
  await t.ctx.db.update(users).set({ paymentCode: code }).where(eq(users.id, m.id));
  return m;
}

/** A fixture whose sender's message is replaced. */
function notification(message: string, reference = 'CA1abcXyz'): Buffer {
  const text = readFileSync(new URL('./fixtures/en-autodeposit.eml', import.meta.url), 'utf8')
    .replace('Message: SwiftOtter4821 K7M3QX9P', `Message: ${message}`)
    .replace('CA1abcXyz', reference);
  return Buffer.from(text);
}

const rows = () => t.ctx.db.select().from(payments).orderBy(payments.id);

describe('payment intake', () => {
  it('matches the member by a code typed in lower case and in groups', async () => {
    const m = await memberWithCode('T6QX4JCV');
    expect(await ingestPaymentEmail(t.ctx, notification('hello t6qx 4jcv thanks', 'CA1lower01'))).toBe('stored');
    expect(await rows()).toEqual([
      expect.objectContaining({ userId: m.id, paymentCode: 'T6QX4JCV', status: 'pending', source: 'mailbox' }),
    ]);
    const [member] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(member!.isUnderPaymentReview).toBe(true);
  });

  it('completes the claim the member already made instead of adding a second record', async () => {
    const m = await memberWithCode('H3WN8RZE');
    await claimPayment(t.ctx, m.id, { sender_name: 'Jane', amount: 25 });
    expect(await ingestPaymentEmail(t.ctx, notification(`${m.username} H3WN8RZE`, 'CA1merge01'))).toBe('stored');
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      userId: m.id,
      source: 'member_claim',
      status: 'pending',
      amount: 20,
      senderName: 'JANE DOE',
      transactionId: 'CA1merge01',
      intakeKey: 'CA1merge01',
      intake: expect.objectContaining({ claimed_amount: 25, claimed_sender_name: 'Jane', amount: 20 }),
    });
  });

  it('lets the username decide between codes of two members, and guesses nobody otherwise', async () => {
    const a = await memberWithCode('A2B3C4D5');
    await memberWithCode('E6F7G8H9');
    expect(await ingestPaymentEmail(t.ctx, notification(`A2B3C4D5 or E6F7G8H9? I am ${a.username}`, 'CA1two001'))).toBe(
      'stored',
    );
    expect(await ingestPaymentEmail(t.ctx, notification('A2B3C4D5 E6F7G8H9', 'CA1two002'))).toBe('stored');
    const [first, second] = await rows();
    expect(first).toMatchObject({ userId: a.id });
    expect(second).toMatchObject({
      userId: null,
      intake: expect.objectContaining({ unmatched_reason: 'Payment codes of several members' }),
    });
  });

  it('leaves unknown codes and deleted members unmatched', async () => {
    const gone = await memberWithCode('J2K3M4N5');
    await t.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    expect(await ingestPaymentEmail(t.ctx, notification('J2K3M4N5', 'CA1gone001'))).toBe('stored');
    expect(await ingestPaymentEmail(t.ctx, notification('ZZZZ2222', 'CA1none001'))).toBe('stored');
    expect((await rows()).map((r) => [r.userId, (r.intake as { unmatched_reason: string }).unmatched_reason])).toEqual([
      [null, 'No member has this payment code'],
      [null, 'No member has this payment code'],
    ]);
  });

  it('ignores e-mails that are not money received', async () => {
    for (const name of ['not-interac-statement', 'interac-outgoing', 'interac-request']) {
      const source = readFileSync(new URL(`./fixtures/${name}.eml`, import.meta.url));
      expect(await ingestPaymentEmail(t.ctx, source)).toBe('ignored');
    }
    expect(await rows()).toEqual([]);
  });
});
