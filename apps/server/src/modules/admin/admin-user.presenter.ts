import {
  toAdminGender,
  toAdminOrientation,
  type TAdminAction,
  type TAdminUser,
  type TInstitutionSummary,
  type TParsedNotes,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { adminActions, photos } from '@/db/schema/index';
import type { UserRow } from '@/db/types';

type PhotoRow = typeof photos.$inferSelect;
type ActionRow = typeof adminActions.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;
export const iso = (d: Date | null | undefined): string | null => d?.toISOString() ?? null;

export interface AdminUserFacts {
  user: UserRow;
  institution: TInstitutionSummary;
  photos: PhotoRow[];
  totalReports: number;
  pendingReports: number;
  strikeCount: number;
}

/** Whole days since the account was created. */
export const accountAgeDays = (createdAt: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));

/** A member as administrators see them; photo URLs are signed for the administrator. */
export function presentAdminUser(
  ctx: Pick<AppContext, 'photoUrls' | 'clock'>,
  adminId: number,
  facts: AdminUserFacts,
): TAdminUser {
  const { user } = facts;
  const now = ctx.clock.now();
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_paid: user.isPaid,
    is_admin: user.isAdmin,
    is_suspended: user.isSuspended,
    suspension_reason: user.suspensionReason,
    suspended_at: iso(user.suspendedAt),
    suspended_until: iso(user.suspendedUntil),
    strike_count: facts.strikeCount,
    email_verified: user.emailVerified,
    is_verified: user.verifiedAt !== null,
    verified_at: user.verifiedAt?.toISOString() ?? null,
    age: user.age,
    height_inches: user.heightInches,
    gender: toAdminGender(user.gender),
    orientation: toAdminOrientation(user.orientation),
    institution: facts.institution,
    payment_reference_code: user.paymentCode,
    created_at: user.createdAt.toISOString(),
    last_activity_at: iso(user.lastActivityAt),
    remaining_amount: user.remainingAmount,
    is_under_payment_review: user.isUnderPaymentReview,
    has_active_warning: user.hasActiveWarning,
    warning_message: user.warningMessage,
    total_reports: facts.totalReports,
    pending_reports: facts.pendingReports,
    account_age_days: accountAgeDays(user.createdAt, now),
    profile_text: user.profileText,
    profile_visible: user.profileVisible,
    photos: facts.photos.map((p) => ({
      id: p.id,
      url: ctx.photoUrls.url(p.filename, adminId, now),
      thumbnail: ctx.photoUrls.url(p.thumbnail, adminId, now),
      is_primary: p.isPrimary,
    })),
    deleted_at: iso(user.deletedAt),
    is_test_account: user.isTestAccount,
  };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The structured notes of an admin action, read into the parts the admin area shows. */
export function parseNotes(notes: Record<string, unknown> | null): TParsedNotes {
  const n = notes ?? {};
  const report = n.report_context;
  const r = typeof report === 'object' && report !== null ? (report as Record<string, unknown>) : null;
  return {
    report_context: r
      ? {
          reporter_username: text(r.reporter_username),
          report_reason: text(r.report_reason),
          report_description: text(r.report_description),
        }
      : null,
    warning_message: text(n.warning_message),
    suspension_message: text(n.suspension_message),
    deletion_message: text(n.deletion_message),
    moderation_message: text(n.moderation_message),
    admin_notes: text(n.admin_notes),
  };
}

export function presentAdminAction(row: ActionRow, adminUsername: string | null): TAdminAction {
  return {
    id: row.id,
    action_type: row.actionType,
    timestamp: row.createdAt.toISOString(),
    admin: row.adminId !== null && adminUsername !== null ? { id: row.adminId, username: adminUsername } : null,
    reason: row.reason,
    notes: row.notes ? JSON.stringify(row.notes) : null,
    parsed_notes: parseNotes(row.notes),
    by_system: row.adminId === null && row.notes?.actor === 'system',
  };
}
