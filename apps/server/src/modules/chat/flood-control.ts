import { MESSAGE_FLOOD } from '@quad/contract';
import type { Clock } from '@/platform/clock';

interface Bucket {
  tokens: number;
  at: number;
}

const MAX_TRACKED = 50_000;

/**
 * A token bucket per member: `burst` sends at once, refilled at `perSecond`. Kept in this
 * instance's memory: a member's connections normally live on one instance (sticky sessions),
 * and the worst a member spread over several instances gets is that many times the rate.
 */
export class FloodControl {
  private readonly buckets = new Map<number, Bucket>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: { burst: number; perSecond: number } = MESSAGE_FLOOD,
  ) {}

  /** Takes one token; false when the member has none left (the send is refused). */
  take(userId: number): boolean {
    const now = this.clock.now().getTime();
    const bucket = this.buckets.get(userId) ?? { tokens: this.limit.burst, at: now };
    const refilled = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond);
    const allowed = refilled >= 1;
    this.buckets.delete(userId);
    if (this.buckets.size >= MAX_TRACKED) this.prune(now);
    this.buckets.set(userId, { tokens: allowed ? refilled - 1 : refilled, at: now });
    return allowed;
  }

  /** Gives back a token taken for a send that turned out to be a retry of a stored one. */
  refund(userId: number): void {
    const bucket = this.buckets.get(userId);
    if (bucket) bucket.tokens = Math.min(this.limit.burst, bucket.tokens + 1);
  }

  /** Full buckets carry no information; drop them (and the oldest, if still too many). */
  private prune(now: number): void {
    const fullAfterMs = (this.limit.burst / this.limit.perSecond) * 1000;
    for (const [id, b] of this.buckets) {
      if (now - b.at >= fullAfterMs || this.buckets.size >= MAX_TRACKED) this.buckets.delete(id);
    }
  }
}
