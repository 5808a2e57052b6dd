import { createHash } from 'node:crypto';

/** An address as a member's own: trimmed and lower-cased. What is stored and mailed to. */
export const tidyEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The mailbox an address reaches, as every comparison sees it: trimmed, lower-cased, and
 * without a sub-address (`alice+quad@x.ca` is `alice@x.ca`). Microsoft 365 and Google
 * Workspace deliver both to one inbox, so one mailbox is one account, one ban, one block.
 * Dots are kept (Microsoft 365 treats `a.b@` and `ab@` as different mailboxes). A local part
 * that starts with `+` has nothing to fold to and is kept whole. Keep in step with the
 * `users.email_mailbox` column's expression (schema/users.ts), which folds stored addresses.
 */
export function normalizeEmail(email: string): string {
  const tidy = tidyEmail(email);
  const at = tidy.indexOf('@');
  const plus = tidy.indexOf('+');
  return plus > 0 && at > plus ? tidy.slice(0, plus) + tidy.slice(at) : tidy;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The SHA-256 (hex) of the mailbox (normalizeEmail): what deleted-user records, blocked
 * e-mails and rate counters keep instead of the address itself.
 */
export const emailHash = (email: string): string => sha256(normalizeEmail(email));

/**
 * The hashes a stored record of this address may carry: the mailbox's, and (for records
 * written before sub-addresses were folded) the exact address's. Lookups match either.
 */
export const emailHashes = (email: string): string[] => [...new Set([emailHash(email), sha256(tidyEmail(email))])];
