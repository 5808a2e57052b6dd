import { count, eq, gte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDays, messages } from '@/db/schema/index';
import { createMember, type TestMember } from '@/test-support/accounts';
import { writeMessage } from '@/test-support/message-history';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { platformStatistics } from './admin-statistics.service';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
let admin: TestMember;
let ann: TestMember;
let ben: TestMember;
let cal: TestMember;

/** What the Overview's message figures must equal: every stored message, and those of the last 7 days. */
async function counted(): Promise<{ total: number; last_7_days: number }> {
  const since = new Date(t.clock.now().getTime() - 7 * DAY_MS);
  const [all] = await t.ctx.db.select({ n: count() }).from(messages);
  const [recent] = await t.ctx.db.select({ n: count() }).from(messages).where(gte(messages.createdAt, since));
  return { total: all!.n, last_7_days: recent!.n };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { isAdmin: true });
  ann = await createMember(t, { gender: 'woman' });
  ben = await createMember(t, { gender: 'man' });
  cal = await createMember(t, { gender: 'nonbinary' });
  const now = t.clock.now().getTime();
  // Around the 7-day boundary on both sides (same UTC day or not), earlier in the month, and now.
  const ages = [30 * DAY_MS, 8 * DAY_MS, 7 * DAY_MS + HOUR_MS, 7 * DAY_MS - HOUR_MS, 6 * DAY_MS, HOUR_MS, 0];
  for (const [i, age] of ages.entries()) {
    await writeMessage(t, i % 2 ? ann.id : ben.id, i % 2 ? ben.id : ann.id, {
      content: `m${i}`,
      at: new Date(now - age),
    });
  }
  await writeMessage(t, cal.id, ann.id, { content: 'hello ann', at: new Date(now - 2 * DAY_MS) });
  await writeMessage(t, ann.id, cal.id, { content: 'hi cal', at: new Date(now - 7 * DAY_MS + 60_000) });
});
afterAll(async () => {
  await t.close();
});

describe('Overview message figures', () => {
  it('equal a count of the stored messages, in all and over the last 7 days to the minute', async () => {
    const stats = await platformStatistics(t.ctx, admin.id);
    expect(stats.messages).toEqual(await counted());
    expect(stats.messages.total).toBe(9);
  });

  it('lose the messages removed with an account, on every day they were sent', async () => {
    const before = (await platformStatistics(t.ctx, admin.id)).messages;
    await t.ctx.db.delete(messages).where(or(eq(messages.senderId, cal.id), eq(messages.recipientId, cal.id)));
    const after = (await platformStatistics(t.ctx, admin.id)).messages;
    expect(after).toEqual(await counted());
    expect(after.total).toBe(before.total - 2);
  });

  it('are kept per day by the database whichever way messages are written, many in one statement included', async () => {
    const at = new Date(t.clock.now().getTime() - 3 * DAY_MS);
    await t.ctx.db.insert(messages).values(
      Array.from({ length: 40 }, (_, i) => ({
        senderId: i % 2 ? ann.id : ben.id,
        recipientId: i % 2 ? ben.id : ann.id,
        content: `batch ${i}`,
        createdAt: new Date(at.getTime() + i * HOUR_MS),
      })),
    );
    const stats = await platformStatistics(t.ctx, admin.id);
    expect(stats.messages).toEqual(await counted());
    const perDay = await t.ctx.db
      .select({ day: messageDays.day, sent: messageDays.sent })
      .from(messageDays)
      .orderBy(messageDays.day);
    const fromMessages = (await t.ctx.db.execute<{ day: string; sent: number }>(
      sql`select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as sent
          from messages group by 1 order by 1`,
    )) as { rows: { day: string; sent: number }[] };
    expect(perDay.filter((d) => d.sent > 0)).toEqual(fromMessages.rows);
  });
});
