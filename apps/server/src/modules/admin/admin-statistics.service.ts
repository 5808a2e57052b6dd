import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  ADMIN_ACTIVE_DAYS,
  ADMIN_RECENT_MESSAGE_DAYS,
  toAdminGender,
  toAdminOrientation,
  type TAdminInstitution,
  type TAdminStatistics,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { institutions, messageDays, messages, users } from '@/db/schema/index';
import { listInstitutionPaymentStates } from '@/modules/payments/institution-payment.service';

const DAY_MS = 24 * 60 * 60_000;
const members = and(isNull(users.deletedAt), eq(users.isAdmin, false));

/**
 * The Overview tab. Each figure is one aggregate query: counts with filters over users, and
 * the per-day message counts (`message_days`, kept by triggers) for the message figures, so
 * their cost does not grow with the messages stored.
 */
export async function platformStatistics(ctx: AppContext, adminId: number): Promise<TAdminStatistics> {
  const now = ctx.clock.now().getTime();
  const activeSince = new Date(now - ADMIN_ACTIVE_DAYS * DAY_MS);
  const recentSince = new Date(now - ADMIN_RECENT_MESSAGE_DAYS * DAY_MS);
  const [userTotals, messageTotals, recent, byDemographic, institutionList] = await Promise.all([
    ctx.db
      .select({
        total: sql<number>`count(*) filter (where not ${users.isAdmin})::int`,
        active: sql<number>`count(*) filter (where not ${users.isAdmin} and ${users.lastActivityAt} >= ${activeSince})::int`,
        paid: sql<number>`count(*) filter (where not ${users.isAdmin} and ${users.isPaid})::int`,
        admins: sql<number>`count(*) filter (where ${users.isAdmin})::int`,
        suspended: sql<number>`count(*) filter (where not ${users.isAdmin} and ${users.isSuspended})::int`,
        tests: sql<number>`count(*) filter (where ${users.isTestAccount})::int`,
      })
      .from(users)
      .where(isNull(users.deletedAt)),
    ctx.db.select({ total: sql<number>`coalesce(sum(${messageDays.sent}), 0)::int` }).from(messageDays),
    messagesSince(ctx, recentSince),
    ctx.db
      .select({ gender: users.gender, orientation: users.orientation, n: sql<number>`count(*)::int` })
      .from(users)
      .where(members)
      .groupBy(users.gender, users.orientation),
    adminInstitutions(ctx, adminId),
  ]);
  const gender = { MAN: 0, WOMAN: 0, NONBINARY: 0 };
  const orientation = { ANDROPHILIC: 0, GYNEPHILIC: 0, AMBIPHILIC: 0 };
  for (const row of byDemographic) {
    gender[toAdminGender(row.gender)] += row.n;
    orientation[toAdminOrientation(row.orientation)] += row.n;
  }
  const u = userTotals[0];
  return {
    users: {
      total: u?.total ?? 0,
      active_last_30_days: u?.active ?? 0,
      paid: u?.paid ?? 0,
      admins: u?.admins ?? 0,
      suspended: u?.suspended ?? 0,
      test_accounts: u?.tests ?? 0,
    },
    messages: { total: messageTotals[0]?.total ?? 0, last_7_days: recent },
    demographics: { gender, orientation },
    institutions: institutionList,
  };
}

/**
 * Messages stored since `since`: the days after its day from the per-day counts, and the rest
 * of its own day counted from the messages' time index (at most a day of messages).
 */
async function messagesSince(ctx: AppContext, since: Date): Promise<number> {
  const day = since.toISOString().slice(0, 10);
  const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  const [whole, partial] = await Promise.all([
    ctx.db
      .select({ n: sql<number>`coalesce(sum(${messageDays.sent}), 0)::int` })
      .from(messageDays)
      .where(gt(messageDays.day, day)),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(gte(messages.createdAt, since), lt(messages.createdAt, nextDay))),
  ]);
  return (whole[0]?.n ?? 0) + (partial[0]?.n ?? 0);
}

/**
 * Every institution in display order with its account counts and payment state (the
 * Institutions table and the Overview).
 */
export async function adminInstitutions(ctx: AppContext, adminId: number): Promise<TAdminInstitution[]> {
  const [rows, states, admin] = await Promise.all([
    ctx.db
      .select({
        institution: institutions,
        users: sql<number>`count(${users.id}) filter (where ${users.deletedAt} is null)::int`,
        members: sql<number>`count(${users.id}) filter (where ${users.deletedAt} is null and not ${users.isAdmin})::int`,
        accounts: sql<number>`count(${users.id})::int`,
        paid: sql<number>`count(${users.id}) filter (where ${users.deletedAt} is null and ${users.isPaid} and not ${users.isAdmin})::int`,
      })
      .from(institutions)
      .leftJoin(users, eq(users.institutionId, institutions.id))
      .groupBy(institutions.id)
      .orderBy(institutions.displayOrder, institutions.name),
    listInstitutionPaymentStates(ctx),
    ctx.db.select({ institutionId: users.institutionId }).from(users).where(eq(users.id, adminId)),
  ]);
  const stateById = new Map(states.map((s) => [s.institutionId, s]));
  return rows.map(({ institution, users: userCount, members: memberCount, accounts, paid }) => {
    const state = stateById.get(institution.id);
    return {
      id: institution.id,
      name: institution.name,
      name_abbreviated: institution.nameAbbreviated,
      domains: institution.domains,
      display_order: institution.displayOrder,
      user_count: userCount,
      member_count: memberCount,
      active_women_nonbinary_count: state?.activeWomenNonbinaryCount ?? 0,
      paid_count: paid,
      payment_threshold: institution.paymentThreshold,
      payment_required: state ? state.activeWomenNonbinaryCount >= institution.paymentThreshold : false,
      is_current: admin[0]?.institutionId === institution.id,
      can_delete: accounts === 0,
    };
  });
}
