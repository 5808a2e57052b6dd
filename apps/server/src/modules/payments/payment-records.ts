import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { payments, users } from '@/db/schema/index';
import type { Tx } from '@/db/types';
import { NotFound } from '@/platform/errors';

/** The member row, locked until the transaction ends so concurrent payment changes queue up. */
export async function lockUser(tx: Tx, userId: number, notFound: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new NotFound(notFound);
  return user;
}

/** Whether the member has records waiting for review, other than the one being decided. */
export async function hasPendingRecords(tx: Tx, userId: number, exceptPaymentId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        exceptPaymentId === undefined ? undefined : ne(payments.id, exceptPaymentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type MemberPaymentChanges = Partial<
  Pick<typeof users.$inferInsert, 'isPaid' | 'paidAt' | 'remainingAmount' | 'isUnderPaymentReview'>
>;

/** Changes the member's payment state; returns the member as it now is. */
export async function updateMemberPayment(tx: Tx, userId: number, changes: MemberPaymentChanges, now: Date) {
  const [member] = await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return member!;
}

export interface Reviewer {
  id: number;
  username: string;
}

/** The administrator deciding, as the record shows them. */
export async function loadReviewer(db: Database, adminId: number): Promise<Reviewer> {
  const [admin] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, adminId));
  if (!admin) throw new NotFound('Administrator not found');
  return admin;
}

export const roundCents = (value: number): number => Math.round(value * 100) / 100;
