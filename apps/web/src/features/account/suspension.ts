import { SESSION, session } from '@/lib/storage';
import { useSession } from '@/shared/session';

export interface SuspensionState {
  suspended: boolean;
  /** The administrator's reason, when one was given. */
  reason: string | null;
}

/**
 * The member's suspension is the me call's answer. Until that answer arrives (just after
 * sign-in, or while a reloaded tab checks its token) the tab's record stands in for it:
 * what the sign-in answer or a live account event said, kept in session storage as
 * member-app.md section 3 lists it. Only this file reads or writes that record.
 */
export function useSuspension(): SuspensionState {
  const { token, user } = useSession();
  if (!token) return { suspended: false, reason: null };
  if (user) return { suspended: user.is_suspended, reason: user.suspension_reason ?? null };
  const remembered = session.get(SESSION.userSuspended) === 'true';
  return { suspended: remembered, reason: session.get(SESSION.suspensionReason) };
}

/** The tab's record, written by sign-in and by the live account events. */
export const suspensionRecord = {
  /** Records a suspension; without a reason, an earlier recorded reason stays. */
  remember(reason: string | null | undefined): void {
    session.set(SESSION.userSuspended, 'true');
    if (reason) session.set(SESSION.suspensionReason, reason);
  },
  forget(): void {
    session.remove(SESSION.userSuspended);
    session.remove(SESSION.suspensionReason);
  },
};

/** Pages a suspended member may still use, where the suspension banner is not shown. */
export const SUSPENSION_EXEMPT_PATHS = [
  '/profile',
  '/settings',
  '/payments',
  '/terms',
  '/privacy',
  '/faq',
  '/report-email',
];
