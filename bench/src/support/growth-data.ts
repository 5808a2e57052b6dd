import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { databaseComment, listDatabases, onServer, type BenchDatabase } from './database';
import { activeMemberIds, seedMembers } from './seed';

/** One size of the database: members, messages in all, and messages in the measured conversation. */
export interface Stage {
  members: number;
  messages: number;
  conversation: number;
}

/** The members the growth measure acts as, and where the background writers start. */
export interface Cast {
  viewer: number;
  partner: number;
  admin: number;
  pairsFrom: number;
}

/** Pairs of members who write to each other in the background (the measured pair apart). */
const BACKGROUND_PAIRS = 2_000;
const TEMPLATE_PREFIX = 'quad_growth_';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * What a grown database depends on: the migrations, the member seeding and this file's
 * message generation. A change to any of them gives new template names, so a template is
 * never reused for a schema or data it was not built from.
 */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const relative of ['../../../apps/server/drizzle/meta/_journal.json', './seed.ts', './growth-data.ts']) {
    hash.update(readFileSync(fileURLToPath(new URL(relative, import.meta.url))));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Adds messages until the database holds `stage.messages`: background pairs writing back and
 * forth, all read, and the measured pair's conversation grown to `stage.conversation`
 * messages. Generated inside the database; the conversations rows are rebuilt from the
 * messages, as the app keeps them.
 */
async function growMessages(db: Database, cast: Cast, pairCount: number, stage: Stage): Promise<void> {
  const { viewer: a, partner: b } = cast;
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
  const from0 = cast.pairsFrom;
  for (let from = 1; from <= background; from += batch) {
    const to = Math.min(background, from + batch - 1);
    await db.execute(sql`
      insert into messages (sender_id, recipient_id, content, status, created_at, delivered_at, read_at)
      select ${from0}::int + 2 * (s % ${pairCount}) + (s / ${pairCount}) % 2,
        ${from0}::int + 2 * (s % ${pairCount}) + 1 - (s / ${pairCount}) % 2,
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

/**
 * How grown databases are kept between runs. `keep`: each grown size is saved as a template
 * database (`quad_growth_<fingerprint>_<members>`) that later runs copy instead of seeding (a
 * million members and ten million messages take minutes to generate and about a minute to
 * copy); the quick run keeps nothing. `fresh`: the templates are rebuilt.
 */
export interface Reuse {
  keep: boolean;
  fresh: boolean;
}

/** Grows one PostgreSQL database through the stages, from saved templates where it can. */
export class GrowthData {
  private readonly prefix = `${TEMPLATE_PREFIX}${fingerprint()}_`;
  private cast: Cast | undefined;
  private seeded = 0;

  constructor(
    private readonly database: BenchDatabase,
    private readonly stages: readonly Stage[],
    private readonly reuse: Reuse,
  ) {}

  /** Drops the templates no run can use any more (another fingerprint), or all when fresh. */
  async dropStale(): Promise<void> {
    if (!this.reuse.keep) return;
    for (const name of await listDatabases(TEMPLATE_PREFIX)) {
      if (this.reuse.fresh || !name.startsWith(this.prefix)) {
        await onServer(`drop database if exists ${name} with (force)`);
      }
    }
  }

  /**
   * Brings the database to `stage` and says how: copied from a template, or grown in place
   * (then saved as the template). No connection to the database may be open.
   */
  async reach(stage: Stage): Promise<{ cast: Cast; how: 'copied' | 'grown' }> {
    const template = `${this.prefix}${stage.members}`;
    const saved = await this.savedCast(template);
    if (saved) {
      await this.database.replaceFrom(template);
      this.cast = saved;
      this.seeded = stage.members;
      return { cast: saved, how: 'copied' };
    }
    const handle = await this.database.open();
    try {
      const first = await seedMembers(handle.db, stage.members - this.seeded);
      this.seeded = stage.members;
      if (!this.cast) {
        const [viewer, partner, admin] = await activeMemberIds(handle.db, 3);
        await handle.db.execute(sql`update users set is_admin = true where id = ${admin!}`);
        this.cast = { viewer: viewer!, partner: partner!, admin: admin!, pairsFrom: first.firstId + 10 };
      }
      // Among the first size's members, clear of the three above.
      const pairCount = Math.min(BACKGROUND_PAIRS, Math.floor((this.stages[0]!.members - 20) / 2));
      await growMessages(handle.db, this.cast, pairCount, stage);
    } finally {
      await handle.close();
    }
    if (this.reuse.keep) await this.database.saveAs(template, JSON.stringify(this.cast));
    return { cast: this.cast, how: 'grown' };
  }

  private async savedCast(template: string): Promise<Cast | undefined> {
    if (!this.reuse.keep || this.reuse.fresh) return undefined;
    const comment = await databaseComment(template);
    return comment ? (JSON.parse(comment) as Cast) : undefined;
  }
}
