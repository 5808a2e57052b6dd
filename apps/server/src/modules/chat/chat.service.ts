import type { ContentFindings } from '@/modules/moderation/content-detection';
import { MSG, NUDGE_MSG, type TErrorCode, type TNudgeReason, type TSafetyCategory } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { retryOnDeadlock, sqlState } from '@/db/errors';
import { Coalescer } from '@/platform/coalescer';
import { moduleState } from '@/platform/module-state';
import { listInstitutionPaymentStates } from '@/modules/payments/institution-payment.service';
import type { FloodControl } from './flood-control';
import { REFUSAL_CODES, REFUSAL_MESSAGES } from './chat.policy';
import type { MessageRow } from './message.presenter';
import { findByClientId, sendIfAllowed, type NewMessage, type SendOutcome as StoreOutcome } from './message.repository';
import { assessMessage } from './message-safety';
import { recordNudge } from './nudge.repository';
import { recentFragments } from './recent-fragments';

export interface SendInput {
  recipientId: number;
  /** Already validated: not blank, within the length limit. */
  content: string;
  clientId: string | null;
  /** The sender was asked "Are you sure?" about this message and sends it anyway. */
  confirmed?: boolean;
}

export type SendOutcome =
  | {
      ok: true;
      message: MessageRow;
      created: boolean;
      firstFromSender: boolean;
      /** What the recipient is warned about (never shown to the sender). */
      safety: TSafetyCategory | null;
      /** What the detectors found in the text, for its screening (see `assessMessage`). */
      findings?: ContentFindings;
    }
  | { ok: false; msg: string; code: TErrorCode }
  /** Held for the sender's confirmation: nothing stored, nothing delivered. */
  | { ok: false; msg: string; code: 'nudge'; nudge: TNudgeReason[] };

const TOO_FAST = { ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' } as const;

/**
 * Stores a member's message after every rule said yes (`sendIfAllowed`, one statement).
 * A send whose client id was already stored answers that message again (the client retried
 * because it never saw the ack), before flood control and the rules: what was accepted once
 * stays accepted, and a retry costs the member no allowance.
 *
 * A message with contact details or a money request (`assessMessage`, in memory) is held
 * unless `confirmed`: it is only looked up (a confirmed copy may be stored already, and then
 * it is answered as any retry), and otherwise answered with the nudge. Only held messages
 * cost the nudge a database write; they are never stored, so never screened or flagged.
 * Contact details cut into the sender's last few short messages to the same member count as
 * the message that completes them (recent-fragments.ts, also in memory).
 */
export async function sendMessage(
  ctx: AppContext,
  flood: FloodControl,
  senderId: number,
  input: SendInput,
): Promise<SendOutcome> {
  // Over the limit, a send may still be the retry of a stored message: it is only looked up.
  const overLimit = !flood.take(senderId);
  if (overLimit && input.clientId === null) return TOO_FAST;
  const content = input.content.trim();
  const at = ctx.clock.now();
  const fragments = recentFragments.of(ctx);
  const earlier = fragments.before(senderId, input.recipientId);
  const safety = assessMessage(content, await ctx.settings.all(), earlier, at.getTime());
  const held = !overLimit && input.confirmed !== true && safety.nudge.length > 0;
  const outcome = await sendQueue.of(ctx).add({
    senderId,
    recipientId: input.recipientId,
    content,
    clientId: input.clientId,
    at,
    lookupOnly: overLimit || held,
  });
  if (outcome instanceof Error) throw outcome;
  switch (outcome.kind) {
    case 'stored':
      fragments.add(senderId, input.recipientId, {
        text: content,
        at: at.getTime(),
        families: safety.findings?.families ?? [],
      });
      return {
        ok: true,
        message: outcome.message,
        created: true,
        firstFromSender: outcome.firstFromSender,
        safety: safety.category,
        findings: safety.findings,
      };
    case 'duplicate':
      if (!overLimit) flood.refund(senderId);
      return { ok: true, message: outcome.message, created: false, firstFromSender: false, safety: safety.category };
    case 'absent':
      if (!held) return TOO_FAST;
      await recordNudge(ctx.db, senderId, input.clientId, at);
      return { ok: false, msg: NUDGE_MSG, code: 'nudge', nudge: safety.nudge };
    case 'refused':
      return { ok: false, msg: REFUSAL_MESSAGES[outcome.reason], code: REFUSAL_CODES[outcome.reason] };
    case 'raced':
      throw new Error('a raced send was not resolved');
  }
}

/**
 * Messages sent at the same time (by any members) are stored by one statement and one commit
 * (group commit): while one batch is written, the messages arriving meanwhile gather for the
 * next. Under load a few statements carry hundreds of messages instead of hundreds of
 * statements queueing for the database; alone, a message waits for nothing but its own. One
 * batch at a time also keeps an instance's messages in the order they arrived.
 */
const SEND_BATCHES = { maxBatch: 200, concurrency: 1 };

/** The app's send batches; closing waits until every message handed over is stored or refused. */
export const sendQueue = moduleState({
  name: 'chat send queue',
  create: (ctx) => new Coalescer<NewMessage, StoreOutcome | Error>((batch) => storeBatch(ctx, batch), SEND_BATCHES),
  drain: (queue) => queue.idle(),
});

async function storeBatch(ctx: AppContext, batch: NewMessage[]): Promise<(StoreOutcome | Error)[]> {
  // One input per (sender, client id), preferably one that may store: the other sends of the
  // same message in the batch are its retries and get its outcome.
  const groups = new Map<string, number[]>();
  batch.forEach((m, i) => {
    const key = m.clientId === null ? `#${i}` : `${m.senderId}:${m.clientId}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const chosen = [...groups.values()].map((group) => group.find((i) => !batch[i]!.lookupOnly) ?? group[0]!);
  const inputs = chosen.map((i) => batch[i]!);
  const paying = (await listInstitutionPaymentStates(ctx)).filter((s) => s.paymentRequired).map((s) => s.institutionId);
  let outcomes: (StoreOutcome | Error)[];
  try {
    outcomes = await retryOnDeadlock(() => sendIfAllowed(ctx.db, inputs, paying));
  } catch (err) {
    // An error the database answered rolled the whole statement back: nothing was stored, so
    // each message goes again on its own and only a message that fails alone fails. Without
    // such an answer (a lost connection) the outcome is unknown: every sender retries.
    if (inputs.length === 1 || sqlState(err) === undefined) throw err;
    outcomes = [];
    // One after the other, in the order they came.
    for (const m of inputs) {
      try {
        outcomes.push((await retryOnDeadlock(() => sendIfAllowed(ctx.db, [m], paying)))[0]!);
      } catch (e) {
        outcomes.push(e instanceof Error ? e : new Error(String(e)));
      }
    }
  }
  outcomes = await Promise.all(
    outcomes.map(async (outcome, i) => (isRaced(outcome) ? racedCopy(ctx, inputs[i]!) : outcome)),
  );
  const results = new Array<StoreOutcome | Error>(batch.length);
  [...groups.values()].forEach((group, g) => {
    const outcome = outcomes[g]!;
    for (const i of group) {
      const retry = i !== chosen[g] && !(outcome instanceof Error) && outcome.kind === 'stored';
      results[i] = retry ? { kind: 'duplicate', message: outcome.message } : outcome;
    }
  });
  return results;
}

const isRaced = (outcome: StoreOutcome | Error): boolean => !(outcome instanceof Error) && outcome.kind === 'raced';

/** The copy a concurrent retry of this message stored. */
async function racedCopy(ctx: AppContext, input: NewMessage): Promise<StoreOutcome | Error> {
  const existing = input.clientId === null ? undefined : await findByClientId(ctx.db, input.senderId, input.clientId);
  return existing ? { kind: 'duplicate', message: existing } : new Error('a conflicting message vanished');
}
