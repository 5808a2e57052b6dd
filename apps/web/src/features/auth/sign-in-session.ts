import { MSG } from '@quad/contract/messages';
import { SESSION, session } from '@/lib/storage';

/**
 * A suspended member's sign-in remembers the suspension for the banner until the me call
 * answers (default reason "Your account has been suspended."); any other sign-in forgets it.
 */
export function rememberSuspension(answer: { is_suspended?: boolean; suspension_reason?: string | null }): void {
  if (answer.is_suspended) {
    session.set(SESSION.userSuspended, 'true');
    session.set(SESSION.suspensionReason, answer.suspension_reason || MSG.yourAccountSuspended);
  } else {
    session.remove(SESSION.userSuspended);
    session.remove(SESSION.suspensionReason);
  }
}
