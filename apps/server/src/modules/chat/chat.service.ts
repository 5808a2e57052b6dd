import { MSG, type TErrorCode } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { retryOnDeadlock, sqlState } from '@/db/errors';
import { Coalescer } from '@/platform/coalescer';
import { listInstitutionPaymentStates } from '@/modules/payments/institution-payment.service';
import type { FloodControl } from './flood-control';
import { REFUSAL_CODES, REFUSAL_MESSAGES } from './chat.policy';
import type { MessageRow } from './message.presenter';
import { findByClientId, sendIfAllowed, type NewMessage, type SendOutcome as StoreOutcome } from './message.repository';

export interface SendInput {
  recipientId: number;
  /** Already validated: not blank, within the length limit. */
  content: string;
  clientId: string | null;
}

export type SendOutcome =
  | { ok: true; message: MessageRow; created: boolean; firstFromSender: boolean }
  | { ok: false; msg: string; code: TErrorCode };

const TOO_FAST = { ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' } as const;

/**
 * Stores a member's message after every rule said yes (`sendIfAllowed`, one statement).
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
  // Over the limit, a send may still be the retry of a stored message: it is only looked up.
  const overLimit = !flood.take(senderId);
  if (overLimit && input.clientId === null) return TOO_FAST;
  const outcome = await sendQueue(ctx).add({
    senderId,
    recipientId: input.recipientId,
    content: input.content.trim(),
    clientId: input.clientId,
    at: ctx.clock.now(),
    lookupOnly: overLimit,
  });
  if (outcome instanceof Error) throw outcome;
  switch (outcome.kind) {
    case 'stored':
      return { ok: true, message: outcome.message, created: true, firstFromSender: outcome.firstFromSender };
    case 'duplicate':
      if (!overLimit) flood.refund(senderId);
      return { ok: true, message: outcome.message, created: false, firstFromSender: false };
    case 'absent':
      return TOO_FAST;
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

const sendQueues = new WeakMap<AppContext, Coalescer<NewMessage, StoreOutcome | Error>>();

function sendQueue(ctx: AppContext): Coalescer<NewMessage, StoreOutcome | Error> {
  let queue = sendQueues.get(ctx);
  if (!queue) {
    queue = new Coalescer((batch) => storeBatch(ctx, batch), SEND_BATCHES);
    sendQueues.set(ctx, queue);
  }
  return queue;
}

/** Resolves once every message handed over so far is stored or refused (before the database closes). */
export function messagesStored(ctx: AppContext): Promise<void> {
  return sendQueues.get(ctx)?.idle() ?? Promise.resolve();
}

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
