import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TGender } from '@quad/contract';
import type { Database } from '@/db/client';
import { conversations, institutions, messages, photos, users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { blockExists, conversationsOf, isPairRow, partnerIn } from '@/modules/relationships/relationships.sql';
import type { PhotoRow } from '@/modules/photos/photos.presenter';

export type InstitutionRow = typeof institutions.$inferSelect;

/** The viewer's side of a conversation with one member. */
export interface PairFacts {
  lastMessageAt: Date;
  viewerSent: number;
  partnerSent: number;
}

export interface StatsRow {
  partnerGender: TGender;
  initiated: number;
  received: number;
  conversations: number;
}

/** The columns of a member a card shows. */
const cardColumns = {
  id: users.id,
  username: users.username,
  institutionId: users.institutionId,
  age: users.age,
  gender: users.gender,
  orientation: users.orientation,
  heightInches: users.heightInches,
  profileText: users.profileText,
  isSuspended: users.isSuspended,
  verifiedAt: users.verifiedAt,
  lastActivityAt: users.lastActivityAt,
  snoozedUntil: users.snoozedUntil,
};
export type CardUser = Pick<UserRow, keyof typeof cardColumns>;

/** A member's row and everything their card needs beyond it, as the viewer sees it. */
export interface CardRow {
  user: CardUser;
  institution: { name: string; nameAbbreviated: string } | null;
  /** Published photos, oldest first. */
  photos: PhotoRow[];
  pair: PairFacts | undefined;
  /** Messages from the member the viewer has not read. */
  unread: number;
  blockedByViewer: boolean;
  blockedViewer: boolean;
  stats: StatsRow[];
}

/** Timestamps travel inside JSON as epoch milliseconds (whole, as the driver's Dates are). */
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

interface PhotoJson {
  id: number;
  user_id: number;
  filename: string;
  thumbnail: string;
  is_primary: boolean;
  is_pending: boolean;
  width: number;
  height: number;
  created_ms: number;
}

interface PairJson {
  at_ms: number;
  viewer_sent: number;
  partner_sent: number;
}

/**
 * One statement for a batch of cards: the members' rows with their institution, published
 * photos, the pair's conversation facts, unread count, blocks both ways and chat statistics
 * as correlated subqueries, each answered by an index. `where` picks the members (it should
 * name them by id, e.g. `id in (subquery)`), `orderBy` orders them. `extra`, an uncorrelated
 * scalar subquery, is computed once and repeated on every row (browse's counts ride along).
 */
export function cardRowsQuery<T = null>(
  db: Database,
  viewerId: number,
  where: SQL,
  orderBy: SQL,
  extra: SQL<T> = sql<T>`null`,
) {
  // Spelled out: in a select from one table Drizzle leaves the table off its columns.
  const memberId = sql.raw('"users"."id"');
  const p = sql.raw('"card_photo"');
  const photoList = sql<PhotoJson[]>`(
    select coalesce(json_agg(json_build_object(
      'id', ${p}."id", 'user_id', ${p}."user_id", 'filename', ${p}."filename", 'thumbnail', ${p}."thumbnail",
      'is_primary', ${p}."is_primary", 'is_pending', ${p}."is_pending", 'width', ${p}."width", 'height', ${p}."height",
      'created_ms', ${epochMs(sql`${p}."created_at"`)}
    ) order by ${p}."created_at", ${p}."id"), '[]'::json)
    from ${photos} as ${p}
    where ${p}."user_id" = ${memberId} and not ${p}."is_pending")`;
  const c = sql.raw('"card_pair"');
  const pair = sql<PairJson | null>`(
    select json_build_object(
      'at_ms', ${epochMs(sql`${c}."last_message_at"`)},
      'viewer_sent', case when ${c}."user_low_id" = ${viewerId} then ${c}."low_sent_count" else ${c}."high_sent_count" end,
      'partner_sent', case when ${c}."user_low_id" = ${viewerId} then ${c}."high_sent_count" else ${c}."low_sent_count" end)
    from ${conversations} as ${c}
    where ${isPairRow(c, memberId, viewerId)})`;
  const m = sql.raw('"card_unread"');
  const unread = sql<number>`(
    select count(*)::int from ${messages} as ${m}
    where ${m}."recipient_id" = ${viewerId} and ${m}."sender_id" = ${memberId} and ${m}."read_at" is null)`.mapWith(
    Number,
  );
  const blockedByViewer = sql<boolean>`${blockExists(viewerId, memberId)}`.mapWith(Boolean);
  const blockedViewer = sql<boolean>`${blockExists(memberId, viewerId)}`.mapWith(Boolean);
  // Conversations of the member by the partner's gender; deleted partners are not counted.
  const s = sql.raw('"card_side"');
  const partner = sql.raw('"card_partner"');
  const stats = sql<StatsRow[]>`(
    select coalesce(json_agg(json_build_object(
      'partnerGender', "gender", 'initiated', "initiated", 'received', "received", 'conversations', "conversations")), '[]'::json)
    from (
      select ${partner}."gender",
        count(*) filter (where ${s}."initiator_id" = ${memberId})::int as "initiated",
        count(*) filter (where ${s}."initiator_id" <> ${memberId})::int as "received",
        count(*) filter (where ${s}."low_sent_count" > 0 and ${s}."high_sent_count" > 0)::int as "conversations"
      from ${conversations} as ${s}
      join ${users} as ${partner}
        on ${partner}."id" = ${partnerIn(s, memberId)}
        and ${partner}."deleted_at" is null
      where ${conversationsOf(s, memberId)}
      group by ${partner}."gender") as "card_stats")`;

  return db
    .select({
      user: cardColumns,
      institutionName: institutions.name,
      institutionAbbreviated: institutions.nameAbbreviated,
      photos: photoList,
      pair,
      unread,
      blockedByViewer,
      blockedViewer,
      stats,
      extra: extra.mapWith((v: T) => v),
    })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(where)
    .orderBy(orderBy);
}

type RawCardRow = Awaited<ReturnType<typeof cardRowsQuery>>[number];

/**
 * Runs cardRowsQuery: the members picked by `where`, in the order of `orderBy`, with their
 * card facts, and the value of `extra` (null when no row was picked).
 */
export async function loadCardRows<T = null>(
  db: Database,
  viewerId: number,
  where: SQL,
  orderBy: SQL,
  extra?: SQL<T>,
): Promise<{ rows: CardRow[]; extra: T | null }> {
  const raw = await cardRowsQuery<T>(db, viewerId, where, orderBy, extra);
  return { rows: raw.map(toCardRow), extra: raw[0]?.extra ?? null };
}

function toCardRow(r: RawCardRow): CardRow {
  return {
    user: r.user,
    institution:
      r.institutionName === null ? null : { name: r.institutionName, nameAbbreviated: r.institutionAbbreviated! },
    photos: r.photos.map((ph) => ({
      id: ph.id,
      userId: ph.user_id,
      filename: ph.filename,
      thumbnail: ph.thumbnail,
      isPrimary: ph.is_primary,
      isPending: ph.is_pending,
      width: ph.width,
      height: ph.height,
      createdAt: new Date(ph.created_ms),
    })),
    pair: r.pair
      ? { lastMessageAt: new Date(r.pair.at_ms), viewerSent: r.pair.viewer_sent, partnerSent: r.pair.partner_sent }
      : undefined,
    unread: r.unread,
    blockedByViewer: r.blockedByViewer,
    blockedViewer: r.blockedViewer,
    stats: r.stats,
  };
}

/** Card rows of the given members, in the order given; ids that name no account are left out. */
export async function loadCardRowsById(db: Database, viewerId: number, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const list = idArray(ids);
  const { rows } = await loadCardRows(
    db,
    viewerId,
    inArray(users.id, [...ids]),
    sql`array_position(${list}, ${users.id})`,
  );
  return rows;
}

/** An `int[]` literal of ids, for array_position and unnest. */
export function idArray(ids: readonly number[]): SQL {
  return ids.length === 0
    ? sql`'{}'::int[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;
}
