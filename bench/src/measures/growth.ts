import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '@/db/client';
import type { Row } from '../support/report';
import { createBenchDatabase } from '../support/database';
import { activeMemberIds, openSessions, seedMembers, type SignedIn } from '../support/seed';
import { startServer } from '../support/server';
import { median } from '../support/stats';
import type { BenchContext } from '../run-context';

/** One size of the database: members, messages in all, and messages in the measured conversation. */
interface Stage {
  members: number;
  messages: number;
  conversation: number;
}

const FULL: Stage[] = [
  { members: 10_000, messages: 100_000, conversation: 1_000 },
  { members: 100_000, messages: 1_000_000, conversation: 10_000 },
  { members: 1_000_000, messages: 10_000_000, conversation: 100_000 },
];
const QUICK: Stage[] = [
  { members: 1_000, messages: 5_000, conversation: 200 },
  { members: 4_000, messages: 20_000, conversation: 800 },
];

/** Pairs of members who write to each other in the background (the measured pair apart). */
const BACKGROUND_PAIRS = 2_000;
const RUNS = 15;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Operation {
  name: string;
  /** Which size axis the operation's cost is read against. */
  axis: 'members' | 'messages' | 'conversation';
  /** Runs before each timed request, untimed (mark-read needs unread messages). */
  prepare?: () => Promise<void>;
  path: () => string;
  method?: 'GET' | 'PUT';
  as: 'member' | 'admin';
}

/**
 * Adds messages until the database holds `total`: background pairs writing back and forth,
 * all read, and the measured pair's conversation grown to `conversation` messages. Generated
 * inside the database; the conversations rows are rebuilt from the messages, as the app keeps them.
 */
async function growMessages(
  db: Database,
  pairs: { from: number; count: number },
  a: number,
  b: number,
  stage: Stage,
): Promise<void> {
  const [{ n: have } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from messages`),
  );
  const [{ n: inPair } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from messages where (sender_id, recipient_id) in ((${a}, ${b}), (${b}, ${a}))`,
    ),
  );
  const pairMore = Math.max(0, stage.conversation - inPair);
  if (pairMore > 0) {
    await db.execute(sql`
      insert into messages (sender_id, recipient_id, content, status, created_at, delivered_at, read_at)
      select case when s % 2 = 0 then ${a}::int else ${b}::int end, case when s % 2 = 0 then ${b}::int else ${a}::int end,
        'message ' || s || ' of the measured pair', 'read', now() - interval '20 days' + s * interval '1 second',
        now() - interval '20 days', now() - interval '20 days'
      from generate_series(${inPair + 1}::int, ${inPair + pairMore}::int) as s`);
  }
  const background = Math.max(0, stage.messages - have - pairMore);
  const batch = 1_000_000;
  for (let from = 1; from <= background; from += batch) {
    const to = Math.min(background, from + batch - 1);
    await db.execute(sql`
      insert into messages (sender_id, recipient_id, content, status, created_at, delivered_at, read_at)
      select ${pairs.from}::int + 2 * (s % ${pairs.count}) + (s / ${pairs.count}) % 2,
        ${pairs.from}::int + 2 * (s % ${pairs.count}) + 1 - (s / ${pairs.count}) % 2,
        'how was the midterm? ' || s, 'read', now() - interval '60 days' + (s % 5000000) * interval '1 second',
        now() - interval '60 days', now() - interval '60 days'
      from generate_series(${have + from}::int, ${have + to}::int) as s`);
  }
  await db.execute(sql`delete from conversations`);
  await db.execute(sql`
    insert into conversations (user_low_id, user_high_id, initiator_id, low_sent_count, high_sent_count,
      low_unread, high_unread, last_message_id, last_message_at, created_at)
    select least(sender_id, recipient_id), greatest(sender_id, recipient_id), min(sender_id),
      count(*) filter (where sender_id < recipient_id), count(*) filter (where sender_id > recipient_id),
      0, 0, max(id), max(created_at), min(created_at)
    from messages group by 1, 2`);
  await db.execute(sql`vacuum analyze messages`);
  await db.execute(sql`vacuum analyze conversations`);
}

/** How the cost grows from the smallest to the largest size: the exponent of n it follows. */
function growthOf(sizes: number[], ms: number[]): string {
  const slope = Math.log(ms.at(-1)! / ms[0]!) / Math.log(sizes.at(-1)! / sizes[0]!);
  if (slope < 0.1) return 'flat';
  if (slope < 0.3) return 'about log n';
  if (slope < 0.75) return `between log n and linear (n^${slope.toFixed(2)})`;
  return `linear (n^${slope.toFixed(2)})`;
}

/**
 * Time per operation as the data grows, on PostgreSQL: browse first and far pages, chat
 * history and mark-read in one long conversation, admin user search and statistics, at each
 * size of one database grown in steps (members and messages generated in the database).
 */
export async function measureGrowth(ctx: BenchContext): Promise<Row[]> {
  if (!process.env.DATABASE_URL) {
    return [
      {
        group: 'Growth',
        measure: 'time per operation at three data sizes',
        value: null,
        unit: '',
        note: 'measured on PostgreSQL only (set DATABASE_URL); the embedded database is for one small campus',
      },
    ];
  }
  const stages = ctx.quick ? QUICK : FULL;
  const database = await createBenchDatabase('growth');
  const times = new Map<string, number[]>();
  const ops: Operation[] = [];
  // Beside the server: puts messages back to unread before each timed mark-read.
  const pool = database.databaseUrl ? new pg.Pool({ connectionString: database.databaseUrl, max: 2 }) : undefined;
  try {
    let viewer: SignedIn | undefined;
    let partner: SignedIn | undefined;
    let admin: SignedIn | undefined;
    // Among the first size's members, clear of the three above.
    const pairs = { from: 0, count: Math.min(BACKGROUND_PAIRS, Math.floor((stages[0]!.members - 20) / 2)) };
    let seeded = 0;
    for (const stage of stages) {
      const started = performance.now();
      const handle = await database.open();
      try {
        const first = await seedMembers(handle.db, stage.members - seeded);
        seeded = stage.members;
        if (!viewer) {
          const [a, b, c] = await activeMemberIds(handle.db, 3);
          await handle.db.execute(sql`update users set is_admin = true where id = ${c!}`);
          [viewer, partner, admin] = await openSessions(handle.db, [a!, b!, c!]);
          pairs.from = first.firstId + 10;
        }
        await growMessages(handle.db, pairs, viewer!.userId, partner!.userId, stage);
      } finally {
        await handle.close();
      }
      ctx.log(
        `  ${stage.members.toLocaleString('en-CA')} members, ${stage.messages.toLocaleString('en-CA')} messages ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const v = viewer!;
      const p = partner!;
      if (ops.length === 0) {
        ops.push(
          { name: 'browse, first page', axis: 'members', path: () => '/api/users', as: 'member' },
          { name: 'browse, page 40', axis: 'members', path: () => '/api/users?page=40', as: 'member' },
          {
            name: 'chat history, latest page',
            axis: 'conversation',
            path: () => `/api/chat/${p.userId}/history`,
            as: 'member',
          },
          {
            name: 'mark read (20 new messages)',
            axis: 'conversation',
            method: 'PUT',
            path: () => `/api/messages/mark-read/${p.userId}`,
            as: 'member',
            prepare: () => unreadLatest(pool!, p.userId, v.userId),
          },
          {
            name: 'admin user search by e-mail',
            axis: 'members',
            path: () => `/api/admin/users/search?q=${encodeURIComponent(`bench.${v.userId + 7}@`)}`,
            as: 'admin',
          },
          {
            name: 'admin user search by username prefix',
            axis: 'members',
            path: () => `/api/admin/users/search?q=${encodeURIComponent(`bench_${Math.floor((v.userId + 123) / 10)}`)}`,
            as: 'admin',
          },
          { name: 'admin statistics', axis: 'messages', path: () => '/api/admin/statistics', as: 'admin' },
        );
      }
      const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        for (const op of ops) {
          const token = op.as === 'admin' ? admin!.token : v.token;
          const once = async () => {
            await op.prepare?.();
            const t = performance.now();
            const res = await fetch(`${server.url}${op.path()}`, {
              method: op.method ?? 'GET',
              headers: {
                authorization: `Bearer ${token}`,
                ...(op.method === 'PUT' ? { 'content-type': 'application/json' } : {}),
              },
              ...(op.method === 'PUT' ? { body: '{}' } : {}),
            });
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`${op.name}: ${op.path()} answered ${res.status}`);
            return performance.now() - t;
          };
          for (let i = 0; i < 3; i++) await once();
          const samples: number[] = [];
          for (let i = 0; i < RUNS; i++) samples.push(await once());
          times.set(op.name, [...(times.get(op.name) ?? []), median(samples)]);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await pool?.end();
    await database.remove();
  }

  const sizeLabel = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}k` : String(n));
  return ops.map((op) => {
    const ms = times.get(op.name)!;
    const sizes = stages.map((s) => s[op.axis]);
    const axis = { members: 'members', messages: 'messages', conversation: 'messages in the conversation' }[op.axis];
    return {
      group: 'Growth',
      measure: `${op.name}: ${sizes.map((n, i) => `${sizeLabel(n)} → ${ms[i]!.toFixed(1)} ms`).join(', ')} (${axis}; ${stages.map((s) => `${sizeLabel(s.members)} members / ${sizeLabel(s.messages)} messages`).join(', ')})`,
      value: ms.at(-1)!,
      unit: 'ms',
      note: `median of ${RUNS} at each size; cost ${growthOf(sizes, ms)}`,
    };
  });
}

/** The partner's 20 latest messages to the viewer become unread again, as if just delivered. */
async function unreadLatest(pool: pg.Pool, from: number, to: number): Promise<void> {
  await pool.query(
    `with m as (
       update messages set read_at = null, status = 'delivered'
       where id in (select id from messages where sender_id = $1 and recipient_id = $2 order by id desc limit 20)
       returning 1
     )
     update conversations set
       low_unread = case when $2 < $1 then (select count(*) from m)::int else low_unread end,
       high_unread = case when $2 > $1 then (select count(*) from m)::int else high_unread end
     where user_low_id = least($1::int, $2::int) and user_high_id = greatest($1::int, $2::int)`,
    [from, to],
  );
}
