import { asc, eq, inArray, or } from 'drizzle-orm';
import type { TAdminPayment, TPendingPaymentMember, TPendingPayments } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { institutions, payments, users } from '@/db/schema/index';
import { presentAdminPayment } from './payments.presenter';

/**
 * The administrators' review queue: every member under payment review (or with a record
 * waiting), each with their pending records, oldest first; then the e-Transfers read from
 * the mailbox that matched nobody.
 */
export async function pendingPayments(ctx: AppContext): Promise<TPendingPayments> {
  const pending = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.status, 'pending'))
    .orderBy(asc(payments.submittedAt), asc(payments.id));
  const byUser = new Map<number, TAdminPayment[]>();
  const unmatched: TAdminPayment[] = [];
  for (const row of pending) {
    if (row.userId === null) unmatched.push(presentAdminPayment(row));
    else byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), presentAdminPayment(row)]);
  }

  const members = await ctx.db
    .select({ user: users, institution: institutions })
    .from(users)
    .innerJoin(institutions, eq(institutions.id, users.institutionId))
    .where(
      byUser.size > 0
        ? or(eq(users.isUnderPaymentReview, true), inArray(users.id, [...byUser.keys()]))
        : eq(users.isUnderPaymentReview, true),
    );
  const entries = members.map(({ user, institution }) => ({
    user: presentMember(user, institution),
    payments: byUser.get(user.id) ?? [],
  }));
  // Longest waiting first; members listed by hand without a record come last.
  entries.sort((a, b) => waitingSince(a.payments) - waitingSince(b.payments) || a.user.id - b.user.id);
  return { pending_payments: entries, unmatched_intakes: unmatched };
}

const waitingSince = (records: TAdminPayment[]): number =>
  records[0] ? Date.parse(records[0].submitted_at) : Number.MAX_SAFE_INTEGER;

function presentMember(
  user: typeof users.$inferSelect,
  institution: typeof institutions.$inferSelect,
): TPendingPaymentMember {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    institution: { id: institution.id, name: institution.name, name_abbreviated: institution.nameAbbreviated },
    is_paid: user.isPaid,
    is_under_payment_review: user.isUnderPaymentReview,
    remaining_amount: user.remainingAmount,
    payment_reference_code: user.paymentCode,
  };
}
