import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Row } from '../support/report';
import { createBenchDatabase } from '../support/database';
import { GrowthData, type Stage } from '../support/growth-data';
import { openSessions, type SignedIn } from '../support/seed';
import { startServer } from '../support/server';
import { median } from '../support/stats';
import type { BenchContext } from '../run-context';

const FULL: Stage[] = [
  { members: 10_000, messages: 100_000, conversation: 1_000 },
  { members: 100_000, messages: 1_000_000, conversation: 10_000 },
  { members: 1_000_000, messages: 10_000_000, conversation: 100_000 },
];
const QUICK: Stage[] = [
  { members: 1_000, messages: 5_000, conversation: 200 },
  { members: 4_000, messages: 20_000, conversation: 800 },
];

const RUNS = 15;

interface Operation {
  name: string;
  /** Which size axis the operation's cost is read against. */
  axis: 'members' | 'messages' | 'conversation';
  /** Runs before each timed request, untimed (mark-read needs unread messages). */
  prepare?: () => Promise<void>;
  path: string;
  method?: 'GET' | 'PUT';
  token: string;
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
  const data = new GrowthData(database, stages, { keep: !ctx.quick, fresh: process.env.BENCH_GROWTH_FRESH === '1' });
  const times = new Map<string, number[]>();
  let ops: Operation[] = [];
  try {
    await data.dropStale();
    for (const stage of stages) {
      const started = performance.now();
      const { cast, how } = await data.reach(stage);
      const handle = await database.open();
      let signedIn: SignedIn[];
      try {
        signedIn = await openSessions(handle.db, [cast.viewer, cast.partner, cast.admin]);
      } finally {
        await handle.close();
      }
      ctx.log(
        `  ${stage.members.toLocaleString('en-CA')} members, ${stage.messages.toLocaleString('en-CA')} messages ${how} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      // Beside the server: puts messages back to unread before each timed mark-read.
      const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
      const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        ops = operations(signedIn as [SignedIn, SignedIn, SignedIn], pool);
        for (const op of ops) {
          const samples = await timeOperation(server.url, op);
          times.set(op.name, [...(times.get(op.name) ?? []), median(samples)]);
        }
      } finally {
        await server.stop();
        await pool.end();
      }
    }
  } finally {
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

/** What is timed at each size, as the viewer, their partner's conversation and the administrator. */
function operations([v, p, admin]: [SignedIn, SignedIn, SignedIn], pool: pg.Pool): Operation[] {
  return [
    { name: 'browse, first page', axis: 'members', path: '/api/users', token: v.token },
    { name: 'browse, page 40', axis: 'members', path: '/api/users?page=40', token: v.token },
    { name: 'chat history, latest page', axis: 'conversation', path: `/api/chat/${p.userId}/history`, token: v.token },
    {
      name: 'mark read (20 new messages)',
      axis: 'conversation',
      method: 'PUT',
      path: `/api/messages/mark-read/${p.userId}`,
      token: v.token,
      prepare: () => unreadLatest(pool, p.userId, v.userId),
    },
    {
      name: 'admin user search by e-mail',
      axis: 'members',
      path: `/api/admin/users/search?q=${encodeURIComponent(`bench.${v.userId + 7}@`)}`,
      token: admin.token,
    },
    {
      name: 'admin user search by username prefix',
      axis: 'members',
      path: `/api/admin/users/search?q=${encodeURIComponent(`bench_${Math.floor((v.userId + 123) / 10)}`)}`,
      token: admin.token,
    },
    { name: 'admin statistics', axis: 'messages', path: '/api/admin/statistics', token: admin.token },
  ];
}

/** Three untimed warm-up requests, then RUNS timed ones (milliseconds each). */
async function timeOperation(url: string, op: Operation): Promise<number[]> {
  const once = async () => {
    await op.prepare?.();
    const t = performance.now();
    const res = await fetch(`${url}${op.path}`, {
      method: op.method ?? 'GET',
      headers: {
        authorization: `Bearer ${op.token}`,
        ...(op.method === 'PUT' ? { 'content-type': 'application/json' } : {}),
      },
      ...(op.method === 'PUT' ? { body: '{}' } : {}),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${op.name}: ${op.path} answered ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 3; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await once());
  return samples;
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
