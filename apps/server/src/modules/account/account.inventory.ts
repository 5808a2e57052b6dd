import { eq } from 'drizzle-orm';
import { users } from '@/db/schema/index';
import { deletedUsername } from '@/modules/auth/username.service';
import { iso, single, tableEntry } from './inventory-entry';

/** The account row itself: erased last, so every other entry can still read whom it belongs to. */
export const profileEntry = tableEntry({
  file: 'profile.json',
  about: 'Your account and profile: e-mail, username, institution, details, status and any warning.',
  onDeletion: 'anonymised',
  table: users,
  owner: users.id,
  present: single,
  show: (u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    institution_id: u.institutionId,
    age: u.age,
    gender: u.gender,
    orientation: u.orientation,
    height_inches: u.heightInches,
    profile_text: u.profileText,
    email_verified_at: iso(u.emailVerifiedAt),
    created_at: iso(u.createdAt),
    last_activity_at: iso(u.lastActivityAt),
    is_paid: u.isPaid,
    paid_at: iso(u.paidAt),
    payment_code: u.paymentCode,
    is_suspended: u.isSuspended,
    suspension_reason: u.suspensionReason,
    warning_message: u.warningMessage,
    warning_issued_at: iso(u.warningIssuedAt),
  }),
  async erase(tx, userId, { type, now }) {
    await tx
      .update(users)
      .set({
        email: null,
        emailKey: null,
        passwordHash: null,
        adminEmail: null,
        username: deletedUsername(userId),
        profileText: '',
        hasActiveWarning: false,
        warningMessage: null,
        deletedAt: now,
        deletionType: type,
        updatedAt: now,
        // An administrator's deletion forfeits paid access (the payment records are kept).
        ...(type === 'admin_deleted' ? { isPaid: false, isUnderPaymentReview: false, remainingAmount: null } : {}),
      })
      .where(eq(users.id, userId));
  },
});
