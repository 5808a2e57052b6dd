import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { SCROLL_POSITION_PREFIX, session } from '@/lib/storage';
import { backgroundOf } from '@/shared/overlay';

const RESTORE_ATTEMPTS = 10;
const RESTORE_INTERVAL_MS = 50;

/**
 * Saves the scroll position per path and restores it on back navigation, retrying while
 * the page is still too short (its data may still be loading). Overlays leave the page
 * underneath where it was.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const pagePath = (backgroundOf(location) ?? location).pathname;
  const previous = useRef(pagePath);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => session.set(SCROLL_POSITION_PREFIX + previous.current, String(window.scrollY));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    if (previous.current === pagePath) return;
    session.set(SCROLL_POSITION_PREFIX + previous.current, String(window.scrollY));
    previous.current = pagePath;
    if (navigationType !== NavigationType.Pop) {
      window.scrollTo(0, 0);
      return;
    }
    const target = Number(session.get(SCROLL_POSITION_PREFIX + pagePath) ?? 0);
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 2 || attempts >= RESTORE_ATTEMPTS) window.clearInterval(timer);
    }, RESTORE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [pagePath, navigationType]);

  return null;
}
