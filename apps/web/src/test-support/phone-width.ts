import { vi } from 'vitest';

/** Makes every `max-width` media query match, as on a phone (undo with vi.unstubAllGlobals). */
export function stubPhoneWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}
