import { BLOCKED_UNTIL_MARK, local } from '@/lib/storage';

/** What a block stops: entering codes, asking for sign-up codes, or the password reset. */
export type BlockKind = 'verification' | 'resend' | 'passwordReset';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** e.g. "verificationBlockedUntil_ana@ucalgary.ca" (member-app.md section 3, client storage). */
export const blockedUntilKey = (kind: BlockKind, email: string): string =>
  `${kind}${BLOCKED_UNTIL_MARK}${normaliseEmail(email)}`;

/** The stored end of a block (epoch ms), or null when none is running; a past block is removed. */
export function readBlockedUntil(key: string, now: number): number | null {
  const until = Number(local.get(key));
  if (!Number.isFinite(until) || until <= 0) return null;
  if (until <= now) {
    local.remove(key);
    return null;
  }
  return until;
}

export function storeBlockedUntil(key: string, until: number): void {
  local.set(key, String(until));
}

export function clearBlockedUntil(key: string): void {
  local.remove(key);
}
