import { MSG } from '@quad/contract/messages';
import { suspensionRecord } from '@/features/account/public';

/**
 * A suspended member's sign-in remembers the suspension for the banner until the me call
 * answers (default reason "Your account has been suspended."); any other sign-in forgets it.
 */
export function rememberSuspension(answer: { is_suspended?: boolean; suspension_reason?: string | null }): void {
  if (answer.is_suspended) suspensionRecord.remember(answer.suspension_reason || MSG.yourAccountSuspended);
  else suspensionRecord.forget();
}
