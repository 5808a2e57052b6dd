import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useOverlayNavigate } from '@/shared/overlay';
import { useInOverlay } from '@/shared/overlay-context';
import { useSession } from '@/shared/session';

/** A click the app should handle itself; a modified click (new tab, new window) is left to the browser. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A link inside a legal or help text. "#id" moves within the page and keeps an overlay open;
 * "/path" opens over the same background inside an overlay, and navigates normally on a full page.
 */
export function DocLink({ to, children }: { to: string; children: ReactNode }) {
  const inOverlay = useInOverlay();
  const openOver = useOverlayNavigate();
  const navigate = useNavigate();
  const location = useLocation();

  if (to.startsWith('#')) {
    const onClick = (e: MouseEvent) => {
      if (!isPlainClick(e)) return;
      e.preventDefault();
      // Replace, so closing the overlay (history back) closes it instead of stepping through anchors.
      void navigate({ hash: to }, { replace: true, state: location.state as unknown });
    };
    return (
      <Link href={location.pathname + to} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (inOverlay) {
    const onClick = (e: MouseEvent) => {
      if (!isPlainClick(e)) return;
      e.preventDefault();
      openOver(to);
    };
    return (
      <Link href={to} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A screen only members can open: a link when signed in, its name in bold otherwise. */
export function MemberPageLink({ to, children }: { to: string; children: ReactNode }) {
  const { token } = useSession();
  return token ? <DocLink to={to}>{children}</DocLink> : <strong>{children}</strong>;
}

export function MailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}
