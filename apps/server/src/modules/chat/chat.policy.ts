import { inArray } from 'drizzle-orm';
import { MSG, type TErrorCode } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { requiresPayment } from '@/modules/payments/payment-gate.policy';
import { loadRelation, type Relation } from '@/modules/relationships/relationship.repository';
import { startBarred, verifiedOnlyBarred } from '@/modules/relationships/relationships.policy';

/** What decides whether one member may write to another, read fresh for each decision. */
export interface ChatParties extends Relation {
  me: UserRow;
  /** Undefined when no such account exists. */
  other: UserRow | undefined;
}

export async function loadParties(ctx: AppContext, meId: number, otherId: number): Promise<ChatParties | null> {
  const [rows, relation] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [meId, otherId])),
    loadRelation(ctx.db, meId, otherId),
  ]);
  const me = rows.find((r) => r.id === meId);
  if (!me || me.deletedAt !== null) return null;
  return { me, other: rows.find((r) => r.id === otherId), ...relation };
}

/** The member exists for others: verified and not deleted. */
export const isReachable = (user: UserRow | undefined): user is UserRow =>
  user !== undefined && user.deletedAt === null && user.emailVerified;

/** Whether the payment gate stands between `me` and a first message to `other`. */
export function paymentRequired(ctx: AppContext, parties: ChatParties & { other: UserRow }): Promise<boolean> {
  return requiresPayment(
    ctx,
    { isAdmin: parties.me.isAdmin, isPaid: parties.me.isPaid, institutionId: parties.me.institutionId },
    { gender: parties.other.gender },
    parties.hasConversation,
  );
}

/** Why a send is refused, as the chat decides it here and in the store-if-allowed statement. */
export type RefusalReason =
  | 'sender_deleted'
  | 'sender_suspended'
  | 'self'
  | 'recipient_unavailable'
  | 'sender_blocked_recipient'
  | 'recipient_blocked_sender'
  | 'recipient_suspended'
  | 'recipient_requires_verified'
  | 'payment_required';

/** What the member sees for each refusal. */
export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  sender_deleted: MSG.accountDeleted,
  sender_suspended: MSG.suspendedNotAllowed,
  self: MSG.cannotMessageSelf,
  recipient_unavailable: MSG.userUnavailable,
  sender_blocked_recipient: MSG.youBlockedUser,
  recipient_blocked_sender: MSG.blockedByUser,
  recipient_suspended: MSG.recipientSuspended,
  recipient_requires_verified: MSG.recipientRequiresVerified,
  payment_required: MSG.paymentRequiredToStart,
};

/** The stable code of each refusal, for the client to branch on. */
export const REFUSAL_CODES: Record<RefusalReason, TErrorCode> = {
  sender_deleted: 'account_deleted',
  sender_suspended: 'account_suspended',
  self: 'cannot_message_self',
  recipient_unavailable: 'user_unavailable',
  sender_blocked_recipient: 'blocked',
  recipient_blocked_sender: 'blocked_by_user',
  recipient_suspended: 'recipient_suspended',
  recipient_requires_verified: 'recipient_requires_verified',
  payment_required: 'payment_required',
};

/**
 * Why `me` may not send to `other` right now, or null when they may. Checked in this order:
 * my own suspension, the recipient's existence, blocks either way, a hide without a
 * conversation (answered as unavailable), the recipient's suspension, the recipient's
 * "only verified members" setting, then the payment gate. `sendIfAllowed` (message.repository.ts) decides the
 * same in SQL for the send itself; chat-decision.test.ts holds the two to each other.
 */
export async function refusalReason(ctx: AppContext, parties: ChatParties): Promise<RefusalReason | null> {
  const { me, other } = parties;
  if (me.isSuspended) return 'sender_suspended';
  if (other?.id === me.id) return 'self';
  if (!isReachable(other)) return 'recipient_unavailable';
  if (parties.iBlockedThem) return 'sender_blocked_recipient';
  if (parties.theyBlockedMe) return 'recipient_blocked_sender';
  if (startBarred(parties)) return 'recipient_unavailable';
  if (other.isSuspended) return 'recipient_suspended';
  if (verifiedOnlyBarred(me, other, parties)) return 'recipient_requires_verified';
  if (await paymentRequired(ctx, { ...parties, other })) return 'payment_required';
  return null;
}

/** The refusal as the text the member sees, or null when `me` may send to `other`. */
export async function sendRefusal(ctx: AppContext, parties: ChatParties): Promise<string | null> {
  const reason = await refusalReason(ctx, parties);
  return reason === null ? null : REFUSAL_MESSAGES[reason];
}
