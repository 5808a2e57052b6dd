import {
  PAYMENT_MSG,
  type TAdminPaymentResult,
  type TPaymentType,
  type ZPaymentStatusUpdateRequest,
} from '@quad/contract';
import type { z } from 'zod';
import type { AppContext } from '@/app-context';
import { payments } from '@/db/schema/index';
import { Conflict } from '@/platform/errors';
import { hasPendingRecords, loadReviewer, lockUser, roundCents, updateMemberPayment } from './payment-records';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { emitPaymentStatus } from './payment-status.events';
import { presentAdminPayment, presentPaymentState } from './payments.presenter';

type StatusBody = z.output<typeof ZPaymentStatusUpdateRequest>;

const DESCRIPTIONS: Record<TPaymentType, string> = {
  PAYMENT: 'Payment recorded by an administrator',
  REFUND: 'Refund recorded by an administrator',
  ADJUSTMENT: 'Adjustment recorded by an administrator',
};

/**
 * What the member still owes after this transaction. Paid means nothing remains. Otherwise
 * the administrator's figure, or what was owed before (the full price when nothing was
 * recorded) less the money received: a partial payment leaves the rest, a refund adds back.
 */
export function remainingAfter(
  member: { isPaid: boolean; remainingAmount: number | null },
  body: Pick<StatusBody, 'is_paid' | 'amount' | 'remaining_amount'>,
  price: number,
): number | null {
  if (body.is_paid) return 0;
  if (body.remaining_amount !== undefined) return body.remaining_amount;
  const owedBefore = member.remainingAmount ?? (member.isPaid ? 0 : price);
  return Math.max(0, roundCents(owedBefore - body.amount));
}

/**
 * An administrator sets the member's payment status by hand and records the transaction
 * (payment, refund or adjustment; any amount, zero included). The member stays on the
 * pending list when asked to, or while one of their records still waits for review.
 */
export async function updatePaymentStatus(
  ctx: AppContext,
  adminId: number,
  userId: number,
  body: StatusBody,
): Promise<TAdminPaymentResult> {
  const [settings, admin] = await Promise.all([ctx.settings.all(), loadReviewer(ctx.db, adminId)]);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId, PAYMENT_MSG.userNotFound);
    if (user.isAdmin) throw new Conflict(PAYMENT_MSG.adminsNeverPay);
    const remaining = remainingAfter(user, body, settings.payment_amount);
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        transactionType: body.payment_type,
        description: DESCRIPTIONS[body.payment_type],
        amount: body.amount,
        currency: settings.payment_currency,
        remainingAmount: remaining,
        status: 'recorded',
        source: 'admin',
        paymentCode: user.paymentCode,
        userPaidStatusAfter: body.is_paid,
        paymentNotesToUser: body.payment_notes_to_user ?? null,
        adminNotes: body.admin_note ?? null,
        reviewedById: admin.id,
        reviewedAt: now,
        submittedAt: now,
      })
      .returning();
    const member = await updateMemberPayment(
      tx,
      userId,
      {
        isPaid: body.is_paid,
        paidAt: body.is_paid ? (user.paidAt ?? now) : null,
        remainingAmount: remaining,
        isUnderPaymentReview: body.add_to_pending || (await hasPendingRecords(tx, userId)),
      },
      now,
    );
    await recordAdminAction(tx, {
      adminId: admin.id,
      targetUserId: userId,
      actionType: 'payment_status_update',
      notes: {
        admin_notes: body.admin_note ?? null,
        payment_id: payment!.id,
        is_paid: body.is_paid,
        amount: body.amount,
        payment_type: body.payment_type,
        remaining_amount: remaining,
        add_to_pending: body.add_to_pending,
      },
      at: now,
    });
    return { payment: payment!, member };
  });
  await emitPaymentStatus(ctx, userId);
  return {
    msg: PAYMENT_MSG.statusUpdated,
    payment: presentAdminPayment(result.payment, admin),
    user: { id: userId, ...presentPaymentState(result.member) },
  };
}
