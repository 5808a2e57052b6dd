import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { retryOnDeadlock } from '@/db/errors';
import type { Clock } from '@/platform/clock';

/** A member's last activity is recorded at most this often (per instance). */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
/** How long recorded activity waits in memory before it is written, with everyone else's. */
export const ACTIVITY_FLUSH_DELAY_MS = 500;
const MAX_TRACKED = 50_000;

/**
 * Keeps `users.last_activity_at` current without a write per request: every authenticated
 * request and socket event may call `touch`, which records the time at most once a minute per
 * member, in memory. Within `ACTIVITY_FLUSH_DELAY_MS` one statement writes every member
 * recorded meanwhile (one flush at a time); `flush` writes at once (on close, before the
 * database closes). Reachable as `app.ctx.activity`.
 */
export class ActivityTracker {
  private readonly lastWrite = new Map<number, number>();
  /** Recorded, not yet written (or being written by `writing`). */
  private pending = new Map<number, Date>();
  private writing: Map<number, Date> | undefined;
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly flushDelayMs = ACTIVITY_FLUSH_DELAY_MS,
  ) {}

  /** Records activity now; returns the time recorded, or null when a recent record stands. */
  touch(userId: number): Date | null {
    const now = this.clock.now();
    const previous = this.lastWrite.get(userId);
    if (previous !== undefined && now.getTime() - previous < ACTIVITY_WRITE_INTERVAL_MS) return null;
    this.lastWrite.delete(userId);
    if (this.lastWrite.size >= MAX_TRACKED) this.prune(now.getTime());
    this.lastWrite.set(userId, now.getTime());
    this.pending.set(userId, now);
    this.schedule();
    return now;
  }

  /**
   * Records activity now and writes it before answering: for signing in and verifying an
   * e-mail, after which other members must find the member active at once (a batched write
   * could be lost with the process, leaving a new member undiscoverable until their next
   * request).
   */
  async touchNow(userId: number): Promise<Date> {
    const now = this.clock.now();
    this.lastWrite.delete(userId);
    if (this.lastWrite.size >= MAX_TRACKED) this.prune(now.getTime());
    this.lastWrite.set(userId, now.getTime());
    this.pending.delete(userId);
    await this.db.execute(sql`
      update users set last_activity_at = greatest(users.last_activity_at, ${now.toISOString()}::timestamptz)
      where users.id = ${userId} and users.deleted_at is null`);
    return now;
  }

  /** The member's last activity: `stored` (read from the database) or a later one not written yet. */
  latest(userId: number, stored: Date | null): Date | null {
    const recorded = this.pending.get(userId) ?? this.writing?.get(userId);
    return recorded && (!stored || recorded > stored) ? recorded : stored;
  }

  /** Forgets the member (after deletion), so nothing is written for them again. */
  forget(userId: number): void {
    this.lastWrite.delete(userId);
    this.pending.delete(userId);
  }

  /** Writes everything recorded so far, after the write under way if any; never rejects. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = batch;
    this.flushing = this.write(batch).finally(() => {
      this.writing = undefined;
      this.flushing = undefined;
      if (this.pending.size > 0) this.schedule();
    });
    await this.flushing;
  }

  private schedule(): void {
    // A flush under way schedules the next one when it ends.
    if (this.timer || this.flushing) return;
    this.timer = setTimeout(() => void this.flush(), this.flushDelayMs);
    this.timer.unref();
  }

  /**
   * One statement for the batch. A flush never moves a member's activity back (a socket's
   * disconnection writes its own, possibly later, time) and never writes a deleted member.
   * On failure the members' next activity is recorded again rather than a minute later.
   */
  private async write(batch: Map<number, Date>): Promise<void> {
    const ids = [...batch.keys()];
    const times = [...batch.values()].map((at) => at.toISOString());
    try {
      await retryOnDeadlock(() =>
        this.db.execute(sql`
          update users set last_activity_at = greatest(users.last_activity_at, v.at)
          from unnest(${sql.param(ids)}::int[], ${sql.param(times)}::timestamptz[]) as v (id, at)
          where users.id = v.id and users.deleted_at is null`),
      );
    } catch (err) {
      this.log.warn({ err, members: ids.length }, 'last activity not recorded');
      for (const [id, at] of batch) if (this.lastWrite.get(id) === at.getTime()) this.lastWrite.delete(id);
    }
  }

  private prune(now: number): void {
    for (const [id, at] of this.lastWrite) {
      if (now - at >= ACTIVITY_WRITE_INTERVAL_MS || this.lastWrite.size >= MAX_TRACKED) this.lastWrite.delete(id);
    }
  }
}
