import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('never runs more tasks at once than allowed, and runs them all in order', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limit(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a task that failed', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
