import {
  ZPaymentSource,
  type TAdminPayment,
  type TPayment,
  type TPaymentIntake,
  type TPaymentState,
} from '@quad/contract';
import type { payments } from '@/db/schema/index';
import type { UserRow } from '@/db/types';

type PaymentRow = typeof payments.$inferSelect;

/** A payment as its member sees it: no administrators' notes, no intake details. */
export function presentPayment(row: PaymentRow): TPayment {
  return {
    id: row.id,
    transaction_type: row.transactionType,
    transaction_id: row.transactionId,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    remaining_amount: row.remainingAmount,
    submitted_at: row.submittedAt.toISOString(),
    user_paid_status_after: row.userPaidStatusAfter,
    payment_notes_to_user: row.paymentNotesToUser,
    status: row.status,
  };
}

/** A payment as administrators see it, with notes, source and what the mailbox read. */
export function presentAdminPayment(
  row: PaymentRow,
  reviewer: { id: number; username: string } | null = null,
): TAdminPayment {
  return {
    ...presentPayment(row),
    admin_notes: row.adminNotes,
    source: ZPaymentSource.catch('admin').parse(row.source),
    sender_name: row.senderName,
    payment_code: row.paymentCode,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by: reviewer,
    intake: row.intake ? presentIntake(row.intake) : null,
  };
}

export function presentPaymentState(
  user: Pick<UserRow, 'isPaid' | 'isUnderPaymentReview' | 'remainingAmount'>,
): TPaymentState {
  return {
    is_paid: user.isPaid,
    is_under_payment_review: user.isUnderPaymentReview,
    remaining_amount: user.remainingAmount,
  };
}

function presentIntake(intake: Record<string, unknown>): TPaymentIntake {
  const text = (key: string) => (typeof intake[key] === 'string' ? intake[key] : null);
  const num = (key: string) => (typeof intake[key] === 'number' ? intake[key] : null);
  return {
    reference_number: text('reference_number'),
    amount: num('amount'),
    currency: text('currency'),
    sender_name: text('sender_name'),
    message: text('message'),
    from_address: text('from_address'),
    subject: text('subject'),
    received_at: text('received_at'),
    forwarded: intake.forwarded === true,
    autodeposited: intake.autodeposited === true,
    unmatched_reason: text('unmatched_reason'),
    claimed_amount: num('claimed_amount'),
    claimed_sender_name: text('claimed_sender_name'),
  };
}
