import type { MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from '@mui/material';
import { useAuthNavigate } from './use-auth-navigate';

/** A link between account screens that keeps the overlay (see useAuthNavigate). */
export function AuthLink({ to, children, ...props }: { to: string; children: ReactNode } & Omit<LinkProps, 'href'>) {
  const go = useAuthNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    go(to);
  };
  return (
    <Link href={to} onClick={onClick} underline="hover" {...props}>
      {children}
    </Link>
  );
}
