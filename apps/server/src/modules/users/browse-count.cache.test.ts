import { describe, expect, it } from 'vitest';
import { ManualClock } from '@/platform/clock';
import { BrowseCountCache } from './browse-count.cache';

const since = new Date('2026-01-01T00:00:00Z');

describe('BrowseCountCache', () => {
  it('takes one count per key while it stands, shared by concurrent callers, then takes it again', async () => {
    const clock = new ManualClock();
    const cache = new BrowseCountCache(clock, 1_000);
    let taken = 0;
    const take = () => Promise.resolve(++taken * 10);
    const [a, b] = [cache.get('k', since, take), cache.get('k', since, take)];
    expect(await a.count).toBe(10);
    expect(await b.count).toBe(10);
    expect(cache.get('other', since, take)).toMatchObject({ activeSince: since });
    expect(taken).toBe(2);
    clock.advance(999);
    expect(await cache.lookup('k')?.count).toBe(10);
    clock.advance(1);
    expect(cache.lookup('k')).toBeUndefined();
    expect(await cache.get('k', since, take).count).toBe(30);
  });

  it('forgets counts on clear, and does not keep one that was being taken across it or failed', async () => {
    const cache = new BrowseCountCache(new ManualClock(), 60_000);
    await cache.get('k', since, () => Promise.resolve(1)).count;
    cache.clear();
    expect(cache.lookup('k')).toBeUndefined();

    let finish!: (n: number) => void;
    const pending = cache.get('k', since, () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(5);
    expect(await pending.count).toBe(5);
    expect(cache.lookup('k')).toBeUndefined();

    const failed = cache.get('k', since, () => Promise.reject(new Error('database down')));
    await expect(failed.count).rejects.toThrow('database down');
    expect(cache.lookup('k')).toBeUndefined();
  });
});
