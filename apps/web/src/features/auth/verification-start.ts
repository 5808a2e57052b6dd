import { SESSION, session } from '@/lib/storage';
import { normaliseEmail } from './blocked-until';
import { pendingCredentials } from './pending-credentials';

export const VERIFY_PATH = '/create-account?verify=true';

/** Remembers whom the verification view is for (and, in memory, the password for sign-in after it). */
export function rememberVerification(email: string, password: string): void {
  session.set(SESSION.verificationEmail, normaliseEmail(email));
  pendingCredentials.set(email, password);
}

export const verificationEmail = (): string | null => session.get(SESSION.verificationEmail);

export function forgetVerification(): void {
  session.remove(SESSION.verificationEmail);
  pendingCredentials.clear();
}
