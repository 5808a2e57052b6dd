import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer';

/** A flush that records its batches and finishes when the test says so. */
function controlledFlush() {
  const batches: number[][] = [];
  const pending: { resolve: () => void; reject: (err: Error) => void }[] = [];
  const flush = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      pending.push({ resolve: () => resolve(items.map((i) => `done ${i}`)), reject });
    });
  };
  const waitForBatch = async (n: number) => {
    for (let i = 0; i < 1_000 && batches.length < n; i++) await new Promise((r) => setImmediate(r));
    expect(batches).toHaveLength(n);
  };
  return { batches, pending, flush, waitForBatch };
}

describe('Coalescer', () => {
  it('flushes items added together at once, and items added meanwhile together in the next flush', async () => {
    const f = controlledFlush();
    const c = new Coalescer(f.flush);
    const first = [c.add(1), c.add(2)];
    await f.waitForBatch(1);
    const later = [c.add(3), c.add(4), c.add(5)];
    await new Promise((r) => setImmediate(r));
    expect(f.batches).toEqual([[1, 2]]);
    f.pending[0]!.resolve();
    expect(await Promise.all(first)).toEqual(['done 1', 'done 2']);
    await f.waitForBatch(2);
    expect(f.batches[1]).toEqual([3, 4, 5]);
    f.pending[1]!.resolve();
    expect(await Promise.all(later)).toEqual(['done 3', 'done 4', 'done 5']);
  });

  it('fails only the items of a failed flush', async () => {
    const f = controlledFlush();
    const c = new Coalescer(f.flush);
    const failing = c.add(1);
    await f.waitForBatch(1);
    const next = c.add(2);
    f.pending[0]!.reject(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    await f.waitForBatch(2);
    f.pending[1]!.resolve();
    expect(await next).toBe('done 2');
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const c = new Coalescer(async (items: number[]) => items.map((i) => i * 10), { maxBatch: 2 });
    const sizes: number[] = [];
    const spy = new Coalescer(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([1, 2, 3].map((i) => c.add(i)))).toEqual([10, 20, 30]);
    await Promise.all([1, 2, 3, 4, 5].map((i) => spy.add(i)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('runs up to `concurrency` flushes at once, the rest waiting together for the first to finish', async () => {
    const f = controlledFlush();
    const c = new Coalescer(f.flush, { concurrency: 2 });
    const first = c.add(1);
    await f.waitForBatch(1);
    const second = c.add(2);
    await f.waitForBatch(2);
    const rest = [c.add(3), c.add(4)];
    await new Promise((r) => setImmediate(r));
    expect(f.batches).toEqual([[1], [2]]);
    f.pending[1]!.resolve();
    expect(await second).toBe('done 2');
    await f.waitForBatch(3);
    expect(f.batches[2]).toEqual([3, 4]);
    f.pending[0]!.resolve();
    f.pending[2]!.resolve();
    expect(await Promise.all([first, ...rest])).toEqual(['done 1', 'done 3', 'done 4']);
  });

  it('idle() waits for everything added so far', async () => {
    const f = controlledFlush();
    const c = new Coalescer(f.flush);
    let settled = 0;
    void c.add(1).then(() => settled++);
    await f.waitForBatch(1);
    void c.add(2).then(() => settled++);
    const idle = c.idle();
    f.pending[0]!.resolve();
    await f.waitForBatch(2);
    f.pending[1]!.resolve();
    await idle;
    expect(settled).toBe(2);
  });
});
