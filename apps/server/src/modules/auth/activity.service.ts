import { eq } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import type { Database } from '@/db/client';
import { users } from '@/db/schema/index';
import type { Clock } from '@/platform/clock';

/** A member's last activity is written at most this often (per instance). */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
const MAX_TRACKED = 50_000;

/**
 * Keeps `users.last_activity_at` current without a write per request: every authenticated
 * request and socket event may call `touch`, which writes at most once a minute per member.
 * Reachable as `app.ctx.activity`.
 */
export class ActivityTracker {
  private readonly lastWrite = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Records activity now; returns the time written, or null when a recent write stands. */
  async touch(userId: number): Promise<Date | null> {
    const now = this.clock.now();
    const previous = this.lastWrite.get(userId);
    if (previous !== undefined && now.getTime() - previous < ACTIVITY_WRITE_INTERVAL_MS) return null;
    this.lastWrite.delete(userId);
    if (this.lastWrite.size >= MAX_TRACKED) this.prune(now.getTime());
    this.lastWrite.set(userId, now.getTime());
    await this.db.update(users).set({ lastActivityAt: now }).where(eq(users.id, userId));
    return now;
  }

  /** Forgets the member (after deletion), so nothing is written for them again. */
  forget(userId: number): void {
    this.lastWrite.delete(userId);
  }

  private prune(now: number): void {
    for (const [id, at] of this.lastWrite) {
      if (now - at >= ACTIVITY_WRITE_INTERVAL_MS || this.lastWrite.size >= MAX_TRACKED) this.lastWrite.delete(id);
    }
  }
}

/** For the socket layer: the member did something (connected, sent, read). */
export function recordActivity(ctx: Pick<AppContext, 'activity'>, userId: number): Promise<Date | null> {
  return ctx.activity.touch(userId);
}
