import { eq } from 'drizzle-orm';
import {
  PAYMENT_MSG,
  type TAdminPaymentResult,
  type ZRejectPaymentRequest,
  type ZVerifyPaymentRequest,
} from '@quad/contract';
import type { z } from 'zod';
import type { AppContext } from '@/app-context';
import { payments } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { BadRequest, Conflict, NotFound } from '@/platform/errors';
import { hasPendingRecords, loadReviewer, lockUser, updateMemberPayment } from './payment-records';
import { recordAdminAction } from '@/modules/admin/admin-actions.repository';
import { emitPaymentStatus } from './payment-status.events';
import { presentAdminPayment, presentPaymentState } from './payments.presenter';

type VerifyBody = z.output<typeof ZVerifyPaymentRequest>;
type RejectBody = z.output<typeof ZRejectPaymentRequest>;

async function lockPendingPayment(tx: Tx, paymentId: number) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new NotFound(PAYMENT_MSG.paymentNotFound);
  if (payment.status !== 'pending') throw new Conflict(PAYMENT_MSG.alreadyReviewed);
  return payment;
}

/**
 * The administrator found the money: the member is paid with nothing remaining, the record
 * is verified, and the member leaves the pending list (unless another record still waits).
 * An e-Transfer that matched nobody is verified for the member the administrator names.
 */
export async function verifyPayment(
  ctx: AppContext,
  adminId: number,
  paymentId: number,
  body: VerifyBody,
): Promise<TAdminPaymentResult> {
  const [price, admin] = await Promise.all([ctx.settings.get('payment_amount'), loadReviewer(ctx.db, adminId)]);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, paymentId);
    if (payment.userId !== null && body.user_id !== undefined && body.user_id !== payment.userId) {
      throw new BadRequest('This payment belongs to another member.');
    }
    const userId = payment.userId ?? body.user_id;
    if (userId === undefined) throw new BadRequest(PAYMENT_MSG.chooseMember);
    const user = await lockUser(tx, userId, PAYMENT_MSG.userNotFound);
    if (user.isAdmin) throw new Conflict(PAYMENT_MSG.adminsNeverPay);

    const [updated] = await tx
      .update(payments)
      .set({
        userId,
        status: 'verified',
        transactionId: body.transaction_id ?? payment.transactionId,
        amount: payment.amount ?? price,
        remainingAmount: 0,
        userPaidStatusAfter: true,
        adminNotes: body.admin_notes ?? null,
        paymentCode: payment.paymentCode ?? user.paymentCode,
        reviewedById: admin.id,
        reviewedAt: now,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    const member = await updateMemberPayment(
      tx,
      userId,
      {
        isPaid: true,
        paidAt: user.paidAt ?? now,
        remainingAmount: 0,
        isUnderPaymentReview: await hasPendingRecords(tx, userId, paymentId),
      },
      now,
    );
    await recordAdminAction(tx, {
      adminId: admin.id,
      targetUserId: userId,
      actionType: 'payment_verified',
      notes: {
        admin_notes: body.admin_notes ?? null,
        payment_id: paymentId,
        transaction_id: updated!.transactionId,
        amount: updated!.amount,
      },
      at: now,
    });
    return { payment: updated!, member };
  });
  await emitPaymentStatus(ctx, result.member.id);
  return {
    msg: PAYMENT_MSG.verified,
    payment: presentAdminPayment(result.payment, admin),
    user: { id: result.member.id, ...presentPaymentState(result.member) },
  };
}

/**
 * The payment could not be found: the record is rejected with the reason shown to the
 * member, whose paid status does not change; they leave the pending list.
 */
export async function rejectPayment(
  ctx: AppContext,
  adminId: number,
  paymentId: number,
  body: RejectBody,
): Promise<TAdminPaymentResult> {
  const admin = await loadReviewer(ctx.db, adminId);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, paymentId);
    const user = payment.userId === null ? null : await lockUser(tx, payment.userId, PAYMENT_MSG.userNotFound);
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'rejected',
        userPaidStatusAfter: user?.isPaid ?? null,
        remainingAmount: user?.remainingAmount ?? null,
        paymentNotesToUser: body.reason,
        adminNotes: body.admin_notes ?? null,
        reviewedById: admin.id,
        reviewedAt: now,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    const member = user
      ? await updateMemberPayment(
          tx,
          user.id,
          { isUnderPaymentReview: await hasPendingRecords(tx, user.id, paymentId) },
          now,
        )
      : null;
    await recordAdminAction(tx, {
      adminId: admin.id,
      targetUserId: user?.id ?? null,
      actionType: 'payment_rejected',
      reason: body.reason,
      notes: { admin_notes: body.admin_notes ?? null, payment_id: paymentId },
      at: now,
    });
    return { payment: updated!, member };
  });
  if (result.member) await emitPaymentStatus(ctx, result.member.id);
  return {
    msg: PAYMENT_MSG.rejected,
    payment: presentAdminPayment(result.payment, admin),
    user: result.member ? { id: result.member.id, ...presentPaymentState(result.member) } : null,
  };
}
