import { eq, inArray, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { users } from '@/db/schema/index';
import { ManualClock } from '@/platform/clock';
import { bearer, createMember } from '@/test-support/accounts';
import { createTestApp, useTestApp } from '@/test-support/test-app';
import { ACTIVITY_WRITE_INTERVAL_MS, ActivityTracker } from './activity.service';

const t = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

/** A tracker of its own on the test database, its statements counted, its warnings kept. */
function tracker(flushDelayMs = 60_000, db: Database = t.ctx.db) {
  const clock = new ManualClock(t.clock.now());
  const warnings: unknown[] = [];
  const execute = vi.spyOn(db, 'execute');
  const activity = new ActivityTracker(db, clock, { warn: (obj: unknown) => warnings.push(obj) }, flushDelayMs);
  return { activity, clock, warnings, execute };
}

/** The test database, counting the statements `execute` runs at once at most. */
function overlapCounting(): { db: Database; most: () => number } {
  let running = 0;
  let most = 0;
  const db = new Proxy(t.ctx.db, {
    get(target, key) {
      if (key !== 'execute') return Reflect.get(target, key, target) as unknown;
      return async (query: SQL) => {
        most = Math.max(most, ++running);
        try {
          return await target.execute(query);
        } finally {
          running--;
        }
      };
    },
  });
  return { db, most: () => most };
}

async function activityOf(...ids: number[]): Promise<(number | null)[]> {
  const rows = await t.ctx.db
    .select({ id: users.id, at: users.lastActivityAt })
    .from(users)
    .where(inArray(users.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.at?.getTime() ?? null);
}

describe('ActivityTracker', () => {
  it('records in memory at once and writes every member recorded meanwhile in one statement', async () => {
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    const { activity, clock, execute } = tracker();
    const first = activity.touch(a.id);
    expect(first).toEqual(clock.now());
    clock.advance(1_000);
    expect(activity.touch(a.id)).toBeNull();
    expect(activity.touch(b.id)).toEqual(clock.now());
    clock.advance(1_000);
    expect(activity.touch(c.id)).toEqual(clock.now());
    expect(await activityOf(a.id, b.id, c.id)).toEqual([null, null, null]);
    expect(activity.latest(a.id, null)).toEqual(first);

    execute.mockClear();
    await activity.flush();
    expect(execute).toHaveBeenCalledTimes(1);
    const now = clock.now().getTime();
    expect(await activityOf(a.id, b.id, c.id)).toEqual([now - 2_000, now - 1_000, now]);
    expect(activity.latest(a.id, new Date(now - 2_000))).toEqual(new Date(now - 2_000));

    execute.mockClear();
    await activity.flush();
    expect(execute).not.toHaveBeenCalled();
    clock.advance(ACTIVITY_WRITE_INTERVAL_MS);
    expect(activity.touch(a.id)).toEqual(clock.now());
  });

  it('writes by itself shortly after, one flush at a time', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const { db, most } = overlapCounting();
    const { activity, clock } = tracker(10, db);
    activity.touch(a.id);
    await vi.waitFor(async () => expect(await activityOf(a.id)).toEqual([clock.now().getTime()]));
    activity.touch(b.id);
    const writing = activity.flush();
    clock.advance(ACTIVITY_WRITE_INTERVAL_MS);
    activity.touch(a.id);
    await Promise.all([writing, activity.flush()]);
    expect(most()).toBe(1);
    expect(await activityOf(a.id, b.id)).toEqual([
      clock.now().getTime(),
      clock.now().getTime() - ACTIVITY_WRITE_INTERVAL_MS,
    ]);
  });

  it('writes nothing for a member forgotten or deleted meanwhile, and never moves activity back', async () => {
    const [gone, deleted, later, kept] = [
      await createMember(t),
      await createMember(t),
      await createMember(t),
      await createMember(t),
    ];
    const { activity, clock } = tracker();
    for (const m of [gone, deleted, later, kept]) activity.touch(m.id);
    activity.forget(gone.id);
    await t.ctx.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, deleted.id));
    const afterwards = clock.now().getTime() + 5_000;
    await t.ctx.db
      .update(users)
      .set({ lastActivityAt: new Date(afterwards) })
      .where(eq(users.id, later.id));
    await activity.flush();
    expect(await activityOf(gone.id, deleted.id, later.id, kept.id)).toEqual([
      null,
      null,
      afterwards,
      clock.now().getTime(),
    ]);
  });

  it('logs a failed write, records the members again on their next activity, and writes later ones', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const { activity, clock, warnings, execute } = tracker();
    execute.mockRejectedValueOnce(new Error('database down'));
    activity.touch(a.id);
    await expect(activity.flush()).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ err: new Error('database down'), members: 1 })]);
    clock.advance(1_000);
    expect(activity.touch(a.id)).toEqual(clock.now());
    activity.touch(b.id);
    await activity.flush();
    expect(await activityOf(a.id, b.id)).toEqual([clock.now().getTime(), clock.now().getTime()]);
  });

  it('is written when the app closes, before the database does; /users/me shows it before that', async () => {
    const m = await createMember(t);
    const other = await createTestApp({ database: t.ctx.database, clock: t.clock });
    const me = await other.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(m.token) });
    expect(me.json()).toMatchObject({ last_activity_at: t.clock.now().toISOString() });
    const flush = vi.spyOn(other.ctx.activity, 'flush');
    await other.close();
    expect(flush).toHaveBeenCalled();
    expect(await activityOf(m.id)).toEqual([t.clock.now().getTime()]);
  });
});
