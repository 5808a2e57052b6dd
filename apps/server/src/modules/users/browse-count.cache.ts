import type { Clock } from '@/platform/clock';

/**
 * How long this instance reuses a count of the browsable population for a set of filters.
 * The listed members themselves are always read fresh, and whether another page follows is
 * always exact; only the totals of pages far from the end can lag a change (a member joining,
 * hiding, or suspended on another instance) by this long. Changes made on this instance that
 * shrink or grow the population clear the counts at once.
 */
export const BROWSE_COUNT_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

/** A count of the population being taken or taken, and the activity cutoff it is taken with. */
export interface PopulationCount {
  /** Members last active before this are left out (user_activity_threshold_days). */
  activeSince: Date;
  count: Promise<number>;
}

interface Entry extends PopulationCount {
  takenAt: number;
}

/**
 * Counts of the members browse may show anyone for one set of filters (listable,
 * discoverable, the filters), before the viewer's own exclusions: the same for every
 * viewer, so one count serves them all for BROWSE_COUNT_TTL_MS. Each viewer's exclusions
 * (themselves, members blocking them, their conversation partners) are counted on every
 * request and subtracted, so a viewer's new message, block or conversation shows at once.
 * Requests for the same filters while a count is being taken wait for it.
 * Reachable as `app.ctx.browseCounts`.
 */
export class BrowseCountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = BROWSE_COUNT_TTL_MS,
  ) {}

  /** The standing count for `key` (possibly still being taken), or undefined. */
  lookup(key: string): PopulationCount | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.clock.now().getTime() - entry.takenAt;
    if (age >= 0 && age < this.ttlMs) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Records a count for `key` being taken now with `activeSince`; it stands once taken. */
  store(key: string, activeSince: Date, count: Promise<number>): void {
    const now = this.clock.now().getTime();
    if (this.entries.size >= MAX_ENTRIES) this.prune(now);
    const entry: Entry = { activeSince, count, takenAt: now };
    this.entries.set(key, entry);
    // A failed count is not kept. (One being taken across clear() is already gone.)
    count.catch(() => this.forget(key, entry));
  }

  /** The count for `key`: the standing one, or `take(activeSince)` stored for the others. */
  get(key: string, activeSince: Date, take: (activeSince: Date) => Promise<number>): PopulationCount {
    const standing = this.lookup(key);
    if (standing) return standing;
    const count = take(activeSince);
    this.store(key, activeSince, count);
    return { activeSince, count };
  }

  /** Forgets every count: a member joined, left, was suspended or changed what filters see. */
  clear(): void {
    this.entries.clear();
  }

  private forget(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.takenAt >= this.ttlMs || this.entries.size >= MAX_ENTRIES) this.entries.delete(key);
    }
  }
}
