import { count, desc, eq, sql } from 'drizzle-orm';
import { HIDDEN_EMAILS_MAX, type THiddenEmailsSummary } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { hiddenEmails } from '@/db/schema/index';
import { BadRequest } from '@/platform/errors';
import { emailKey } from './email-key';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The member's list as they may see it: a count and when addresses were added. */
export async function hiddenEmailsSummary(ctx: Ctx, userId: number): Promise<THiddenEmailsSummary> {
  const rows = await ctx.db
    .select({ addedAt: hiddenEmails.createdAt, n: count() })
    .from(hiddenEmails)
    .where(eq(hiddenEmails.ownerId, userId))
    .groupBy(hiddenEmails.createdAt)
    .orderBy(desc(hiddenEmails.createdAt));
  return {
    count: rows.reduce((sum, r) => sum + r.n, 0),
    max: HIDDEN_EMAILS_MAX,
    batches: rows.map((r) => ({ added_at: r.addedAt.toISOString(), count: r.n })),
  };
}

/**
 * Adds addresses (already listed ones are kept once). Stored only as keyed hashes; the
 * matching member, now or when they sign up later, and this one stop seeing each other.
 */
export async function addHiddenEmails(ctx: Ctx, userId: number, emails: string[]): Promise<THiddenEmailsSummary> {
  const keys = [...new Set(emails.map((e) => emailKey(ctx.config.jwtSecret, e)))];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // One list per member at a time, so two pastes cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hidden_emails'), ${userId})`);
    const inserted = await tx
      .insert(hiddenEmails)
      .values(keys.map((key) => ({ ownerId: userId, emailKey: key, createdAt: now })))
      .onConflictDoNothing()
      .returning({ key: hiddenEmails.emailKey });
    const [total] = await tx.select({ n: count() }).from(hiddenEmails).where(eq(hiddenEmails.ownerId, userId));
    if ((total?.n ?? 0) > HIDDEN_EMAILS_MAX) {
      const room = HIDDEN_EMAILS_MAX - ((total?.n ?? 0) - inserted.length);
      throw new BadRequest(
        `You can hide at most ${HIDDEN_EMAILS_MAX} addresses; ${Math.max(0, room)} more fit in your list.`,
        { code: 'hidden_emails_limit' },
      );
    }
  });
  return hiddenEmailsSummary(ctx, userId);
}

/** Clears the list: everyone hidden by it may see the member again (and the other way round). */
export async function clearHiddenEmails(ctx: Ctx, userId: number): Promise<THiddenEmailsSummary> {
  await ctx.db.delete(hiddenEmails).where(eq(hiddenEmails.ownerId, userId));
  return hiddenEmailsSummary(ctx, userId);
}
