import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useOverlayNavigate } from '@/shared/overlay';
import { useInOverlay } from '@/shared/overlay-context';

/**
 * Moves between the account screens (sign in, sign up, reset, verification) and stays
 * where they are: inside the overlay over the same background, or as full pages.
 */
export function useAuthNavigate(): (to: string) => void {
  const inOverlay = useInOverlay();
  const navigate = useNavigate();
  const openOver = useOverlayNavigate();
  return useCallback(
    (to: string) => {
      if (inOverlay) openOver(to);
      else void navigate(to);
    },
    [inOverlay, navigate, openOver],
  );
}
