import { MAX_PHOTOS, type TCurrentUser } from '@quad/contract';
import type { OwnAccount } from './account.service';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** The member's own account: everything about themselves, including e-mail and payment code. */
export function presentMe({ user, institution, settings, avatarUrl, snooze }: OwnAccount): TCurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    institution,
    age: user.age,
    gender: user.gender,
    orientation: user.orientation,
    height_inches: user.heightInches,
    profile_text: user.profileText,
    profile_visible: user.profileVisible,
    email_verified: user.emailVerified,
    is_verified: user.verifiedAt !== null,
    is_admin: user.isAdmin,
    is_paid: user.isPaid,
    is_under_payment_review: user.isUnderPaymentReview,
    payment_code: user.paymentCode,
    deleted_at: iso(user.deletedAt),
    is_suspended: user.isSuspended,
    suspension_reason: user.suspensionReason,
    suspended_at: iso(user.suspendedAt),
    suspended_until: iso(user.suspendedUntil),
    has_active_warning: user.hasActiveWarning,
    warning_message: user.warningMessage,
    warning_issued_at: iso(user.warningIssuedAt),
    max_photos: MAX_PHOTOS,
    max_photo_size_mb: settings.max_photo_size_mb,
    created_at: user.createdAt.toISOString(),
    last_activity_at: iso(user.lastActivityAt),
    avatar_url: avatarUrl,
    snooze,
  };
}
