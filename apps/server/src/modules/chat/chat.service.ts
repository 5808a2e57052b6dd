import { MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { listInstitutionPaymentStates } from '@/modules/payments/institution-payment.service';
import type { FloodControl } from './flood-control';
import { REFUSAL_MESSAGES } from './chat.policy';
import type { MessageRow } from './message.presenter';
import { findByClientId, sendIfAllowed } from './message.repository';

export interface SendInput {
  recipientId: number;
  /** Already validated: not blank, within the length limit. */
  content: string;
  clientId: string | null;
}

export type SendOutcome =
  { ok: true; message: MessageRow; created: boolean; firstFromSender: boolean } | { ok: false; msg: string };

/**
 * Stores a member's message after every rule said yes, in one statement (`sendIfAllowed`).
 * A send whose client id was already stored answers that message again (the client retried
 * because it never saw the ack), before flood control and the rules: what was accepted once
 * stays accepted, and a retry costs the member no allowance.
 */
export async function sendMessage(
  ctx: AppContext,
  flood: FloodControl,
  senderId: number,
  input: SendInput,
): Promise<SendOutcome> {
  if (!flood.take(senderId)) {
    const existing = input.clientId === null ? undefined : await findByClientId(ctx.db, senderId, input.clientId);
    if (existing) return { ok: true, message: existing, created: false, firstFromSender: false };
    return { ok: false, msg: MSG.sendingTooFast };
  }
  const paying = (await listInstitutionPaymentStates(ctx)).filter((s) => s.paymentRequired);
  const outcome = await sendIfAllowed(
    ctx.db,
    {
      senderId,
      recipientId: input.recipientId,
      content: input.content.trim(),
      clientId: input.clientId,
      at: ctx.clock.now(),
    },
    paying.map((s) => s.institutionId),
  );
  if (outcome.kind === 'refused') return { ok: false, msg: REFUSAL_MESSAGES[outcome.reason] };
  if (outcome.kind === 'duplicate') {
    flood.refund(senderId);
    return { ok: true, message: outcome.message, created: false, firstFromSender: false };
  }
  return { ok: true, message: outcome.message, created: true, firstFromSender: outcome.firstFromSender };
}
