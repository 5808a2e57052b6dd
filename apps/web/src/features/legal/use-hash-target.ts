import { useEffect } from 'react';
import { FAQ_SCROLL_DELAY_MS } from '@quad/contract';
import { useLocation } from 'react-router';
import { STAGING_BANNER_HEIGHT } from '@/shared/staging-banner';
import { useEnvironment } from '@/shared/environment';
import { useInOverlay } from '@/shared/overlay-context';

function scrollToAnchor(id: string): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // jsdom has no scrollIntoView; browsers all do.
  document.getElementById(id)?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The anchor named by the URL hash, if any. Scrolls to it FAQ_SCROLL_DELAY_MS after each
 * navigation, once the page (and an accordion item the hash opened) has laid out.
 */
export function useHashTarget(): { id: string | null; navigationKey: string } {
  const { hash, key } = useLocation();
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  useEffect(() => {
    if (!id) return;
    const timer = window.setTimeout(() => scrollToAnchor(id), FAQ_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, key]);
  return { id, navigationKey: key };
}

/** Scrolls to an anchor at once (table-of-contents clicks), leaving the URL alone. */
export const jumpTo = scrollToAnchor;

/** Room above a scrolled-to anchor, so the sticky top bar (and staging banner) do not cover it. */
export function useAnchorMargin() {
  const inOverlay = useInOverlay();
  const { environment } = useEnvironment();
  if (inOverlay) return 16;
  const banner = environment === 'staging' ? STAGING_BANNER_HEIGHT : 0;
  return { xs: `${banner + 72}px`, sm: `${banner + 80}px` };
}
