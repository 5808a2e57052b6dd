import { SESSION, session } from '@/lib/storage';
import { useSession } from './session';

export interface SuspensionState {
  suspended: boolean;
  /** The administrator's reason, when one was given. */
  reason: string | null;
}

/**
 * Whether the signed-in member is suspended: from the me call when it has answered,
 * else from what sign-in or a live account event remembered in session storage.
 */
export function useSuspension(): SuspensionState {
  const { token, user } = useSession();
  if (!token) return { suspended: false, reason: null };
  if (user) return { suspended: user.is_suspended, reason: user.suspension_reason ?? null };
  const remembered = session.get(SESSION.userSuspended) === 'true';
  return { suspended: remembered, reason: session.get(SESSION.suspensionReason) };
}

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
