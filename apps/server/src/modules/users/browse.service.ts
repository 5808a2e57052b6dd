import { and, count, desc, gte, inArray, isNotNull, lte, ne, not, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  BROWSE_PAGE_SIZE,
  type TBrowseQuery,
  type TBrowseResponse,
  type TBrowseSummary,
  type TSettings,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { Database } from '@/db/client';
import { conversations, institutions, messages, photos, users } from '@/db/schema/index';
import {
  awakeSql,
  blockExists,
  concealedFromStrangerIds,
  conversationsOf,
  discoverable,
  isPairRow,
  partnerIn,
} from '@/modules/relationships/relationships.sql';
import { BadRequest } from '@/platform/errors';
import { presentCardRows, presentUserCards } from './user-card.presenter';
import { lastMessagesWith } from './last-message.repository';
import { idArray, loadCardRows } from './user-card.repository';
import { activeChatCutoff, activityCutoff, listable, onlineAmong, onlineCutoff } from './users.policy';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'photoUrls' | 'settings' | 'browsePopulation' | 'realtime'>;

/**
 * The member's id inside subqueries. Spelled out: in a select from one table Drizzle leaves
 * the table off its columns, and a bare "id" in a subquery would name the subquery's own.
 */
const memberId = sql.raw('"users"."id"');

/** A member the viewer has written with (or who wrote to the viewer), still listable. */
export interface Partner {
  id: number;
  lastMessageAt: Date | null;
  unread: number;
}

/**
 * The viewer's conversation partners who may be listed (not deleted, not suspended, not
 * blocking the viewer), with the pair's last message time and the viewer's unread count:
 * one statement, each partner found through the conversation indexes and the unread index.
 */
export function partnersQuery(db: Database, viewerId: number) {
  const pairRow = sql`${conversations}`;
  const partnerIds = sql`(
    select ${partnerIn(pairRow, viewerId)}
    from ${conversations}
    where ${conversationsOf(pairRow, viewerId)}
    union
    select ${messages.senderId} from ${messages} where ${messages.recipientId} = ${viewerId} and ${messages.readAt} is null)`;
  return db
    .select({
      id: users.id,
      lastMessageAt: sql<Date | null>`(
        select ${conversations.lastMessageAt} from ${conversations}
        where ${isPairRow(pairRow, memberId, viewerId)})`.mapWith(conversations.lastMessageAt),
      unread: sql<number>`(
        select count(*)::int from ${messages}
        where ${messages.recipientId} = ${viewerId} and ${messages.senderId} = ${memberId} and ${messages.readAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(and(sql`${users.id} in ${partnerIds}`, listable, not(blockExists(memberId, viewerId))));
}

/** Most recent conversation first. */
export async function listablePartners(db: Database, viewerId: number): Promise<Partner[]> {
  const rows = await partnersQuery(db, viewerId);
  return rows.sort((a, b) => (b.lastMessageAt?.getTime() ?? 0) - (a.lastMessageAt?.getTime() ?? 0) || b.id - a.id);
}

/** The conditions of the browse filters; absent filters do not narrow. */
function filterConditions(q: TBrowseQuery): SQL[] {
  const out: (SQL | undefined)[] = [
    q.min_age !== undefined ? gte(users.age, q.min_age) : undefined,
    q.max_age !== undefined ? lte(users.age, q.max_age) : undefined,
    q.min_height_inches !== undefined ? gte(users.heightInches, q.min_height_inches) : undefined,
    q.max_height_inches !== undefined ? lte(users.heightInches, q.max_height_inches) : undefined,
    q.genders ? inArray(users.gender, q.genders) : undefined,
    q.orientations ? inArray(users.orientation, q.orientations) : undefined,
    q.institution_ids ? inArray(users.institutionId, q.institution_ids) : undefined,
    q.has_photos
      ? sql`exists (select 1 from ${photos} where ${photos.userId} = ${memberId} and not ${photos.isPending})`
      : undefined,
    q.verified_only ? isNotNull(users.verifiedAt) : undefined,
  ];
  return out.filter((c): c is SQL => c !== undefined);
}

async function checkInstitutions(ctx: Ctx, ids: readonly string[] | undefined): Promise<void> {
  if (!ids) return;
  const known = await ctx.db
    .select({ id: institutions.id })
    .from(institutions)
    .where(inArray(institutions.id, [...ids]));
  const unknown = ids.find((id) => !known.some((k) => k.id === id));
  if (unknown !== undefined) throw new BadRequest(`Unknown institution: ${unknown}`);
}

function paging(page: number, total: number) {
  const start = (page - 1) * BROWSE_PAGE_SIZE;
  return { start, end: start + BROWSE_PAGE_SIZE, totalPages: Math.ceil(total / BROWSE_PAGE_SIZE) };
}

/** Who browse shows the viewer, split as it is read: the groups, then strangers and former partners. */
export interface BrowsePlan {
  /** New then Active partners, in order. */
  grouped: number[];
  fresh: number;
  active: number;
  /** Strangers: listable, discoverable now (not snoozed), matching the filters, not the viewer, not blocking, not a partner. */
  strangers: SQL;
  /** Partners outside New and Active who match the filters. */
  formerPartners: SQL | undefined;
  earlierIds: number[];
  partnerIds: number[];
  filters: SQL[];
}

export function browsePlan(
  viewerId: number,
  q: TBrowseQuery,
  settings: Pick<TSettings, 'active_chat_days' | 'user_activity_threshold_days'>,
  now: Date,
  partners: readonly Partner[],
): BrowsePlan {
  const activeSince = activeChatCutoff(now, settings.active_chat_days);
  const fresh = partners.filter((p) => p.unread > 0);
  const active = partners.filter((p) => p.unread === 0 && p.lastMessageAt !== null && p.lastMessageAt >= activeSince);
  const grouped = [...fresh, ...active].map((p) => p.id);
  const earlierIds = partners.filter((p) => !grouped.includes(p.id)).map((p) => p.id);
  const partnerIds = partners.map((p) => p.id);
  const filters = filterConditions(q);
  // Strangers and former partners are read apart and merged in order: each side then uses
  // its own index (the partial browse indexes for strangers, the primary key for partners).
  const strangers = and(
    listable,
    ne(users.id, viewerId),
    // The concealed ids as one set, read once (a hashed subplan), rather than a block and
    // hide lookup per member walked.
    sql`${users.id} not in (${concealedFromStrangerIds(viewerId)})`,
    partnerIds.length > 0 ? notInArray(users.id, partnerIds) : undefined,
    discoverable(activityCutoff(now, settings.user_activity_threshold_days), now),
    ...filters,
  )!;
  const formerPartners = earlierIds.length > 0 ? and(inArray(users.id, earlierIds), ...filters) : undefined;
  return {
    grouped,
    fresh: fresh.length,
    active: active.length,
    strangers,
    formerPartners,
    earlierIds,
    partnerIds,
    filters,
  };
}

/**
 * The ids of Others on a page (strangers and former partners, most recently active first).
 * Each side is ordered and cut to the end of the page on its own, so the strangers' side
 * walks the browse-order index and stops there; the merge of the two then takes the page.
 * (Ordering the union as a whole made PostgreSQL read and sort every discoverable member.)
 */
export function othersPageQuery(db: Database, plan: BrowsePlan, offset: number, limit: number) {
  const inOrder = sql.raw('"last_activity_at" desc nulls last, "id" desc nulls last');
  const side = (where: SQL) =>
    db.select({ id: users.id, lastActivityAt: users.lastActivityAt }).from(users).where(where);
  if (!plan.formerPartners) return side(plan.strangers).orderBy(inOrder).limit(limit).offset(offset);
  const upTo = offset + limit;
  const sides = unionAll(
    side(plan.strangers).orderBy(inOrder).limit(upTo),
    side(plan.formerPartners).orderBy(inOrder).limit(upTo),
  ).as('others_sides');
  return db.select({ id: sides.id }).from(sides).orderBy(inOrder).limit(limit).offset(offset);
}

/** The page's members (group members by id, then the Others page) and the order they are shown in. */
export function pagePick(db: Database, plan: BrowsePlan, groupIds: readonly number[], offset: number, limit: number) {
  const others = othersPageQuery(db, plan, offset, limit);
  const groupList = idArray(groupIds);
  return {
    where: sql`${users.id} in (select "id" from (${others}) as "others_page" union all select unnest(${groupList}))`,
    orderBy: sql`array_position(${groupList}, ${users.id}) nulls last, ${users.lastActivityAt} desc nulls last, ${users.id} desc`,
  };
}

/**
 * Members anyone may be shown who match the filters and were active since `activeSince`,
 * counted by the database (the bench's baseline for what BrowsePopulation saves).
 */
export function populationCountQuery(db: Database, q: TBrowseQuery, activeSince: Date, now: Date) {
  return db
    .select({ n: count() })
    .from(users)
    .where(and(listable, discoverable(activeSince, now), ...filterConditions(q)));
}

/**
 * Members anyone may be shown, active since `activeSince` and not snoozed at `now`, grouped
 * by what the filters read.
 */
export function populationGroupsQuery(db: Database, activeSince: Date, now: Date) {
  const hasPhotos = sql<boolean>`exists (select 1 from ${photos} where ${photos.userId} = ${users.id} and not ${photos.isPending})`;
  const isVerified = sql<boolean>`(${users.verifiedAt} is not null)`;
  return db
    .select({
      gender: users.gender,
      orientation: users.orientation,
      institutionId: users.institutionId,
      hasPhotos,
      isVerified,
      age: users.age,
      heightInches: users.heightInches,
      n: count(),
    })
    .from(users)
    .where(and(listable, discoverable(activeSince, now)))
    .groupBy(
      users.gender,
      users.orientation,
      users.institutionId,
      hasPhotos,
      isVerified,
      users.age,
      users.heightInches,
    );
}

/** What browse counts besides the page, one JSON object (see tallySql). */
export interface Tally {
  /** Of the viewer, the members blocking them and their partners: how many the population holds. */
  counted: number;
  /** Earlier partners (not New, not Active) matching the filters: shown among Others. */
  former: number;
}

/**
 * The viewer's corrections to the shared population count, as one scalar subquery: browse
 * shows none of the viewer, the members blocking them and their partners as strangers, so
 * those the population holds are subtracted, and earlier partners matching the filters are
 * added.
 */
export function tallySql(viewerId: number, plan: BrowsePlan, activeSince: Date, now: Date): SQL<Tally> {
  const candidates = sql`(
    select ${viewerId}::int
    union all select unnest(${idArray(plan.partnerIds)})
    union all ${concealedFromStrangerIds(viewerId)})`;
  const population = and(listable, discoverable(activeSince, now), ...plan.filters)!;
  const former = plan.earlierIds.length > 0 ? and(inArray(users.id, plan.earlierIds), ...plan.filters)! : sql`false`;
  return sql<Tally>`(select json_build_object(
    'counted', count(*) filter (where ${population}),
    'former', count(*) filter (where ${former}))
    from ${users} where ${memberId} in ${candidates})`;
}

/**
 * One page of browse. Groups come first and in this order: New (partners with unread
 * messages, however old), Active (other partners written with within active_chat_days), then
 * Others. The filters narrow Others only: a conversation in progress never vanishes behind a
 * filter. Others are listable members who are discoverable (visible profile, active within
 * user_activity_threshold_days) or have message history with the viewer, never the viewer or a
 * member blocking them, most recently active first.
 *
 * One statement after the partners: the page's cards (Others page and card facts) with the
 * viewer's corrections to the population, which is counted in memory (BrowsePopulation). The
 * page reads one member more than it shows, so whether another page follows is always exact;
 * the total of pages further on may lag by about BROWSE_COUNT_TTL_MS.
 */
export async function browsePage(ctx: Ctx, viewerId: number, q: TBrowseQuery): Promise<TBrowseResponse> {
  const [settings, partners] = await Promise.all([
    ctx.settings.all(),
    listablePartners(ctx.db, viewerId),
    checkInstitutions(ctx, q.institution_ids),
  ]);
  const now = ctx.clock.now();
  const plan = browsePlan(viewerId, q, settings, now, partners);
  const { grouped } = plan;

  const page = q.page ?? 1;
  const start = (page - 1) * BROWSE_PAGE_SIZE;
  const fromGroups = grouped.slice(start, start + BROWSE_PAGE_SIZE);
  const othersOffset = Math.max(0, start - grouped.length);
  const othersLimit = BROWSE_PAGE_SIZE - fromGroups.length;

  // The population is shared between viewers (BrowsePopulation); the viewer's own exclusions
  // are counted with the page, against the same activity cutoff.
  const population = await ctx.browsePopulation.snapshot(settings.user_activity_threshold_days);
  const { activeSince } = population;
  const pick = pagePick(ctx.db, plan, fromGroups, othersOffset, othersLimit + 1);
  const { rows, extra } = await loadCardRows(
    ctx.db,
    viewerId,
    pick.where,
    pick.orderBy,
    tallySql(viewerId, plan, activeSince, now),
  );
  // A page past the end picks nobody and so carries no tally: count apart.
  const tally = extra ?? (await readTally(ctx.db, viewerId, plan, activeSince, now));

  const shown = rows.slice(0, BROWSE_PAGE_SIZE);
  const more = rows.length > BROWSE_PAGE_SIZE || grouped.length > start + BROWSE_PAGE_SIZE;
  // What this page saw is exact and bounds a count that may be a few seconds old.
  let total = grouped.length + population.count(q) - tally.counted + tally.former;
  if (more) total = Math.max(total, start + BROWSE_PAGE_SIZE + 1);
  else if (shown.length > 0) total = start + shown.length;
  else total = Math.min(total, start);
  const { totalPages } = paging(page, total);
  return {
    users: await presentCardRows(ctx, viewerId, shown),
    current_page: page,
    total_pages: totalPages,
    counts: { new: plan.fresh, active: plan.active, others: Math.max(0, total - grouped.length) },
  };
}

async function readTally(
  db: Database,
  viewerId: number,
  plan: BrowsePlan,
  activeSince: Date,
  now: Date,
): Promise<Tally> {
  const [row] = await db.select({ tally: tallySql(viewerId, plan, activeSince, now) }).from(sql`(select 1) as "one"`);
  return row!.tally;
}

/**
 * The conversation list (`with_messages=true`): every listable partner, most recent
 * conversation first, paged like browse, each with the conversation's last message (the
 * inbox). Counts say how many are New and Active.
 */
export async function conversationPage(ctx: Ctx, viewerId: number, pageNumber = 1): Promise<TBrowseResponse> {
  const settings = await ctx.settings.all();
  const activeSince = activeChatCutoff(ctx.clock.now(), settings.active_chat_days);
  const partners = await listablePartners(ctx.db, viewerId);
  const fresh = partners.filter((p) => p.unread > 0).length;
  const active = partners.filter(
    (p) => p.unread === 0 && p.lastMessageAt !== null && p.lastMessageAt >= activeSince,
  ).length;
  const { start, end, totalPages } = paging(pageNumber, partners.length);
  const ids = partners.slice(start, end).map((p) => p.id);
  const [cards, lastMessages] = await Promise.all([
    presentUserCards(ctx, viewerId, ids),
    lastMessagesWith(ctx.db, viewerId, ids),
  ]);
  return {
    users: cards.map((card) => ({ ...card, last_message: lastMessages.get(card.id) ?? null })),
    current_page: pageNumber,
    total_pages: totalPages,
    counts: { new: fresh, active, others: partners.length - fresh - active },
  };
}

/**
 * The online count asks the connections about at most this many members (the most recently
 * active): a bound on one header's cost, far above any campus's evening.
 */
const ONLINE_COUNT_MAX = 5_000;

/** The browse header's figures: who is online (as a card would show them), and how many messages wait for the viewer. */
export async function browseSummary(
  ctx: Pick<Ctx, 'db' | 'clock' | 'realtime'>,
  viewerId: number,
): Promise<TBrowseSummary> {
  const now = ctx.clock.now();
  const [recent, partners] = await Promise.all([
    ctx.db
      .select({ id: users.id, lastActivityAt: users.lastActivityAt })
      .from(users)
      .where(
        and(
          listable,
          sql`${users.profileVisible}`,
          awakeSql(now),
          gte(users.lastActivityAt, onlineCutoff(now)),
          ne(users.id, viewerId),
        ),
      )
      .orderBy(desc(users.lastActivityAt))
      .limit(ONLINE_COUNT_MAX),
    listablePartners(ctx.db, viewerId),
  ]);
  const online = await onlineAmong(ctx, recent);
  return {
    online_count: online.size,
    unread_total: partners.reduce((sum, p) => sum + p.unread, 0),
  };
}
