import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

export interface OverlayState {
  backgroundLocation?: Location;
}

export const isChatPath = (pathname: string): boolean => pathname.startsWith('/chat/');

export function backgroundOf(location: Location): Location | undefined {
  return (location.state as OverlayState | null)?.backgroundLocation;
}

/**
 * Navigation that opens the target over the current page (member-app.md section 2):
 * outside chat pages the current page stays underneath as the background location.
 * An overlay opened from an overlay keeps the original background instead of stacking.
 */
export function useOverlayNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      if (isChatPath(location.pathname) && !backgroundOf(location)) {
        void navigate(to);
        return;
      }
      const background = backgroundOf(location) ?? location;
      if (background.pathname === to) {
        void navigate(to);
        return;
      }
      void navigate(to, { state: { backgroundLocation: background } satisfies OverlayState });
    },
    [navigate, location],
  );
}
