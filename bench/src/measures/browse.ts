import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import { BROWSE_PAGE_SIZE, DEFAULT_SETTINGS, type TBrowseQuery, type TGender } from '@quad/contract';
import type { Database } from '@/db/client';
import { users } from '@/db/schema/index';
import { BrowsePopulation } from '@/modules/users/browse-population';
import {
  browsePlan,
  listablePartners,
  pagePick,
  partnersQuery,
  populationCountQuery,
  populationGroupsQuery,
  tallySql,
} from '@/modules/users/browse.service';
import { cardRowsQuery } from '@/modules/users/user-card.repository';
import { activityCutoff } from '@/modules/users/users.policy';
import { systemClock } from '@/platform/clock';
import type { Row } from '../support/report';
import { startChild } from '../support/children';
import { createBenchDatabase } from '../support/database';
import { activeMemberIds, openSessions, seedMembers, type SignedIn } from '../support/seed';
import { startServer } from '../support/server';
import { cannon, meter, openLoop } from '../support/load';
import { postgresBackendsOf } from '../support/processor';
import { percentile } from '../support/stats';
import type { BenchContext } from '../run-context';

const CONNECTIONS = 32;

interface Viewer extends SignedIn {
  age: number;
  gender: TGender;
  orientation: string;
}

/** What a member typically asks for: the genders they are into, an age band around theirs, sometimes one campus or photos only. */
interface Filter {
  genders: TGender[];
  minAge: number;
  maxAge: number;
  institution?: string;
  hasPhotos: boolean;
}

function typicalFilter(v: Viewer, i: number, institutions: string[]): Filter {
  const genders: TGender[] =
    v.orientation === 'androphilic'
      ? ['man']
      : v.orientation === 'gynephilic'
        ? ['woman']
        : ['man', 'woman', 'nonbinary'];
  return {
    genders,
    minAge: Math.max(18, v.age - 3),
    maxAge: Math.min(99, v.age + 4),
    ...(i % 3 === 0 ? { institution: institutions[i % institutions.length]! } : {}),
    hasPhotos: i % 2 === 0,
  };
}

const queryString = (f: Filter) =>
  `genders=${f.genders.join(',')}&min_age=${f.minAge}&max_age=${f.maxAge}` +
  `${f.institution ? `&institution_ids=${f.institution}` : ''}${f.hasPhotos ? '&has_photos=true' : ''}`;

interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements GET /api/users runs for a viewer's first page, built by the API's own
 * query functions and rendered as the driver receives them: the partners, then the page
 * (Others page, card facts and the viewer's corrections in one statement). The population
 * those corrections apply to is shared between viewers (`groups`, read at most every
 * BROWSE_COUNT_TTL_MS); `counting` counts it for this viewer's filters in the database, as
 * browse did before the population was shared.
 */
interface BrowseStatements {
  partners: Statement;
  page: Statement;
  counting: Statement;
  groups: Statement;
}

async function browseStatements(db: Database, viewerId: number, f: Filter, now: Date): Promise<BrowseStatements> {
  const q: TBrowseQuery = {
    genders: f.genders,
    min_age: f.minAge,
    max_age: f.maxAge,
    ...(f.institution ? { institution_ids: [f.institution] } : {}),
    ...(f.hasPhotos ? { has_photos: true } : {}),
  };
  const partners = await listablePartners(db, viewerId);
  const plan = browsePlan(viewerId, q, DEFAULT_SETTINGS, now, partners);
  const fromGroups = plan.grouped.slice(0, BROWSE_PAGE_SIZE);
  const pick = pagePick(db, plan, fromGroups, 0, BROWSE_PAGE_SIZE - fromGroups.length + 1);
  const activeSince = activityCutoff(now, DEFAULT_SETTINGS.user_activity_threshold_days);
  const render = (query: { toSQL(): { sql: string; params: unknown[] } }): Statement => {
    const { sql: text, params } = query.toSQL();
    return { text, params };
  };
  return {
    partners: render(partnersQuery(db, viewerId)),
    page: render(cardRowsQuery(db, viewerId, pick.where, pick.orderBy, tallySql(viewerId, plan, activeSince, now))),
    counting: render(populationCountQuery(db, q, activeSince, now)),
    groups: render(populationGroupsQuery(db, activeSince, now)),
  };
}

interface Driver {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** The database's own client, without Drizzle or the app: pg's pool (the server's size) or PGlite. */
async function openDriver(dataDir: string, databaseUrl: string | undefined): Promise<Driver> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    return { query: (t, p) => pool.query(t, p), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions } = await import('@/db/pglite-extensions');
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: pgliteExtensions });
  return { query: (t, p) => client.query(t, p), close: () => client.close() };
}

/**
 * `CONNECTIONS` concurrent callers each running what the API runs for a page, for `seconds`:
 * the partners, then the page, with the population shared between them as the API shares it
 * (a BrowsePopulation of their own, loaded through the driver). With `counting: 'every'`
 * every page counts its filters' population in the database instead, as browse once did.
 */
async function directSql(
  driver: Driver,
  statements: BrowseStatements[],
  seconds: number,
  counting: 'shared' | 'every' = 'shared',
) {
  const run = (s: Statement) => driver.query(s.text, s.params);
  const groups = statements[0]!.groups;
  const population = new BrowsePopulation(async () => {
    const { rows } = await run(groups);
    return rows.map((row) => {
      const [gender, orientation, institutionId, hasPhotos, isVerified, age, heightInches, n] = Object.values(
        row as object,
      );
      return {
        gender: String(gender),
        orientation: String(orientation),
        institutionId: String(institutionId),
        hasPhotos: Boolean(hasPhotos),
        isVerified: Boolean(isVerified),
        age: Number(age),
        heightInches: Number(heightInches),
        n: Number(n),
      };
    });
  }, systemClock);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const s = statements[next++ % statements.length]!;
        const t = performance.now();
        await run(s.partners);
        await Promise.all([
          run(s.page),
          counting === 'every' ? run(s.counting) : population.snapshot(DEFAULT_SETTINGS.user_activity_threshold_days),
        ]);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), p99: percentile(latencies, 99) };
}

/**
 * Browse over a seeded population: GET /api/users with typical filters for many viewers
 * (autocannon, 32 connections) against the same SQL straight through the driver (the
 * database's limit) and a bare Fastify route answering the same bytes (the HTTP stack's).
 */
export async function measureBrowse(ctx: BenchContext): Promise<Row[]> {
  const population = ctx.quick ? 2_000 : 100_000;
  const viewerCount = ctx.quick ? 50 : 1_000;
  const seconds = ctx.quick ? 2 : 12;
  const database = await createBenchDatabase('browse');
  try {
    let seedMs: number;
    let viewers: Viewer[];
    let statements: BrowseStatements[];
    let institutions: string[];
    {
      const handle = await database.open();
      try {
        seedMs = (await seedMembers(handle.db, population)).ms;
        const ids = await activeMemberIds(handle.db, population);
        const picked = ids.filter((_, i) => i % Math.floor(ids.length / viewerCount) === 0).slice(0, viewerCount);
        const signed = await openSessions(handle.db, picked);
        const rows = await handle.db
          .select({ id: users.id, age: users.age, gender: users.gender, orientation: users.orientation })
          .from(users)
          .where(inArray(users.id, picked));
        const byId = new Map(rows.map((r) => [r.id, r]));
        viewers = signed.map((s) => ({ ...s, ...byId.get(s.userId)! }));
        institutions = [
          ...new Set((await handle.db.select({ id: users.institutionId }).from(users).limit(500)).map((r) => r.id)),
        ];
        statements = [];
        const now = new Date();
        for (const [i, v] of viewers.entries()) {
          statements.push(await browseStatements(handle.db, v.userId, typicalFilter(v, i, institutions), now));
        }
      } finally {
        await handle.close();
      }
    }
    ctx.log(`  seeded ${population.toLocaleString('en-CA')} members in ${(seedMs / 1000).toFixed(1)} s`);

    // Processor time per page by process, where /proc tells (PGlite runs inside the server or driver).
    const databaseName = database.databaseUrl ? new URL(database.databaseUrl).pathname.slice(1) : undefined;
    const pgBackends = databaseName ? postgresBackendsOf(databaseName) : undefined;
    let directCpu: string | undefined;
    let apiCpu: string | undefined;

    // The database alone (PGlite allows one process: before the server opens it).
    const driver = await openDriver(database.dataDir, database.databaseUrl);
    let direct: { perSecond: number; p99: number };
    let everyCount: { perSecond: number; p99: number };
    let plan: string;
    try {
      const explain = async (s: Statement) =>
        ((await driver.query(`explain ${s.text}`, s.params)).rows as { 'QUERY PLAN': string }[]).map((r) =>
          r['QUERY PLAN'].trim(),
        );
      const sample = statements[1]!;
      const pagePlan = await explain(sample.page);
      const indexes = [...new Set(pagePlan.flatMap((line) => /using (\w+)/i.exec(line)?.[1] ?? []))];
      plan = `${pagePlan[0]}; indexes: ${indexes.join(', ') || 'none'}`;
      await directSql(driver, statements, 1);
      const metered = meter({ driver: 'self', PostgreSQL: pgBackends });
      direct = await directSql(driver, statements, seconds);
      directCpu = metered?.(direct.perSecond * seconds);
      everyCount = await directSql(driver, statements, seconds, 'every');
    } finally {
      await driver.close();
    }
    ctx.log(`  EXPLAIN (first page, typical filter): ${plan}`);

    const requests = viewers.map((v, i) => ({
      path: `/api/users?${queryString(typicalFilter(v, i, institutions))}`,
      token: v.token,
    }));
    const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    let api: Awaited<ReturnType<typeof cannon>>;
    let halfLoad: Awaited<ReturnType<typeof openLoop>>;
    let sampleBody: string;
    try {
      const res = await fetch(`${server.url}${requests[1]!.path}`, {
        headers: { authorization: `Bearer ${requests[1]!.token}` },
      });
      sampleBody = await res.text();
      if (!res.ok) throw new Error(`GET /api/users answered ${res.status}: ${sampleBody.slice(0, 200)}`);
      await cannon(server.url, CONNECTIONS, 1, requests);
      const metered = meter({ server: () => [server.child.pid!], PostgreSQL: pgBackends, 'load generator': 'self' });
      api = await cannon(server.url, CONNECTIONS, seconds, requests);
      apiCpu = metered?.(api.perSecond * seconds);
      halfLoad = await openLoop(server.url, api.perSecond / 2, seconds, requests);
    } finally {
      await server.stop();
    }

    const bodyFile = path.join(ctx.tmpDir, 'browse-body.json');
    writeFileSync(bodyFile, sampleBody);
    const bareServer = await startChild(ctx.tmpDir, 'bare-server', { BARE_MODE: 'http', BARE_BODY_FILE: bodyFile });
    let bare: Awaited<ReturnType<typeof cannon>>;
    try {
      const { url } = await bareServer.next<{ type: 'ready'; url: string }>('ready');
      bare = await cannon(url, CONNECTIONS, seconds, requests);
    } finally {
      await bareServer.stop();
    }

    const cards = (JSON.parse(sampleBody) as { users: unknown[] }).users.length;
    return [
      {
        group: 'Browse',
        measure: `GET /api/users, typical filters, ${viewerCount.toLocaleString('en-CA')} viewers, ${population.toLocaleString('en-CA')} members, ${CONNECTIONS} connections (${cards} cards, ${(sampleBody.length / 1024).toFixed(0)} KB a page)`,
        value: api.perSecond,
        unit: 'req/s',
        baseline: {
          label:
            'the same SQL (partners; page with cards and corrections; the shared population) straight through the driver',
          value: direct.perSecond,
        },
        ratio: api.perSecond / direct.perSecond,
        target: '≥ 0.8× direct SQL',
        met: api.perSecond >= 0.8 * direct.perSecond && api.bad === 0,
        note: `closed loop, ${CONNECTIONS} connections (p50 ${api.p50} ms, p99 ${api.p99} ms there); bare Fastify route with the same body: ${bare.perSecond.toFixed(0)} req/s; the same SQL counting each page's population in the database: ${everyCount.perSecond.toFixed(1)} req/s${apiCpu && directCpu ? `; processor per page: API ${apiCpu}, direct SQL ${directCpu}` : ''}${api.bad > 0 ? `; ${api.bad} failed requests` : ''}`,
      },
      {
        group: 'Browse',
        measure: `GET /api/users latency p50 in an open loop at ${(api.perSecond / 2).toFixed(0)} req/s (half of saturation)`,
        value: halfLoad.p50,
        unit: 'ms',
      },
      {
        group: 'Browse',
        measure: `GET /api/users latency p99 in an open loop at ${(api.perSecond / 2).toFixed(0)} req/s`,
        value: halfLoad.p99,
        unit: 'ms',
        baseline: { label: 'direct SQL p99, closed loop', value: direct.p99 },
        target: '≤ 25 ms (on PostgreSQL)',
        met: halfLoad.p99 <= 25 && halfLoad.bad === 0,
        ...(halfLoad.bad > 0 ? { note: `${halfLoad.bad} failed requests` } : {}),
      },
      {
        group: 'Browse',
        measure: `EXPLAIN of the first page: ${plan}`,
        value: null,
        unit: '',
        target: 'uses indexes',
        met: !/indexes: none/.test(plan),
      },
    ];
  } finally {
    await database.remove();
  }
}
