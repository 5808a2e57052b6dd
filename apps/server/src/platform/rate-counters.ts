import { eq, like, lte } from 'drizzle-orm';
import type { TErrorCode } from '@quad/contract';
import type { Database } from '@/db/client';
import { rateCounters } from '@/db/schema/index';
import type { Clock } from './clock';
import { TooManyRequests } from './errors';

/** One counter as the rules see it. A counter past its expiry does not exist. */
export interface CounterState {
  count: number;
  windowStartedAt: Date;
  lastAt: Date | null;
  blockedUntil: Date | null;
  expiresAt: Date;
}

/**
 * Counters behind rules that must hold across restarts and instances (wrong-code lockouts,
 * resend schedules, sign-in limits), stored in `rate_counters`. Time comes from the app
 * clock so tests move it instead of waiting. Changes to one key are serialised by a row lock.
 */
export class RateCounters {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  async get(key: string): Promise<CounterState | null> {
    const [row] = await this.db.select().from(rateCounters).where(eq(rateCounters.key, key));
    return row && row.expiresAt > this.now() ? toState(row) : null;
  }

  /**
   * Reads the live counter (null when missing or expired), lets `decide` compute the next
   * state (null deletes it) and a result, stores the state and returns the result. `decide`
   * may throw to refuse; nothing is written then.
   */
  async change<T>(
    key: string,
    decide: (current: CounterState | null, now: Date) => { next: CounterState | null; result: T },
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const now = this.now();
      // A placeholder row (already expired) gives the lock something to hold for a new key.
      await tx
        .insert(rateCounters)
        .values({ key, count: 0, windowStartedAt: now, expiresAt: now })
        .onConflictDoNothing({ target: rateCounters.key });
      const [row] = await tx.select().from(rateCounters).where(eq(rateCounters.key, key)).for('update');
      const current = row && row.expiresAt > now ? toState(row) : null;
      const { next, result } = decide(current, now);
      if (next) {
        await tx
          .update(rateCounters)
          .set({
            count: next.count,
            windowStartedAt: next.windowStartedAt,
            lastAt: next.lastAt,
            blockedUntil: next.blockedUntil,
            expiresAt: next.expiresAt,
          })
          .where(eq(rateCounters.key, key));
      } else {
        await tx.delete(rateCounters).where(eq(rateCounters.key, key));
      }
      return result;
    });
  }

  async clear(...keys: string[]): Promise<void> {
    for (const key of keys) await this.db.delete(rateCounters).where(eq(rateCounters.key, key));
  }

  /** Removes every counter whose key contains `fragment` (e.g. an e-mail hash). */
  async clearContaining(fragment: string): Promise<void> {
    const escaped = fragment.replace(/[\\%_]/g, (c) => `\\${c}`);
    await this.db.delete(rateCounters).where(like(rateCounters.key, `%${escaped}%`));
  }

  async purgeExpired(): Promise<number> {
    const gone = await this.db
      .delete(rateCounters)
      .where(lte(rateCounters.expiresAt, this.now()))
      .returning({ key: rateCounters.key });
    return gone.length;
  }
}

function toState(row: typeof rateCounters.$inferSelect): CounterState {
  return {
    count: row.count,
    windowStartedAt: row.windowStartedAt,
    lastAt: row.lastAt,
    blockedUntil: row.blockedUntil,
    expiresAt: row.expiresAt,
  };
}

const msUntil = (until: Date, now: Date) => until.getTime() - now.getTime();

/** Throws 429 with `message(wait)` while the counter is blocked. */
export async function assertNotBlocked(
  counters: RateCounters,
  key: string,
  message: (waitMs: number) => string,
  code: TErrorCode = 'rate_limited',
): Promise<void> {
  const state = await counters.get(key);
  const now = counters.now();
  if (state?.blockedUntil && state.blockedUntil > now) {
    const wait = msUntil(state.blockedUntil, now);
    throw new TooManyRequests(message(wait), Math.ceil(wait / 1000), { code });
  }
}

/** Failures allowed free, then a block of baseMs doubling per further failure up to capMs. */
export interface BackoffPolicy {
  freeFailures: number;
  baseMs: number;
  capMs: number;
  /** The counter is forgotten this long after the last failure. */
  windowMs: number;
  /** Start counting afresh once a block is imposed (wrong-code lockouts). */
  resetOnBlock?: boolean;
}

/** Counts one failure; returns how long the key is now blocked (0 when not blocked). */
export async function recordFailure(counters: RateCounters, key: string, policy: BackoffPolicy): Promise<number> {
  return counters.change(key, (current, now) => {
    const count = (current?.count ?? 0) + 1;
    const over = count - policy.freeFailures;
    const blockMs = over >= 0 ? Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(over, 30)) : 0;
    const blockedUntil = blockMs > 0 ? new Date(now.getTime() + blockMs) : (current?.blockedUntil ?? null);
    const next: CounterState = {
      count: blockMs > 0 && policy.resetOnBlock ? 0 : count,
      windowStartedAt: current?.windowStartedAt ?? now,
      lastAt: now,
      blockedUntil,
      expiresAt: new Date(now.getTime() + Math.max(policy.windowMs, blockMs)),
    };
    return { next, result: blockMs };
  });
}

/** A sending schedule: waits after each send, at most `max` sends, then a block and a new cycle. */
export interface SendSchedule {
  /** Wait after the 1st, 2nd… send; the last wait repeats. */
  waitsMs: readonly number[];
  max: number;
  blockMs: number;
  /** The counter is forgotten this long after the last send. */
  ttlMs: number;
}

export interface SendMessages {
  wait: (waitMs: number) => string;
  exhausted: (waitMs: number) => string;
  /** The codes of the two refusals (rate_limited when not given). */
  waitCode?: TErrorCode;
  exhaustedCode?: TErrorCode;
}

export interface SendAllowance {
  /** Sends left in this cycle. */
  remaining: number;
  /** Until the next send is accepted. */
  nextWaitMs: number;
}

/** Takes one send from the schedule or throws 429 with the wait. */
export async function takeSend(
  counters: RateCounters,
  key: string,
  schedule: SendSchedule,
  messages: SendMessages,
): Promise<SendAllowance> {
  return counters.change(key, (current, now) => {
    if (current?.blockedUntil && current.blockedUntil > now)
      refuse(messages.exhausted, current.blockedUntil, now, messages.exhaustedCode);
    const sent = current?.count ?? 0;
    const waitAfter = (n: number) => schedule.waitsMs[Math.min(n, schedule.waitsMs.length) - 1] ?? 0;
    if (sent > 0 && current?.lastAt) {
      const allowedAt = new Date(current.lastAt.getTime() + waitAfter(sent));
      if (allowedAt > now) refuse(messages.wait, allowedAt, now, messages.waitCode);
    }
    const count = sent + 1;
    const done = count >= schedule.max;
    const next: CounterState = {
      count: done ? 0 : count,
      windowStartedAt: current?.windowStartedAt ?? now,
      lastAt: now,
      blockedUntil: done ? new Date(now.getTime() + schedule.blockMs) : null,
      expiresAt: new Date(now.getTime() + Math.max(schedule.ttlMs, done ? schedule.blockMs : 0)),
    };
    return {
      next,
      result: { remaining: done ? 0 : schedule.max - count, nextWaitMs: done ? schedule.blockMs : waitAfter(count) },
    };
  });
}

function refuse(message: (waitMs: number) => string, until: Date, now: Date, code?: TErrorCode): never {
  const wait = Math.max(1000, msUntil(until, now));
  throw new TooManyRequests(message(wait), Math.ceil(wait / 1000), { code });
}
