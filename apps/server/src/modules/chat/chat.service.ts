import { MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { FloodControl } from './flood-control';
import { loadParties, sendRefusal } from './chat.policy';
import type { MessageRow } from './message.presenter';
import { findByClientId, storeMessage } from './message.repository';

export interface SendInput {
  recipientId: number;
  /** Already validated: not blank, within the length limit. */
  content: string;
  clientId: string | null;
}

export type SendOutcome =
  { ok: true; message: MessageRow; created: boolean; firstFromSender: boolean } | { ok: false; msg: string };

/**
 * Stores a member's message after every rule said yes. A send whose client id was already
 * stored answers that message again (the client retried because it never saw the ack),
 * before flood control and the rules: what was accepted once stays accepted.
 */
export async function sendMessage(
  ctx: AppContext,
  flood: FloodControl,
  senderId: number,
  input: SendInput,
): Promise<SendOutcome> {
  if (input.clientId !== null) {
    const existing = await findByClientId(ctx.db, senderId, input.clientId);
    if (existing) return { ok: true, message: existing, created: false, firstFromSender: false };
  }
  if (!flood.take(senderId)) return { ok: false, msg: MSG.sendingTooFast };
  const parties = await loadParties(ctx, senderId, input.recipientId);
  if (!parties) return { ok: false, msg: MSG.accountDeleted };
  const refusal = await sendRefusal(ctx, parties);
  if (refusal !== null) return { ok: false, msg: refusal };
  const stored = await storeMessage(ctx.db, {
    senderId,
    recipientId: input.recipientId,
    content: input.content.trim(),
    clientId: input.clientId,
    at: ctx.clock.now(),
  });
  return { ok: true, ...stored };
}
