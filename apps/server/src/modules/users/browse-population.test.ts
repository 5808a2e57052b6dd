import { describe, expect, it } from 'vitest';
import type { TBrowseQuery } from '@quad/contract';
import { ManualClock } from '@/platform/clock';
import { BrowsePopulation, PopulationSnapshot, type PopulationGroup } from './browse-population';

const GENDERS = ['man', 'woman', 'nonbinary'] as const;
const ORIENTATIONS = ['androphilic', 'gynephilic', 'ambiphilic'] as const;
const INSTITUTIONS = ['ucalgary', 'sait', 'mru'];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

function groups(seed: number, size: number): PopulationGroup[] {
  const pick = random(seed);
  return Array.from({ length: size }, () => ({
    gender: GENDERS[pick(3)]!,
    orientation: ORIENTATIONS[pick(3)]!,
    institutionId: INSTITUTIONS[pick(3)]!,
    hasPhotos: pick(2) === 0,
    isVerified: pick(3) === 0,
    age: 18 + pick(63),
    heightInches: 48 + pick(37),
    n: 1 + pick(4),
  }));
}

/** What the page query's filters keep, member by member. */
function bruteForce(all: PopulationGroup[], q: TBrowseQuery): number {
  return all
    .filter(
      (g) =>
        (q.min_age === undefined || g.age >= q.min_age) &&
        (q.max_age === undefined || g.age <= q.max_age) &&
        (q.min_height_inches === undefined || g.heightInches >= q.min_height_inches) &&
        (q.max_height_inches === undefined || g.heightInches <= q.max_height_inches) &&
        (!q.genders || (q.genders as readonly string[]).includes(g.gender)) &&
        (!q.orientations || (q.orientations as readonly string[]).includes(g.orientation)) &&
        (!q.institution_ids || q.institution_ids.includes(g.institutionId)) &&
        (!q.has_photos || g.hasPhotos) &&
        (!q.verified_only || g.isVerified),
    )
    .reduce((sum, g) => sum + g.n, 0);
}

describe('PopulationSnapshot', () => {
  it('counts any set of filters as the members one by one would', () => {
    const all = groups(7, 3_000);
    const snapshot = new PopulationSnapshot(new Date(0), all);
    const pick = random(11);
    const queries: TBrowseQuery[] = [
      {},
      { genders: ['woman'] },
      { min_age: 80 },
      { max_age: 17 },
      { min_age: 30, max_age: 25 },
      { min_height_inches: 84, max_height_inches: 84, has_photos: true },
      { verified_only: true },
      { genders: ['man'], verified_only: true, has_photos: true },
    ];
    for (let i = 0; i < 300; i++) {
      const lowAge = 16 + pick(70);
      const lowHeight = 45 + pick(42);
      queries.push({
        ...(pick(2) ? { min_age: lowAge } : {}),
        ...(pick(2) ? { max_age: lowAge + pick(20) } : {}),
        ...(pick(2) ? { min_height_inches: lowHeight } : {}),
        ...(pick(2) ? { max_height_inches: lowHeight + pick(15) } : {}),
        ...(pick(2) ? { genders: GENDERS.filter(() => pick(2) === 0) } : {}),
        ...(pick(2) ? { orientations: ORIENTATIONS.filter(() => pick(2) === 0) } : {}),
        ...(pick(2) ? { institution_ids: INSTITUTIONS.filter(() => pick(2) === 0) } : {}),
        ...(pick(2) ? { has_photos: true } : {}),
        ...(pick(2) ? { verified_only: true } : {}),
      });
    }
    for (const q of queries) expect({ q, n: snapshot.count(q) }).toEqual({ q, n: bruteForce(all, q) });
  });

  it('counts nobody in an empty population', () => {
    expect(new PopulationSnapshot(new Date(0), []).count({ min_age: 20 })).toBe(0);
  });
});

describe('BrowsePopulation', () => {
  function setup() {
    const clock = new ManualClock();
    const loads: { activeSince: Date; resolve: (g: PopulationGroup[]) => void; reject: (e: Error) => void }[] = [];
    const population = new BrowsePopulation(
      (activeSince) => new Promise((resolve, reject) => loads.push({ activeSince, resolve, reject })),
      clock,
      1_000,
    );
    return { clock, loads, population };
  }
  const one = (n: number): PopulationGroup[] => [
    {
      gender: 'woman',
      orientation: 'androphilic',
      institutionId: 'sait',
      hasPhotos: true,
      isVerified: false,
      age: 21,
      heightInches: 65,
      n,
    },
  ];

  it('loads once for everyone asking together, then answers from memory', async () => {
    const { loads, population } = setup();
    const asked = [population.snapshot(30), population.snapshot(30)];
    expect(loads).toHaveLength(1);
    loads[0]!.resolve(one(5));
    const [a, b] = await Promise.all(asked);
    expect(a).toBe(b);
    expect((await population.snapshot(30)).count({})).toBe(5);
    expect(loads).toHaveLength(1);
  });

  it('past its lifetime answers from the standing snapshot while one reload runs', async () => {
    const { clock, loads, population } = setup();
    const first = population.snapshot(30);
    loads[0]!.resolve(one(5));
    await first;
    clock.advance(1_000);
    expect((await population.snapshot(30)).count({})).toBe(5);
    expect((await population.snapshot(30)).count({})).toBe(5);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(one(6));
    await Promise.resolve();
    await Promise.resolve();
    expect((await population.snapshot(30)).count({})).toBe(6);
  });

  it('keeps the standing snapshot when a reload fails, and tries again on the next request', async () => {
    const { clock, loads, population } = setup();
    const first = population.snapshot(30);
    loads[0]!.resolve(one(5));
    await first;
    clock.advance(1_000);
    await population.snapshot(30);
    loads[1]!.reject(new Error('database away'));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await population.snapshot(30)).count({})).toBe(5);
    expect(loads).toHaveLength(3);
  });

  it('after clear() waits for a new load, and a load begun before it stands for nobody else', async () => {
    const { loads, population } = setup();
    const before = population.snapshot(30);
    population.clear();
    const after = population.snapshot(30);
    expect(loads).toHaveLength(2);
    loads[0]!.resolve(one(5));
    loads[1]!.resolve(one(4));
    expect((await before).count({})).toBe(5);
    expect((await after).count({})).toBe(4);
    expect((await population.snapshot(30)).count({})).toBe(4);
  });

  it('loads again with the new cutoff when the activity threshold changes', async () => {
    const { clock, loads, population } = setup();
    const first = population.snapshot(30);
    loads[0]!.resolve(one(5));
    await first;
    void population.snapshot(7);
    expect(loads).toHaveLength(2);
    expect(clock.now().getTime() - loads[1]!.activeSince.getTime()).toBe(7 * 24 * 60 * 60_000);
  });
});
