import { createContext, useContext } from 'react';

export const OverlayContext = createContext(false);

/** True inside a page opened over another page; pages may tighten their spacing. */
export const useInOverlay = (): boolean => useContext(OverlayContext);
