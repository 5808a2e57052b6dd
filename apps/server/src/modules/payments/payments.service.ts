import { and, desc, eq } from 'drizzle-orm';
import {
  formatAmount,
  PAYMENT_MSG,
  type TMyPayments,
  type TPaymentClaimResponse,
  type TPaymentInstructions,
  type ZPaymentClaimRequest,
} from '@quad/contract';
import type { z } from 'zod';
import type { AppContext } from '@/app-context';
import { payments, users } from '@/db/schema/index';
import { isUniqueViolation } from '@/db/errors';
import { Conflict, NotFound } from '@/platform/errors';
import { emitPaymentStatus } from './payment-status.events';
import { presentPayment, presentPaymentState } from './payments.presenter';

const CLAIM_DESCRIPTION = 'e-Transfer reported by member';

async function loadUser(ctx: AppContext, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound(PAYMENT_MSG.userNotFound);
  return user;
}

/** What to send, to whom, and what to write in the e-Transfer message. */
export async function paymentInstructions(ctx: AppContext, userId: number): Promise<TPaymentInstructions> {
  const [user, settings] = await Promise.all([loadUser(ctx, userId), ctx.settings.all()]);
  if (!user.paymentCode) throw new NotFound('No payment code is assigned to this account');
  return {
    amount: formatAmount(settings.payment_amount),
    currency: settings.payment_currency,
    recipient_email: settings.recipient_email,
    payment_code: user.paymentCode,
    username: user.username,
  };
}

/** The member's own status and records, newest first. */
export async function myPayments(ctx: AppContext, userId: number): Promise<TMyPayments> {
  const [user, rows] = await Promise.all([
    loadUser(ctx, userId),
    ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.submittedAt), desc(payments.id)),
  ]);
  return { ...presentPaymentState(user), payments: rows.map(presentPayment) };
}

/**
 * "I have sent the e-Transfer": a pending record and the member on the review list. One open
 * claim at a time; a member already paid, already reviewed, or an administrator is told why not.
 */
export async function claimPayment(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof ZPaymentClaimRequest>,
): Promise<TPaymentClaimResponse> {
  const currency = await ctx.settings.get('payment_currency');
  const now = ctx.clock.now();
  let row: typeof payments.$inferSelect;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new NotFound(PAYMENT_MSG.userNotFound);
      if (user.isAdmin) throw new Conflict(PAYMENT_MSG.adminsNeverPay);
      if (user.isPaid) throw new Conflict(PAYMENT_MSG.alreadyPaid, { code: 'already_paid' });
      const [open] = await tx
        .select({ source: payments.source })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
      if (open) throw new Conflict(open.source === 'mailbox' ? PAYMENT_MSG.transferReceived : PAYMENT_MSG.claimOpen);
      const [inserted] = await tx
        .insert(payments)
        .values({
          userId,
          transactionType: 'PAYMENT',
          description: CLAIM_DESCRIPTION,
          amount: body.amount ?? null,
          currency,
          status: 'pending',
          source: 'member_claim',
          senderName: body.sender_name ?? null,
          paymentCode: user.paymentCode,
          submittedAt: now,
        })
        .returning();
      await tx.update(users).set({ isUnderPaymentReview: true, updatedAt: now }).where(eq(users.id, userId));
      return inserted!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(PAYMENT_MSG.claimOpen);
    throw err;
  }
  await emitPaymentStatus(ctx, userId);
  const user = await loadUser(ctx, userId);
  return { msg: PAYMENT_MSG.claimReceived, payment: presentPayment(row), ...presentPaymentState(user) };
}
