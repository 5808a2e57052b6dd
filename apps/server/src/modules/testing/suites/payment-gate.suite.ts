import { eq } from 'drizzle-orm';
import { users } from '@/db/schema/index';
import {
  forgetInstitutionPaymentStates,
  institutionPaymentState,
} from '@/modules/payments/institution-payment.service';
import { requiresPayment, type PaymentGateSender } from '@/modules/payments/payment-gate.policy';
import { createThrowawayInstitution, createThrowawayMember, type ThrowawayMember } from '../throwaway-members';
import { check, type TestCaseContext, type TestSuiteDefinition } from '../test-suite.types';

const THRESHOLD = 2;

interface GateSetup {
  institutionId: string;
  domain: string;
  sender: ThrowawayMember;
  women: ThrowawayMember[];
}

function setup(t: TestCaseContext): GateSetup {
  const s = t.state.get('gate') as GateSetup | undefined;
  check(s, 'No throwaway institution: the set-up test did not succeed');
  return s;
}

async function senderOf(t: TestCaseContext, id: number): Promise<PaymentGateSender> {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  check(row, `Member ${id} is gone`);
  return { isAdmin: row.isAdmin, isPaid: row.isPaid, institutionId: row.institutionId };
}

async function activeCount(t: TestCaseContext, institutionId: string): Promise<number> {
  forgetInstitutionPaymentStates(t.ctx);
  return (await institutionPaymentState(t.ctx, institutionId)).activeWomenNonbinaryCount;
}

/** The payment rule for starting conversations, on a throwaway institution with real member rows. */
export const paymentGateSuite: TestSuiteDefinition = {
  id: 'payment-gate',
  name: 'Payment gate rules',
  description: `Creates a throwaway institution with a threshold of ${THRESHOLD} and throwaway members, and checks who must pay to start a conversation: only unpaid members writing first to women or nonbinary members once the threshold is reached. Everything is removed afterwards.`,
  category: 'Payments',
  isDestructive: true,
  productionSafe: false,
  tests: [
    {
      name: 'Below the threshold, starting a chat with a woman is free',
      async run(t) {
        const institutionId = await createThrowawayInstitution(t, THRESHOLD);
        const domain = `${institutionId}.invalid`;
        const sender = await createThrowawayMember(t, {
          institutionId,
          domain,
          gender: 'man',
          orientation: 'gynephilic',
        });
        const woman = await createThrowawayMember(t, { institutionId, domain, gender: 'woman' });
        t.state.set('gate', { institutionId, domain, sender, women: [woman] } satisfies GateSetup);
        const count = await activeCount(t, institutionId);
        check(count === 1, `Expected 1 active woman or nonbinary member, counted ${count}`);
        const pay = await requiresPayment(t.ctx, await senderOf(t, sender.id), { gender: 'woman' }, false);
        check(!pay, 'Payment was required below the threshold');
      },
    },
    {
      name: 'At the threshold, starting a chat with a woman or nonbinary member needs the payment',
      async run(t) {
        const s = setup(t);
        s.women.push(
          await createThrowawayMember(t, { institutionId: s.institutionId, domain: s.domain, gender: 'nonbinary' }),
        );
        const count = await activeCount(t, s.institutionId);
        check(count === THRESHOLD, `Expected ${THRESHOLD} active women or nonbinary members, counted ${count}`);
        const sender = await senderOf(t, s.sender.id);
        check(await requiresPayment(t.ctx, sender, { gender: 'woman' }, false), 'A woman could be written to for free');
        check(
          await requiresPayment(t.ctx, sender, { gender: 'nonbinary' }, false),
          'A nonbinary member could be written to for free',
        );
      },
    },
    {
      name: 'Messaging a man never needs the payment',
      async run(t) {
        const s = setup(t);
        await activeCount(t, s.institutionId);
        check(
          !(await requiresPayment(t.ctx, await senderOf(t, s.sender.id), { gender: 'man' }, false)),
          'Writing to a man required payment',
        );
      },
    },
    {
      name: 'Replying in an existing conversation never needs the payment',
      async run(t) {
        const s = setup(t);
        check(
          !(await requiresPayment(t.ctx, await senderOf(t, s.sender.id), { gender: 'woman' }, true)),
          'A reply required payment',
        );
      },
    },
    {
      name: 'A paid member starts chats freely',
      async run(t) {
        const s = setup(t);
        await t.ctx.db.update(users).set({ isPaid: true, paidAt: t.ctx.clock.now() }).where(eq(users.id, s.sender.id));
        const sender = await senderOf(t, s.sender.id);
        check(sender.isPaid, 'The member was not marked paid');
        check(!(await requiresPayment(t.ctx, sender, { gender: 'woman' }, false)), 'A paid member had to pay');
      },
    },
    {
      name: 'Administrators never pay',
      async run(t) {
        const s = setup(t);
        const admin = await senderOf(t, t.admin.id);
        check(admin.isAdmin, 'The member running the tests is not an administrator');
        const asThere = { ...admin, isPaid: false, institutionId: s.institutionId };
        check(!(await requiresPayment(t.ctx, asThere, { gender: 'woman' }, false)), 'An administrator had to pay');
      },
    },
    {
      name: 'Suspended members do not count towards the threshold',
      async run(t) {
        const s = setup(t);
        await t.ctx.db
          .update(users)
          .set({ isSuspended: true, suspensionReason: 'self-test' })
          .where(eq(users.id, s.women[0]!.id));
        const count = await activeCount(t, s.institutionId);
        check(count === THRESHOLD - 1, `Expected ${THRESHOLD - 1} counted after a suspension, counted ${count}`);
        await t.ctx.db.update(users).set({ isPaid: false }).where(eq(users.id, s.sender.id));
        check(
          !(await requiresPayment(t.ctx, await senderOf(t, s.sender.id), { gender: 'woman' }, false)),
          'Payment was required below the threshold',
        );
      },
    },
  ],
};
