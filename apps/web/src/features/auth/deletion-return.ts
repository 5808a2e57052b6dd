import type { TDeletionType } from '@quad/contract';

/**
 * What the Account Deleted page reads from navigation state. The names are the sign-in
 * failure's, so a caller can pass that answer on as it is; every field may be missing
 * (a live deletion event carries the type only).
 */
export interface AccountDeletedState {
  deletion_type?: TDeletionType;
  deletion_message?: string | null;
  can_return_after?: string | null;
}

const DAY_MS = 24 * 60 * 60_000;

export function readDeletedState(state: unknown): AccountDeletedState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    deletion_type: s.deletion_type === 'admin_deleted' ? 'admin_deleted' : 'user_requested',
    deletion_message: text(s.deletion_message),
    can_return_after: text(s.can_return_after),
  };
}

/**
 * When a new account with the same e-mail is allowed: "in approximately N days", "in 1 day",
 * "now allowed", or "after the cooldown period" when the date is missing or unreadable.
 */
export function returnTiming(canReturnAfter: string | null | undefined, now: number): string {
  const at = canReturnAfter ? Date.parse(canReturnAfter) : Number.NaN;
  if (Number.isNaN(at)) return 'after the cooldown period';
  const days = Math.ceil((at - now) / DAY_MS);
  if (days <= 0) return 'now allowed';
  if (days === 1) return 'in 1 day';
  return `in approximately ${days} days`;
}

/** The sentence of the page around returnTiming's words. */
export function returnSentence(canReturnAfter: string | null | undefined, now: number): string {
  const timing = returnTiming(canReturnAfter, now);
  if (timing === 'now allowed') return 'Creating a new account with this email is now allowed.';
  return `You can create a new account with this email ${timing}.`;
}
