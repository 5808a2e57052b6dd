import { dateTime as formatDateTime, shortDate } from '@/lib/date-time';

/** -20 → "-$20.00 CAD"; null → "—" */
export function money(amount: number | null | undefined, currency = 'CAD'): string {
  if (amount === null || amount === undefined) return '—';
  return `${amount < 0 ? '-' : ''}$${Math.abs(amount).toFixed(2)} ${currency}`;
}

/** "Nov 20, 2026, 3:12 PM"; null → "—" */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatDateTime(iso);
}

/** "Nov 20, 2026"; null → "—" */
export function day(iso: string | null | undefined): string {
  if (!iso) return '—';
  return shortDate(iso);
}

/** user_paid_status_after: true Paid, false Unpaid, null Unknown. */
export const paidAfterLabel = (status: boolean | null): string =>
  status === null ? 'Unknown' : status ? 'Paid' : 'Unpaid';

export const ADMIN_GENDER_LABELS = { MAN: 'Man', WOMAN: 'Woman', NONBINARY: 'Other' } as const;
export const ADMIN_ORIENTATION_LABELS = {
  ANDROPHILIC: 'Attracted to men',
  GYNEPHILIC: 'Attracted to women',
  AMBIPHILIC: 'Attracted to all genders',
} as const;
