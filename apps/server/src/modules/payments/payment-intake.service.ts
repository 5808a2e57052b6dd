import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { isUniqueViolation } from '@/db/errors';
import { payments, users } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { parseInteracEmail, type InteracNotification } from './interac-notification.parser';
import { emitPaymentStatus } from './payment-status.events';

export type IntakeOutcome = 'stored' | 'duplicate' | 'ignored';

const INTAKE_DESCRIPTION = 'Interac e-Transfer received';

/**
 * One e-mail from the payments mailbox: a notification of money received becomes a pending
 * payment for the administrator, matched to the member whose payment code is in the
 * sender's message (unmatched ones wait with no member). Anything else is ignored.
 * Reading the same notification again stores nothing new.
 */
export async function ingestPaymentEmail(ctx: AppContext, source: Buffer): Promise<IntakeOutcome> {
  const notification = await parseInteracEmail(source);
  if (!notification) return 'ignored';
  const key =
    notification.referenceNumber ??
    (notification.messageId
      ? `message-id:${notification.messageId}`
      : `sha256:${createHash('sha256').update(source).digest('hex')}`);
  return storeIntake(ctx, notification, key);
}

export async function storeIntake(ctx: AppContext, n: InteracNotification, intakeKey: string): Promise<IntakeOutcome> {
  const match = await matchMember(ctx, n);
  const draft: IntakeDraft = { n, intakeKey, intake: intakeDetails(n, match), match, now: ctx.clock.now() };
  let outcome: IntakeOutcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [seen] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.intakeKey, intakeKey));
      if (seen) return 'duplicate';
      return match.userId === null ? insertIntake(tx, draft) : storeForMember(tx, draft, match.userId);
    });
  } catch (err) {
    // Another instance read the same notification at the same moment.
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
  if (outcome === 'stored' && match.userId !== null) await emitPaymentStatus(ctx, match.userId);
  return outcome;
}

interface IntakeDraft {
  n: InteracNotification;
  intakeKey: string;
  intake: Record<string, unknown>;
  match: MemberMatch;
  now: Date;
}

async function storeForMember(tx: Tx, draft: IntakeDraft, userId: number): Promise<IntakeOutcome> {
  const { n } = draft;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  // The member already said "I have sent it": the notification completes that claim.
  const [claim] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        eq(payments.source, 'member_claim'),
        isNull(payments.intakeKey),
      ),
    );
  if (claim) {
    await tx
      .update(payments)
      .set({
        intake: { ...draft.intake, claimed_amount: claim.amount, claimed_sender_name: claim.senderName },
        intakeKey: draft.intakeKey,
        amount: n.amount ?? claim.amount,
        currency: n.currency,
        senderName: n.senderName ?? claim.senderName,
        transactionId: claim.transactionId ?? n.referenceNumber,
      })
      .where(eq(payments.id, claim.id));
  } else if ((await insertIntake(tx, draft)) === 'duplicate') {
    return 'duplicate';
  }
  await tx.update(users).set({ isUnderPaymentReview: true, updatedAt: draft.now }).where(eq(users.id, userId));
  return 'stored';
}

async function insertIntake(tx: Tx, { n, intakeKey, intake, match, now }: IntakeDraft): Promise<IntakeOutcome> {
  const inserted = await tx
    .insert(payments)
    .values({
      userId: match.userId,
      transactionType: 'PAYMENT',
      transactionId: n.referenceNumber,
      description: INTAKE_DESCRIPTION,
      amount: n.amount,
      currency: n.currency,
      status: 'pending',
      source: 'mailbox',
      senderName: n.senderName,
      paymentCode: match.code,
      intake,
      intakeKey,
      submittedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length > 0 ? 'stored' : 'duplicate';
}

interface MemberMatch {
  userId: number | null;
  code: string | null;
  /** Why no member was chosen, for the administrator. */
  note: string | null;
}

/**
 * The member whose payment code is in the message. When several codes of different members
 * appear, the username in the same message decides; otherwise nobody is guessed.
 */
async function matchMember(ctx: AppContext, n: InteracNotification): Promise<MemberMatch> {
  if (n.codeCandidates.length === 0) {
    return { userId: null, code: null, note: n.message ? 'No payment code in the message' : 'No message' };
  }
  const found = await ctx.db
    .select({ id: users.id, username: users.username, code: users.paymentCode })
    .from(users)
    .where(and(inArray(users.paymentCode, n.codeCandidates), isNull(users.deletedAt)));
  if (found.length === 0) return { userId: null, code: null, note: 'No member has this payment code' };
  const message = (n.message ?? '').toLowerCase();
  const chosen = found.length === 1 ? found : found.filter((u) => message.includes(u.username.toLowerCase()));
  if (chosen.length !== 1) return { userId: null, code: null, note: 'Payment codes of several members' };
  return { userId: chosen[0]!.id, code: chosen[0]!.code, note: null };
}

function intakeDetails(n: InteracNotification, match: MemberMatch): Record<string, unknown> {
  return {
    reference_number: n.referenceNumber,
    amount: n.amount,
    currency: n.currency,
    sender_name: n.senderName,
    message: n.message,
    language: n.language,
    autodeposited: n.autodeposited,
    forwarded: n.forwarded,
    from_address: n.fromAddress,
    subject: n.subject,
    received_at: n.receivedAt?.toISOString() ?? null,
    message_id: n.messageId,
    matched_code: match.code,
    unmatched_reason: match.note,
  };
}
