import { z } from 'zod';
import { ZPaymentType } from './enums';
import { ZInstitutionSummary } from './institutions';
import { MSG } from './messages';

/** Texts of the payment screens and answers; the specification's wording where it gives one. */
export const PAYMENT_MSG = {
  loadFailed: 'Failed to load payment information',
  processingTime: 'Payment is processed within about 24 hours',
  claimReceived: 'Thank you! We will look for your e-Transfer and confirm your payment within about 24 hours.',
  claimOpen:
    'You have already told us about a payment. It is being reviewed and will be confirmed within about 24 hours.',
  transferReceived:
    'We have received an e-Transfer from you and are reviewing it. It will be confirmed within about 24 hours.',
  alreadyPaid: 'Your payment has already been confirmed.',
  adminsNeverPay: 'Administrators never need to pay.',
  verified: 'Payment verified successfully.',
  rejected: 'Payment rejected.',
  statusUpdated: 'Payment status updated.',
  alreadyReviewed: 'This payment has already been reviewed.',
  chooseMember: 'Choose the member this payment is for.',
  paymentNotFound: 'Payment not found',
  userNotFound: 'User not found',
  rejectReasonDefault: MSG.paymentRejectReason,
} as const;

/** A pending record waits for review; verified and rejected were reviewed; recorded came from an administrator. */
export const PAYMENT_RECORD_STATUSES = ['pending', 'verified', 'rejected', 'recorded'] as const;
export const ZPaymentRecordStatus = z.enum(PAYMENT_RECORD_STATUSES);
export type TPaymentRecordStatus = z.infer<typeof ZPaymentRecordStatus>;

/** member_claim: "I have sent it"; mailbox: read from the payments mailbox; admin: a manual update. */
export const PAYMENT_SOURCES = ['member_claim', 'mailbox', 'admin'] as const;
export const ZPaymentSource = z.enum(PAYMENT_SOURCES);
export type TPaymentSource = z.infer<typeof ZPaymentSource>;

const MONEY_MAX = 100_000;
/** An amount in dollars and cents, signed where the rule allows it. */
const money = (min: number) => z.number().min(min).max(MONEY_MAX).multipleOf(0.01);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/payment-instructions: what to send, where, and what to write in the e-Transfer message. */
export const ZPaymentInstructions = z.object({
  /** "20.00" */
  amount: z.string(),
  /** "CAD" */
  currency: z.string(),
  recipient_email: z.string(),
  payment_code: z.string(),
  username: z.string(),
});
export type TPaymentInstructions = z.infer<typeof ZPaymentInstructions>;

/** One payment record as its member sees it (never the administrators' notes). */
export const ZPayment = z.object({
  id: z.number().int(),
  transaction_type: ZPaymentType,
  transaction_id: z.string().nullable(),
  description: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string(),
  remaining_amount: z.number().nullable(),
  submitted_at: z.string(),
  /** true Paid, false Unpaid, null Unknown (not reviewed yet). */
  user_paid_status_after: z.boolean().nullable(),
  payment_notes_to_user: z.string().nullable(),
  status: ZPaymentRecordStatus,
});
export type TPayment = z.infer<typeof ZPayment>;

/** The member's one-time payment status. */
export const ZPaymentState = z.object({
  is_paid: z.boolean(),
  is_under_payment_review: z.boolean(),
  /** Still to pay after a partial payment; null when nothing was recorded. */
  remaining_amount: z.number().nullable(),
});
export type TPaymentState = z.infer<typeof ZPaymentState>;

/** GET /api/payments: the member's status and payment history, newest first. */
export const ZMyPayments = ZPaymentState.extend({ payments: z.array(ZPayment) });
export type TMyPayments = z.infer<typeof ZMyPayments>;

/** POST /api/payments/claim: "I have sent the e-Transfer". */
export const ZPaymentClaimRequest = z.object({
  sender_name: optionalText(100),
  amount: money(0.01).optional(),
});
export type TPaymentClaimRequest = z.input<typeof ZPaymentClaimRequest>;

export const ZPaymentClaimResponse = ZPaymentState.extend({ msg: z.string(), payment: ZPayment });
export type TPaymentClaimResponse = z.infer<typeof ZPaymentClaimResponse>;

/** The socket event telling a member's open pages that their payment status changed. */
export const ZPaymentStatusUpdateEvent = ZPaymentState.pick({ is_paid: true, is_under_payment_review: true });
export type TPaymentStatusUpdateEvent = z.infer<typeof ZPaymentStatusUpdateEvent>;

// Administrator side (admin-area.md sections 3, 4 and 7)

/** What was read from an Interac notification in the payments mailbox. */
export const ZPaymentIntake = z.object({
  reference_number: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  sender_name: z.string().nullable(),
  message: z.string().nullable(),
  from_address: z.string().nullable(),
  subject: z.string().nullable(),
  received_at: z.string().nullable(),
  forwarded: z.boolean(),
  autodeposited: z.boolean(),
  /** Why no member was matched, when none was. */
  unmatched_reason: z.string().nullable(),
  /** What the member had said in their claim, when the notification completed one. */
  claimed_amount: z.number().nullable(),
  claimed_sender_name: z.string().nullable(),
});
export type TPaymentIntake = z.infer<typeof ZPaymentIntake>;

export const ZAdminPayment = ZPayment.extend({
  admin_notes: z.string().nullable(),
  source: ZPaymentSource,
  sender_name: z.string().nullable(),
  payment_code: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  intake: ZPaymentIntake.nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const ZPendingPaymentMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  institution: ZInstitutionSummary,
  is_paid: z.boolean(),
  is_under_payment_review: z.boolean(),
  remaining_amount: z.number().nullable(),
  payment_reference_code: z.string().nullable(),
});
export type TPendingPaymentMember = z.infer<typeof ZPendingPaymentMember>;

/** GET /api/admin/payments/pending */
export const ZPendingPayments = z.object({
  /** Members under payment review, each with their records waiting for a decision (oldest first). */
  pending_payments: z.array(z.object({ user: ZPendingPaymentMember, payments: z.array(ZAdminPayment) })),
  /** e-Transfers read from the mailbox that matched no member's payment code. */
  unmatched_intakes: z.array(ZAdminPayment),
});
export type TPendingPayments = z.infer<typeof ZPendingPayments>;

/** POST /api/admin/payments/{id}/verify */
export const ZVerifyPaymentRequest = z.object({
  transaction_id: optionalText(100),
  admin_notes: optionalText(2000),
  /** For an e-Transfer that matched nobody: the member it is for. */
  user_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type TVerifyPaymentRequest = z.input<typeof ZVerifyPaymentRequest>;

/** POST /api/admin/payments/{id}/reject; the reason is shown to the member. */
export const ZRejectPaymentRequest = z.object({
  reason: optionalText(500).transform((v) => v ?? PAYMENT_MSG.rejectReasonDefault),
  admin_notes: optionalText(2000),
});
export type TRejectPaymentRequest = z.input<typeof ZRejectPaymentRequest>;

/** POST /api/admin/users/{id}/payment-status */
export const ZPaymentStatusUpdateRequest = z.object({
  is_paid: z.boolean(),
  /** Money received (positive), returned (negative) or neither (zero). */
  amount: money(-MONEY_MAX).default(0),
  payment_type: ZPaymentType.default('PAYMENT'),
  admin_note: optionalText(2000),
  payment_notes_to_user: optionalText(500),
  /** Still to pay; ignored when is_paid (paid means nothing remains). Computed when omitted. */
  remaining_amount: money(0).nullable().optional(),
  /** Keep the member on the pending-payments list. */
  add_to_pending: z.boolean().default(false),
});
export type TPaymentStatusUpdateRequest = z.input<typeof ZPaymentStatusUpdateRequest>;

export const ZAdminPaymentResult = z.object({
  msg: z.string(),
  payment: ZAdminPayment,
  /** The member's status after the change; null for an e-Transfer rejected without a member. */
  user: ZPaymentState.extend({ id: z.number().int() }).nullable(),
});
export type TAdminPaymentResult = z.infer<typeof ZAdminPaymentResult>;
