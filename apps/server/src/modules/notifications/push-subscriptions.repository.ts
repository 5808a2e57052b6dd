import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TPushSubscriptionRequest } from '@quad/contract';
import type { Database } from '@/db/client';
import { pushSubscriptions, sessions } from '@/db/schema/index';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores the device's subscription for the member's session. An endpoint is one browser
 * profile: if another member (or session) had it, it now belongs to this one.
 */
export async function saveSubscription(
  db: Database,
  owner: { userId: number; sessionId: string },
  subscription: TPushSubscriptionRequest,
): Promise<void> {
  const values = {
    userId: owner.userId,
    sessionId: owner.sessionId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes the member's subscription with this endpoint; answers whether there was one. */
export async function deleteSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function deleteSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The member's subscriptions whose session is still signed in. */
export async function liveSubscriptions(db: Database, userId: number, now: Date): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return rows.map((r) => r.subscription);
}
