import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SESSION, session } from '@/lib/storage';
import { useSession } from '@/shared/session';

/** Signed-in pages: without a session, back to the landing page. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (!token) return <Navigate to="/" replace />;
  return children;
}

/** Sign-in, sign-up and reset pages: a signed-in member goes to browse. */
export function SignedOutOnly({ children, redirectTo = '/browse' }: { children: ReactNode; redirectTo?: string }) {
  const { token } = useSession();
  if (token) return <Navigate to={redirectTo} replace />;
  return children;
}

/** /create-account sends a brand-new member to their profile, anyone else signed in to browse. */
export function CreateAccountGuard({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token) return <Navigate to={session.get(SESSION.newUserRedirect) ? '/profile' : '/browse'} replace />;
  return children;
}

/** The landing page for visitors; members go straight to browse. */
export function LandingGuard({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token) return <Navigate to="/browse" replace />;
  return children;
}
