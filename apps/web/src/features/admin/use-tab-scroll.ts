import { useEffect } from 'react';
import { ADMIN_SCROLL_SAVE_DEBOUNCE_MS } from '@quad/contract/constants';
import { local, readJson } from '@/lib/storage';
import { ADMIN_STORAGE } from './admin-storage';

const RESTORE_ATTEMPTS = 20;
const RESTORE_INTERVAL_MS = 50;

const readPositions = () => readJson<Record<string, number>>(local.get(ADMIN_STORAGE.scroll), {});

/**
 * Remembers the scroll position of each tab (saved 100 ms after scrolling stops) and returns
 * to it when the tab is shown again, retrying while the tab's content is still loading.
 */
export function useTabScroll(tab: number, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const target = readPositions()[tab] ?? 0;
    let attempts = 0;
    window.scrollTo(0, target);
    const restore = window.setInterval(() => {
      attempts += 1;
      if (Math.abs(window.scrollY - target) < 2 || attempts >= RESTORE_ATTEMPTS) window.clearInterval(restore);
      else window.scrollTo(0, target);
    }, RESTORE_INTERVAL_MS);

    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        local.set(ADMIN_STORAGE.scroll, JSON.stringify({ ...readPositions(), [tab]: Math.round(window.scrollY) }));
      }, ADMIN_SCROLL_SAVE_DEBOUNCE_MS);
    };
    // Scrolling by the user stops the restoring.
    const stopRestoring = () => window.clearInterval(restore);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', stopRestoring, { passive: true });
    window.addEventListener('touchmove', stopRestoring, { passive: true });
    return () => {
      window.clearInterval(restore);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', stopRestoring);
      window.removeEventListener('touchmove', stopRestoring);
    };
  }, [tab, ready]);
}
