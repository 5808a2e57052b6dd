import type { TBrowseQuery } from '@quad/contract';
import type { Clock } from '@/platform/clock';
import { activityCutoff } from './users.policy';

/**
 * How old the population browse counts from may be. The listed members themselves are always
 * read fresh, and whether another page follows is always exact; only the totals of pages far
 * from the end can lag a change made on another instance (a member joining, hiding, or
 * suspended there) by about this long. Changes made on this instance that shrink or grow the
 * population are seen by the next request.
 */
export const BROWSE_COUNT_TTL_MS = 10_000;

/** Members alike in everything browse filters on, and how many they are. */
export interface PopulationGroup {
  gender: string;
  orientation: string;
  institutionId: string;
  hasPhotos: boolean;
  isVerified: boolean;
  age: number;
  heightInches: number;
  n: number;
}

interface Bucket {
  gender: string;
  orientation: string;
  institutionId: string;
  hasPhotos: boolean;
  isVerified: boolean;
  /** Prefix sums over (age, height): sums[(a + 1) * width + h + 1] counts ages ≤ a, heights ≤ h. */
  sums: Int32Array;
}

/**
 * The members browse may show anyone (listable, discoverable since `activeSince`), grouped by
 * gender, orientation, institution, photos and the verified badge, each group a table of counts by age and height
 * kept as prefix sums: counting any set of browse filters costs a few lookups per group.
 */
export class PopulationSnapshot {
  private readonly buckets: Bucket[] = [];
  private readonly minAge: number;
  private readonly maxAge: number;
  private readonly minHeight: number;
  private readonly maxHeight: number;
  private readonly width: number;

  constructor(
    readonly activeSince: Date,
    groups: readonly PopulationGroup[],
  ) {
    let [minAge, maxAge, minHeight, maxHeight] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const g of groups) {
      minAge = Math.min(minAge, g.age);
      maxAge = Math.max(maxAge, g.age);
      minHeight = Math.min(minHeight, g.heightInches);
      maxHeight = Math.max(maxHeight, g.heightInches);
    }
    [this.minAge, this.maxAge, this.minHeight, this.maxHeight] = [minAge, maxAge, minHeight, maxHeight];
    const ages = groups.length > 0 ? maxAge - minAge + 1 : 0;
    this.width = groups.length > 0 ? maxHeight - minHeight + 2 : 1;
    const byKey = new Map<string, Bucket>();
    for (const g of groups) {
      const key = `${g.gender}|${g.orientation}|${g.institutionId}|${g.hasPhotos}|${g.isVerified}`;
      let bucket = byKey.get(key);
      if (!bucket) {
        bucket = { ...g, sums: new Int32Array((ages + 1) * this.width) };
        byKey.set(key, bucket);
        this.buckets.push(bucket);
      }
      bucket.sums[(g.age - this.minAge + 1) * this.width + g.heightInches - this.minHeight + 1]! += g.n;
    }
    for (const { sums } of this.buckets) {
      for (let a = 1; a <= ages; a++) {
        for (let h = 1; h < this.width; h++) {
          const i = a * this.width + h;
          sums[i]! += sums[i - 1]! + sums[i - this.width]! - sums[i - this.width - 1]!;
        }
      }
    }
  }

  /** How many of these members the filters keep (absent filters do not narrow, as in the page query). */
  count(q: TBrowseQuery): number {
    if (this.buckets.length === 0) return 0;
    const a0 = Math.max(q.min_age ?? -Infinity, this.minAge) - this.minAge;
    const a1 = Math.min(q.max_age ?? Infinity, this.maxAge) - this.minAge;
    const h0 = Math.max(q.min_height_inches ?? -Infinity, this.minHeight) - this.minHeight;
    const h1 = Math.min(q.max_height_inches ?? Infinity, this.maxHeight) - this.minHeight;
    if (a0 > a1 || h0 > h1) return 0;
    const w = this.width;
    let total = 0;
    for (const b of this.buckets) {
      if (q.genders && !q.genders.includes(b.gender as never)) continue;
      if (q.orientations && !q.orientations.includes(b.orientation as never)) continue;
      if (q.institution_ids && !q.institution_ids.includes(b.institutionId)) continue;
      if (q.has_photos && !b.hasPhotos) continue;
      if (q.verified_only && !b.isVerified) continue;
      const s = b.sums;
      total += s[(a1 + 1) * w + h1 + 1]! - s[a0 * w + h1 + 1]! - s[(a1 + 1) * w + h0]! + s[a0 * w + h0]!;
    }
    return total;
  }
}

/**
 * The browsable population, read by one grouped statement at most every BROWSE_COUNT_TTL_MS
 * per instance and shared by every viewer: each request counts its filters against it in
 * memory instead of counting members in the database. Once the snapshot is older than that,
 * requests still answer from it while one reload runs; they wait only when none stands (at
 * start, after `clear`, or when the activity threshold setting changed). Each viewer's own
 * exclusions (themselves, members blocking them, their partners) are counted with the page
 * and subtracted, so a viewer's new message, block or conversation shows at once.
 * Reachable as `app.ctx.browsePopulation`.
 */
export class BrowsePopulation {
  private settled: { thresholdDays: number; takenAt: number; snapshot: PopulationSnapshot } | undefined;
  private loading: { thresholdDays: number; promise: Promise<PopulationSnapshot> } | undefined;
  private generation = 0;

  constructor(
    private readonly load: (activeSince: Date) => Promise<PopulationGroup[]>,
    private readonly clock: Clock,
    private readonly ttlMs = BROWSE_COUNT_TTL_MS,
  ) {}

  /** The population for this activity threshold, at most about `ttlMs` old. */
  snapshot(thresholdDays: number): Promise<PopulationSnapshot> {
    const standing = this.settled;
    if (standing?.thresholdDays === thresholdDays) {
      const age = this.clock.now().getTime() - standing.takenAt;
      if (age < 0 || age >= this.ttlMs) {
        // A failed reload leaves the standing snapshot; the next request tries again.
        this.reload(thresholdDays).catch(() => undefined);
      }
      return Promise.resolve(standing.snapshot);
    }
    return this.reload(thresholdDays);
  }

  /** Forgets the population: a member joined, left, was suspended or changed what filters see. */
  clear(): void {
    this.generation++;
    this.settled = undefined;
    this.loading = undefined;
  }

  private reload(thresholdDays: number): Promise<PopulationSnapshot> {
    if (this.loading?.thresholdDays === thresholdDays) return this.loading.promise;
    const generation = this.generation;
    const takenAt = this.clock.now().getTime();
    const activeSince = activityCutoff(new Date(takenAt), thresholdDays);
    const promise = this.load(activeSince).then((groups) => {
      const snapshot = new PopulationSnapshot(activeSince, groups);
      // A load begun before a clear() may miss the change: it answers its own waiters only.
      if (generation === this.generation) this.settled = { thresholdDays, takenAt, snapshot };
      return snapshot;
    });
    const loading = { thresholdDays, promise };
    this.loading = loading;
    const done = () => {
      if (this.loading === loading) this.loading = undefined;
    };
    promise.then(done, done);
    return promise;
  }
}
