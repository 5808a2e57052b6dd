import { eq } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';

/**
 * Tells the member's open pages their payment status changed (the Payments page refreshes,
 * an open chat leaves its payment-required state). Read after the change is committed.
 */
export async function emitPaymentStatus(ctx: AppContext, userId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ isPaid: users.isPaid, isUnderPaymentReview: users.isUnderPaymentReview })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return;
  ctx.realtime.toUser(userId, 'payment_status_update', {
    is_paid: row.isPaid,
    is_under_payment_review: row.isUnderPaymentReview,
  });
}
