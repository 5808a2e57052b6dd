import { and, count, eq, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  BROWSE_PAGE_SIZE,
  type TBrowseGroupCounts,
  type TBrowseQuery,
  type TBrowseResponse,
  type TBrowseSummary,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { blocks, conversations, institutions, photos, users } from '@/db/schema/index';
import { BadRequest } from '@/platform/errors';
import { presentUserCards } from './user-card.presenter';
import { unreadBySender, type UserRow } from './user-card.repository';
import { activeChatCutoff, activityCutoff, discoverable, listable, onlineCutoff } from './users.policy';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'photoUrls' | 'settings'>;

/** A member the viewer has written with (or who wrote to the viewer), still listable. */
interface Partner {
  row: UserRow;
  lastMessageAt: Date | null;
  unread: number;
}

/**
 * The viewer's conversation partners who may be listed: not deleted, not suspended and not
 * blocking the viewer; most recent conversation first.
 */
async function listablePartners(ctx: Ctx, viewerId: number): Promise<Partner[]> {
  const [pairs, unread] = await Promise.all([
    ctx.db
      .select({ low: conversations.userLowId, high: conversations.userHighId, at: conversations.lastMessageAt })
      .from(conversations)
      .where(or(eq(conversations.userLowId, viewerId), eq(conversations.userHighId, viewerId))),
    unreadBySender(ctx.db, viewerId),
  ]);
  const lastAt = new Map(pairs.map((p) => [p.low === viewerId ? p.high : p.low, p.at]));
  const ids = [...new Set([...lastAt.keys(), ...unread.keys()])];
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), listable, notBlockingViewer(viewerId)));
  return rows
    .map((row) => ({ row, lastMessageAt: lastAt.get(row.id) ?? null, unread: unread.get(row.id) ?? 0 }))
    .sort((a, b) => (b.lastMessageAt?.getTime() ?? 0) - (a.lastMessageAt?.getTime() ?? 0) || b.row.id - a.row.id);
}

function notBlockingViewer(viewerId: number): SQL {
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId})`;
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
      ? sql`exists (select 1 from ${photos} where ${photos.userId} = ${users.id} and not ${photos.isPending})`
      : undefined,
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

/**
 * One page of browse. Groups come first and in this order: New (partners with unread
 * messages, however old), Active (other partners written with within active_chat_days), then
 * Others. The filters narrow Others only: a conversation in progress never vanishes behind a
 * filter. Others are listable members who are discoverable (visible profile, active within
 * user_activity_threshold_days) or have message history with the viewer, never the viewer or a
 * member blocking them, most recently active first.
 */
export async function browsePage(ctx: Ctx, viewerId: number, q: TBrowseQuery): Promise<TBrowseResponse> {
  await checkInstitutions(ctx, q.institution_ids);
  const settings = await ctx.settings.all();
  const now = ctx.clock.now();
  const activeSince = activeChatCutoff(now, settings.active_chat_days);
  const partners = await listablePartners(ctx, viewerId);
  const fresh = partners.filter((p) => p.unread > 0);
  const active = partners.filter((p) => p.unread === 0 && p.lastMessageAt !== null && p.lastMessageAt >= activeSince);
  const grouped = [...fresh, ...active].map((p) => p.row);
  const earlier = partners.filter((p) => !grouped.includes(p.row)).map((p) => p.row.id);

  // Strangers and former partners are read apart and merged in order: each side then uses
  // its own index (the partial browse indexes for strangers, the primary key for partners).
  const filters = filterConditions(q);
  const strangers = and(
    listable,
    ne(users.id, viewerId),
    notBlockingViewer(viewerId),
    partners.length > 0
      ? notInArray(
          users.id,
          partners.map((p) => p.row.id),
        )
      : undefined,
    discoverable(activityCutoff(now, settings.user_activity_threshold_days)),
    ...filters,
  );
  const formerPartners = earlier.length > 0 ? and(inArray(users.id, earlier), ...filters) : undefined;
  const inOrder = sql.raw('"last_activity_at" desc nulls last, "id" desc nulls last');

  const page = q.page ?? 1;
  const start = (page - 1) * BROWSE_PAGE_SIZE;
  const fromGroups = grouped.slice(start, start + BROWSE_PAGE_SIZE);
  const othersOffset = Math.max(0, start - grouped.length);
  const othersLimit = BROWSE_PAGE_SIZE - fromGroups.length;
  const [[counted], former, others] = await Promise.all([
    ctx.db.select({ n: count() }).from(users).where(strangers),
    formerPartners ? ctx.db.select({ id: users.id }).from(users).where(formerPartners) : Promise.resolve([]),
    othersLimit <= 0
      ? Promise.resolve([])
      : formerPartners
        ? unionAll(ctx.db.select().from(users).where(strangers), ctx.db.select().from(users).where(formerPartners))
            .orderBy(inOrder)
            .limit(othersLimit)
            .offset(othersOffset)
        : ctx.db.select().from(users).where(strangers).orderBy(inOrder).limit(othersLimit).offset(othersOffset),
  ]);
  const counts: TBrowseGroupCounts = {
    new: fresh.length,
    active: active.length,
    others: (counted?.n ?? 0) + former.length,
  };
  const { totalPages } = paging(page, grouped.length + counts.others);
  return {
    users: await presentUserCards(ctx, viewerId, [...fromGroups, ...others]),
    current_page: page,
    total_pages: totalPages,
    counts,
  };
}

/**
 * The conversation list (`with_messages=true`): every listable partner, most recent
 * conversation first, paged like browse. Counts say how many are New and Active.
 */
export async function conversationPage(ctx: Ctx, viewerId: number, pageNumber = 1): Promise<TBrowseResponse> {
  const settings = await ctx.settings.all();
  const activeSince = activeChatCutoff(ctx.clock.now(), settings.active_chat_days);
  const partners = await listablePartners(ctx, viewerId);
  const fresh = partners.filter((p) => p.unread > 0).length;
  const active = partners.filter(
    (p) => p.unread === 0 && p.lastMessageAt !== null && p.lastMessageAt >= activeSince,
  ).length;
  const { start, end, totalPages } = paging(pageNumber, partners.length);
  return {
    users: await presentUserCards(
      ctx,
      viewerId,
      partners.slice(start, end).map((p) => p.row),
    ),
    current_page: pageNumber,
    total_pages: totalPages,
    counts: { new: fresh, active, others: partners.length - fresh - active },
  };
}

/** The browse header's figures: who is online, and how many messages wait for the viewer. */
export async function browseSummary(ctx: Ctx, viewerId: number): Promise<TBrowseSummary> {
  const now = ctx.clock.now();
  const [[online], partners] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          listable,
          sql`${users.profileVisible}`,
          gte(users.lastActivityAt, onlineCutoff(now)),
          ne(users.id, viewerId),
        ),
      ),
    listablePartners(ctx, viewerId),
  ]);
  return {
    online_count: online?.n ?? 0,
    unread_total: partners.reduce((sum, p) => sum + p.unread, 0),
  };
}
