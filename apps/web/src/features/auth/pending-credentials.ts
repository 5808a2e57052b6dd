import { normaliseEmail } from './blocked-until';

/**
 * The e-mail and password of a sign-up or sign-in waiting for e-mail verification. Kept in
 * memory only (never in storage): verification without a token signs in with them.
 */
let pending: { email: string; password: string } | null = null;

export const pendingCredentials = {
  set(email: string, password: string): void {
    pending = { email: normaliseEmail(email), password };
  },
  /** The password for this e-mail, if the member typed it in this tab. */
  passwordFor(email: string): string | null {
    return pending && pending.email === normaliseEmail(email) ? pending.password : null;
  },
  clear(): void {
    pending = null;
  },
};
