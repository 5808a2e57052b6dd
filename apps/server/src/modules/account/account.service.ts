import { and, eq } from 'drizzle-orm';
import type { TInstitutionSummary, TSettings, TSnoozeState } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { photos, users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { NotFound } from '@/platform/errors';
import { findLiveUser } from '@/modules/auth/account.repository';
import { findInstitution } from '@/modules/institutions/institutions.service';
import { presentSnooze } from '@/modules/relationships/snooze.service';

export interface OwnAccount {
  user: UserRow;
  institution: TInstitutionSummary;
  settings: TSettings;
  /** The published primary photo's thumbnail, signed for the member, or null. */
  avatarUrl: string | null;
  snooze: TSnoozeState;
}

/** What GET /api/users/me shows: the member, their institution and the limits that apply. */
export async function loadOwnAccount(ctx: AppContext, userId: number): Promise<OwnAccount> {
  const user = await findLiveUser(ctx.db, userId);
  if (!user) throw new NotFound();
  const [institution, [primary]] = await Promise.all([
    findInstitution(ctx.db, user.institutionId),
    ctx.db
      .select({ thumbnail: photos.thumbnail })
      .from(photos)
      .where(and(eq(photos.userId, userId), eq(photos.isPrimary, true), eq(photos.isPending, false)))
      .limit(1),
  ]);
  if (!institution) throw new NotFound();
  const { id, name, name_abbreviated } = institution;
  // This very request's activity may not be written yet.
  const lastActivityAt = ctx.activity.latest(user.id, user.lastActivityAt);
  return {
    user: { ...user, lastActivityAt },
    institution: { id, name, name_abbreviated },
    settings: await ctx.settings.all(),
    avatarUrl: primary ? ctx.photoUrls.url(primary.thumbnail, userId, ctx.clock.now()) : null,
    snooze: presentSnooze(user.snoozedUntil, ctx.clock.now()),
  };
}

/** The member read the warning banner: it stays hidden until the next warning. */
export async function dismissWarning(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.update(users).set({ hasActiveWarning: false, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
}
