import { clockTime, dateTime, shortDate } from '@/lib/date-time';
import type { TPayment, TPaymentRecordStatus, TPaymentType } from '@quad/contract';

/** -20 → "-$20.00 CAD" */
export function formatMoney(amount: number, currency: string): string {
  return `${amount < 0 ? '-' : ''}$${Math.abs(amount).toFixed(2)} ${currency}`;
}

export const formatPaymentDay = (iso: string): string => shortDate(iso);
export const formatPaymentTime = (iso: string): string => clockTime(iso);
export const formatPaymentDate = (iso: string): string => dateTime(iso);

/** user_paid_status_after: true Paid, false Unpaid, null Unknown (member-app.md section 3). */
export function paidStatusLabel(status: TPayment['user_paid_status_after']): 'Paid' | 'Unpaid' | 'Unknown' {
  if (status === null) return 'Unknown';
  return status ? 'Paid' : 'Unpaid';
}

export const TYPE_LABELS: Record<TPaymentType, string> = {
  PAYMENT: 'Payment',
  REFUND: 'Refund',
  ADJUSTMENT: 'Adjustment',
};

export const RECORD_STATUS_LABELS: Record<TPaymentRecordStatus, string> = {
  pending: 'Under review',
  verified: 'Verified',
  rejected: 'Not verified',
  recorded: 'Recorded',
};
