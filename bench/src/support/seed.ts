import { sql, type SQL } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Database } from '@/db/client';
import { signAccessToken } from '@/modules/auth/token.service';
import { emailKey } from '@/modules/relationships/email-key';
import { systemClock } from '@/platform/clock';
import { BENCH_JWT_SECRET } from './server';

const PHRASES = [
  'Third-year engineering, mostly found in the library or on a bike path.',
  'Nursing student who runs on coffee and bad puns.',
  'Ask me about the best ramen near campus.',
  'Climbing at the gym three nights a week; looking for a belay partner and more.',
  'Film nerd. I will make you watch something with subtitles.',
  'Business major, weekend baker, terrible at board games.',
  'Into hiking in Kananaskis, road trips and live music.',
  'Computer science, cats, and too many houseplants.',
  'Trying every coffee shop on 17th Avenue, one at a time.',
  'Kinesiology student; I will out-stretch you.',
  'Plays guitar badly and sings worse, but with feeling.',
  'Looking for someone to go skating with at Olympic Plaza.',
] as const;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const benchSecret = new TextEncoder().encode(BENCH_JWT_SECRET);

/**
 * A member's e-mail key (HMAC-SHA256 of "hide:" and the address, with the bench server's
 * secret) computed in the database from the address column, so seeded rows carry the key a
 * sign-up would have given them. The secret's inner and outer pads are bound as parameters.
 */
function emailKeySql(email: SQL): SQL {
  const block = new Uint8Array(64);
  block.set(benchSecret);
  const pad = (byte: number) => Buffer.from(block.map((b) => b ^ byte)).toString('hex');
  return sql`encode(sha256(decode(${pad(0x5c)}, 'hex') || sha256(decode(${pad(0x36)}, 'hex') || convert_to('hide:' || ${email}, 'UTF8'))), 'hex')`;
}

export interface SeededMembers {
  firstId: number;
  lastId: number;
  count: number;
  ms: number;
}

/**
 * Inserts realistic members in bulk, inside the database (generate_series, a few statements
 * of 25,000 rows): spread over the live institutions, genders, orientations, ages, heights,
 * last activity over the past month (a few never), most visible and with a primary photo
 * row, a few suspended. Verified and paid, so every feature is open to them.
 */
export async function seedMembers(db: Database, count: number): Promise<SeededMembers> {
  const started = performance.now();
  const institutions = rowsOf<{ id: string; domain: string }>(
    await db.execute(sql`select id, domains[1] as domain from institutions order by display_order`),
  );
  const ids = sql.raw(`array[${institutions.map((i) => `'${i.id}'`).join(',')}]`);
  const domains = sql.raw(`array[${institutions.map((i) => `'${i.domain}'`).join(',')}]`);
  const phrases = sql.raw(`array[${PHRASES.map((p) => `'${p.replace(/'/g, "''")}'`).join(',')}]`);
  const [{ base } = { base: 0 }] = rowsOf<{ base: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as base from users`),
  );
  const batch = 25_000;
  let firstId = Number.POSITIVE_INFINITY;
  let lastId = 0;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    const inserted = rowsOf<{ first: number; last: number }>(
      await db.execute(sql`
        with g as (
          select s, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
          from generate_series(${from}::int, ${to}::int) as s
        ), v as (
          select s, r1, r2, r3, r4, r5,
            1 + (s % ${institutions.length}) as inst,
            case when r1 < 0.46 then 'woman' when r1 < 0.92 then 'man' else 'nonbinary' end as gender
          from g
        ), ins as (
          insert into users (email, username, institution_id, age, gender, orientation, height_inches,
            profile_text, email_verified, email_verified_at, is_paid, paid_at, payment_code, is_suspended,
            profile_visible, last_activity_at, created_at, updated_at, email_key)
          select
            'bench.' || (${base} + s) || '@' || (${domains})[inst],
            'bench_' || (${base} + s),
            (${ids})[inst],
            18 + floor(power(r2, 1.6) * 14)::int,
            gender::gender,
            (case
              when r3 < 0.78 then (case gender when 'woman' then 'androphilic' when 'man' then 'gynephilic' else 'ambiphilic' end)
              when r3 < 0.9 then 'ambiphilic'
              else (case gender when 'woman' then 'gynephilic' else 'androphilic' end)
            end)::orientation,
            (case gender when 'man' then 66 when 'woman' then 60 else 62 end) + floor(r4 * 11)::int,
            (${phrases})[1 + floor(r4 * ${PHRASES.length})::int] || ' ' || (${phrases})[1 + floor(r5 * ${PHRASES.length})::int],
            true, now() - interval '60 days', true, now() - interval '50 days',
            'BENCH' || (${base} + s), r5 < 0.01, r3 > 0.04,
            case when r2 > 0.97 then null else now() - power(r5, 2) * interval '30 days' end,
            now() - interval '90 days' + r1 * interval '30 days', now(),
            ${emailKeySql(sql`'bench.' || (${base} + s) || '@' || (${domains})[inst]`)}
          from v
          returning id
        ), ph as (
          insert into photos (user_id, filename, thumbnail, is_primary, width, height)
          select id, 'bench-' || id || '.webp', 'bench-' || id || '-thumb.webp', true, 1080, 1080
          from ins where id % 5 <> 0
        )
        select min(id)::int as first, max(id)::int as last from ins`),
    );
    firstId = Math.min(firstId, inserted[0]!.first);
    lastId = Math.max(lastId, inserted[0]!.last);
  }
  // The keys must be the server's own: it would otherwise re-key every seeded row at start.
  const [sample] = rowsOf<{ email: string; key: string }>(
    await db.execute(sql`select email, email_key as key from users where id = ${lastId}`),
  );
  if (sample && sample.key !== emailKey(benchSecret, sample.email)) {
    throw new Error("seeded e-mail keys differ from the server's: update emailKeySql");
  }
  // As a live database would be: statistics taken and the visibility map set (index-only
  // scans), so autovacuum does not change the plans halfway through a measure.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze photos`);
  return { firstId, lastId, count, ms: performance.now() - started };
}

export interface SignedIn {
  userId: number;
  token: string;
}

/** One live session per member and an access token for it, signed with the bench server's secret. */
export async function openSessions(db: Database, userIds: readonly number[]): Promise<SignedIn[]> {
  const out: SignedIn[] = [];
  const config = { jwtSecret: new TextEncoder().encode(BENCH_JWT_SECRET), accessTokenTtlMs: 60 * 60_000 };
  for (let i = 0; i < userIds.length; i += 10_000) {
    const chunk = userIds.slice(i, i + 10_000);
    const rows = rowsOf<{ id: string; user_id: number }>(
      await db.execute(sql`
        insert into sessions (id, user_id, expires_at)
        select gen_random_uuid(), u, now() + interval '30 days'
        from unnest(${sql.raw(`array[${chunk.join(',')}]::int[]`)}) as u
        returning id, user_id`),
    );
    for (const row of rows) {
      out.push({ userId: row.user_id, token: await signAccessToken(config, systemClock, row.user_id, row.id) });
    }
  }
  return out;
}

/** Members who may do everything (not suspended, not deleted), lowest ids first. */
export async function activeMemberIds(db: Database, count: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from users where not is_suspended and deleted_at is null and not is_admin order by id limit ${count}`,
    ),
  );
  return rows.map((r) => r.id);
}
