import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { institutions, users } from '@/db/schema/index';
import { moduleState } from '@/platform/module-state';

/** Whether starting conversations with women and nonbinary members costs the one-time payment. */
export interface InstitutionPaymentState {
  institutionId: string;
  /** Verified women and nonbinary members, not deleted or suspended, active within the activity window. */
  activeWomenNonbinaryCount: number;
  paymentThreshold: number;
  /** True once the count has reached the institution's threshold. */
  paymentRequired: boolean;
}

/**
 * The chat gate asks on every first message; the count moves slowly. A short cache keeps the
 * gate cheap; a change takes at most this long to be seen (or call forgetInstitutionPaymentStates).
 */
const CACHE_TTL_MS = 30_000;
const DAY_MS = 24 * 60 * 60_000;

interface CacheEntry {
  loadedAt: number;
  states: Promise<Map<string, InstitutionPaymentState>>;
}

/** The app's last count; nothing to drain on close. */
export const institutionPaymentCache = moduleState({
  name: 'institution payment cache',
  create: (): { entry: CacheEntry | null } => ({ entry: null }),
});

/** The payment state of every institution, in display order (for the admin institutions table). */
export async function listInstitutionPaymentStates(ctx: AppContext): Promise<InstitutionPaymentState[]> {
  return [...(await loadStates(ctx)).values()];
}

/** The payment state of one institution; an unknown id counts nobody and requires nothing. */
export async function institutionPaymentState(
  ctx: AppContext,
  institutionId: string,
): Promise<InstitutionPaymentState> {
  const state = (await loadStates(ctx)).get(institutionId);
  return state ?? { institutionId, activeWomenNonbinaryCount: 0, paymentThreshold: 0, paymentRequired: false };
}

/** Drops the cached counts, e.g. after an administrator changed a threshold or the activity window. */
export function forgetInstitutionPaymentStates(ctx: AppContext): void {
  institutionPaymentCache.of(ctx).entry = null;
}

function loadStates(ctx: AppContext): Promise<Map<string, InstitutionPaymentState>> {
  const cache = institutionPaymentCache.of(ctx);
  const now = ctx.clock.now().getTime();
  if (cache.entry && now - cache.entry.loadedAt < CACHE_TTL_MS) return cache.entry.states;
  const entry = { loadedAt: now, states: countActiveWomenNonbinary(ctx) };
  cache.entry = entry;
  // A failed load must not stay cached.
  entry.states.catch(() => {
    cache.entry = null;
  });
  return entry.states;
}

/**
 * One aggregate over all institutions. Administrators and generated test profiles are not
 * members anyone courts, so they never push an institution over its threshold.
 */
async function countActiveWomenNonbinary(ctx: AppContext): Promise<Map<string, InstitutionPaymentState>> {
  const days = await ctx.settings.get('user_activity_threshold_days');
  const activeSince = new Date(ctx.clock.now().getTime() - days * DAY_MS);
  const rows = await ctx.db
    .select({
      id: institutions.id,
      threshold: institutions.paymentThreshold,
      count: sql<number>`count(${users.id})::int`.mapWith(Number),
    })
    .from(institutions)
    .leftJoin(
      users,
      and(
        eq(users.institutionId, institutions.id),
        inArray(users.gender, ['woman', 'nonbinary']),
        eq(users.emailVerified, true),
        isNull(users.deletedAt),
        eq(users.isSuspended, false),
        eq(users.isAdmin, false),
        eq(users.isTestAccount, false),
        gte(users.lastActivityAt, activeSince),
      ),
    )
    .groupBy(institutions.id)
    .orderBy(asc(institutions.displayOrder), asc(institutions.name));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        institutionId: r.id,
        activeWomenNonbinaryCount: r.count,
        paymentThreshold: r.threshold,
        paymentRequired: r.count >= r.threshold,
      },
    ]),
  );
}
