import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the file starts as a signed-in member with nothing else stored, and ends with
 * no stubbed globals (fetch, timers' stand-ins) left for the next.
 */
export function startEachTestSignedIn(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('accessToken', 'token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
