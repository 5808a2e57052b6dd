import { sql, type SQL } from 'drizzle-orm';
import type { TGender } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { institutionPaymentState } from './institution-payment.service';

export interface PaymentGateSender {
  isAdmin: boolean;
  isPaid: boolean;
  institutionId: string;
}

export interface PaymentGateRecipient {
  gender: TGender;
}

/**
 * The payment rule (member-app.md section 1): anyone may message men; anyone may reply in a
 * conversation that already exists; starting a conversation with a woman or a nonbinary
 * member needs the one-time payment, but only once the sender's institution has reached its
 * threshold. Administrators never pay. The chat feature asks this before a first message.
 */
export async function requiresPayment(
  ctx: AppContext,
  sender: PaymentGateSender,
  recipient: PaymentGateRecipient,
  hasConversation: boolean,
): Promise<boolean> {
  if (hasConversation || recipient.gender === 'man' || sender.isAdmin || sender.isPaid) return false;
  const state = await institutionPaymentState(ctx, sender.institutionId);
  return state.paymentRequired;
}

/**
 * The same rule in SQL, for the send statement that decides and stores at once
 * (message.repository.ts sendIfAllowed). `sender` and `recipient` are aliases of `users`;
 * `payingInstitutionIds` are the institutions past their threshold (institutionPaymentState).
 */
export function paymentRequiredSql(parts: {
  sender: SQL;
  recipient: SQL;
  hasConversation: SQL;
  payingInstitutionIds: string[];
}): SQL {
  const { sender, recipient, hasConversation, payingInstitutionIds } = parts;
  return sql`(${recipient}.gender <> 'man' and not ${sender}.is_admin and not ${sender}.is_paid
    and ${sender}.institution_id = any(${sql.param(payingInstitutionIds)}::text[])
    and not ${hasConversation})`;
}
