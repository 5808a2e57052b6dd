import { describe, expect, it } from 'vitest';
import { GENDERS, MSG, type TGender } from '@quad/contract';
import { createMember } from '@/test-support/accounts';
import { connectSocket, useSockets } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { send, setPaid, setPaymentThresholds } from './chat.test-support';

const t = useTestApp();
const sockets = useSockets(t, { advanceClockMs: 60_000 });

interface Case {
  paid: boolean;
  gender: TGender;
  threshold: 'past' | 'below';
  existing: boolean;
}

const cases: Case[] = [true, false].flatMap((paid) =>
  GENDERS.flatMap((gender) =>
    (['past', 'below'] as const).flatMap((threshold) =>
      [true, false].map((existing) => ({ paid, gender, threshold, existing })),
    ),
  ),
);

/** The rule of member-app.md section 1, written out once more to check the server against. */
const expectedToNeedPayment = (c: Case): boolean =>
  !c.paid && c.gender !== 'man' && c.threshold === 'past' && !c.existing;

describe('the payment gate on send_message', () => {
  it.each(cases)(
    'sender paid=$paid, recipient $gender, institution $threshold threshold, existing conversation=$existing',
    async (c) => {
      await setPaymentThresholds(t, c.threshold);
      const sender = await createMember(t, { gender: 'man', orientation: 'ambiphilic' });
      const recipient = await createMember(t, { gender: c.gender, orientation: 'ambiphilic' });
      if (c.paid) await setPaid(t, sender.id);
      const senderSocket = await sockets.connect(sender.token);
      if (c.existing) {
        // The recipient wrote first (paid, so their own gate does not get in the way).
        await setPaid(t, recipient.id);
        const recipientSocket = await sockets.connect(recipient.token);
        expect((await send(recipientSocket, { recipient_id: sender.id, message: 'hi there' })).ok).toBe(true);
      }

      const ack = await send(senderSocket, { recipient_id: recipient.id, message: 'hello' });
      if (expectedToNeedPayment(c)) {
        expect(ack).toEqual({ ok: false, msg: MSG.paymentRequiredToStart, code: 'payment_required' });
        expect(MSG.paymentRequiredToStart).toContain('Payment required');
      } else {
        expect(ack.ok).toBe(true);
      }
    },
  );

  it('lets an unpaid member reply once a woman wrote first, and lets administrators start freely', async () => {
    await setPaymentThresholds(t, 'past');
    const man = await createMember(t, { gender: 'man' });
    const woman = await createMember(t, { gender: 'woman' });
    const admin = await createMember(t, { gender: 'man', isAdmin: true });
    const [m, w, a] = await Promise.all([man, woman, admin].map((x) => connectSocket(t, x.token)));
    sockets.keep(m!, w!, a!);
    expect(await send(m!, { recipient_id: woman.id })).toEqual({
      ok: false,
      msg: MSG.paymentRequiredToStart,
      code: 'payment_required',
    });
    expect((await send(w!, { recipient_id: man.id })).ok).toBe(true);
    expect((await send(m!, { recipient_id: woman.id })).ok).toBe(true);
    expect((await send(a!, { recipient_id: woman.id })).ok).toBe(true);
  });
});
