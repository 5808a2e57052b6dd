import { createHash } from 'node:crypto';

/** E-mails are compared trimmed and lower-cased everywhere. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The SHA-256 (hex) of the normalised e-mail: what deleted-user records, blocked e-mails
 * and rate counters keep instead of the address itself.
 */
export const emailHash = (email: string): string =>
  createHash('sha256').update(normalizeEmail(email), 'utf8').digest('hex');
