import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type ZAdminUserSearchQuery, type TAdminUserSearchResponse, type TInstitutionSummary } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { institutions, photos, reports, strikes, users } from '@/db/schema/index';
import { presentAdminUser, type AdminUserFacts } from './admin-user.presenter';

const DAY_MS = 24 * 60 * 60_000;

export type AdminUserSearch = z.output<typeof ZAdminUserSearchQuery>;

/** Reports against the member, counted per row (the reported-user index serves it). */
const totalReports = sql<number>`(select count(*)::int from ${reports} where ${reports.reportedId} = ${users.id})`;
const strikeCount = sql<number>`(select count(*)::int from ${strikes} where ${strikes.userId} = ${users.id} and ${strikes.removedAt} is null)`;
const pendingReports = sql<number>`(select count(*)::int from ${reports} where ${reports.reportedId} = ${users.id} and ${reports.status} = 'pending')`;

/** `%`, `_` and `\` typed by the administrator are matched literally. */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin Users list: live accounts (administrators included, deleted ones are in the
 * Deleted Users tab), filtered, sorted and paged, with what the expanded row shows.
 */
export async function searchUsers(
  ctx: AppContext,
  adminId: number,
  query: AdminUserSearch,
): Promise<TAdminUserSearchResponse> {
  const where = await searchFilter(ctx, query);
  const direction = query.sort_order === 'asc' ? asc : desc;
  const order: SQL[] = {
    created_at: [direction(users.createdAt)],
    last_activity: [sql`${users.lastActivityAt} ${sql.raw(query.sort_order)} nulls last`],
    username: [direction(sql`lower(${users.username})`)],
    reports: [direction(totalReports)],
  }[query.sort_by];

  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const total = counted?.n ?? 0;
  const rows = await ctx.db
    .select({
      user: users,
      institution: { id: institutions.id, name: institutions.name, name_abbreviated: institutions.nameAbbreviated },
      totalReports,
      pendingReports,
      strikeCount,
    })
    .from(users)
    .innerJoin(institutions, eq(institutions.id, users.institutionId))
    .where(where)
    .orderBy(...order, desc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

  const photosByUser = await publishedPhotos(
    ctx,
    rows.map((r) => r.user.id),
  );
  return {
    users: rows.map((r) =>
      presentAdminUser(ctx, adminId, {
        user: r.user,
        institution: r.institution,
        photos: photosByUser.get(r.user.id) ?? [],
        totalReports: r.totalReports,
        pendingReports: r.pendingReports,
        strikeCount: r.strikeCount,
      }),
    ),
    total,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
    page: query.page,
    per_page: query.per_page,
  };
}

async function searchFilter(ctx: AppContext, query: AdminUserSearch): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern)));
  }
  if (query.institution_id) conditions.push(eq(users.institutionId, query.institution_id));
  if (query.is_paid !== undefined) conditions.push(eq(users.isPaid, query.is_paid));
  if (query.is_suspended !== undefined) conditions.push(eq(users.isSuspended, query.is_suspended));
  if (query.is_test_account !== undefined) conditions.push(eq(users.isTestAccount, query.is_test_account));
  if (query.is_active !== undefined) {
    const days = await ctx.settings.get('user_activity_threshold_days');
    const since = new Date(ctx.clock.now().getTime() - days * DAY_MS);
    conditions.push(
      query.is_active
        ? gte(users.lastActivityAt, since)
        : or(isNull(users.lastActivityAt), lt(users.lastActivityAt, since)),
    );
  }
  return and(...conditions);
}

/** Published photos of these members (primary first), keyed by member. */
export async function publishedPhotos(
  ctx: AppContext,
  userIds: number[],
): Promise<Map<number, (typeof photos.$inferSelect)[]>> {
  const out = new Map<number, (typeof photos.$inferSelect)[]>();
  if (userIds.length === 0) return out;
  const rows = await ctx.db
    .select()
    .from(photos)
    .where(and(inArray(photos.userId, userIds), eq(photos.isPending, false)))
    .orderBy(desc(photos.isPrimary), asc(photos.createdAt), asc(photos.id));
  for (const row of rows) out.set(row.userId, [...(out.get(row.userId) ?? []), row]);
  return out;
}

/** Everything presentAdminUser needs about one account (deleted ones included), or undefined. */
export async function loadAdminUserFacts(ctx: AppContext, userId: number): Promise<AdminUserFacts | undefined> {
  const [row] = await ctx.db
    .select({
      user: users,
      institution: { id: institutions.id, name: institutions.name, name_abbreviated: institutions.nameAbbreviated },
      totalReports,
      pendingReports,
      strikeCount,
    })
    .from(users)
    .innerJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const photoMap = await publishedPhotos(ctx, [userId]);
  const institution: TInstitutionSummary = row.institution;
  return {
    user: row.user,
    institution,
    photos: photoMap.get(userId) ?? [],
    totalReports: row.totalReports,
    pendingReports: row.pendingReports,
    strikeCount: row.strikeCount,
  };
}
