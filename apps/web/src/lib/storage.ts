/**
 * Every key the app keeps in the browser (member-app.md section 3 "Client storage").
 * Local storage survives the browser; session storage lives as long as the tab.
 */
export const LOCAL = {
  accessToken: 'accessToken',
  browseFilters: 'browseFilters',
  browseGroupsCollapsed: 'browseGroupsCollapsed',
  /** Per member: the chat safety tips already placed or dismissed (see use-safety-notices.ts). */
  safetyNotices: 'safetyNotices',
  /** The latest appeal decision the member dismissed (appeal-decision-banner.tsx). */
  appealDecisionSeen: 'appealDecisionSeen',
} as const;

export const SESSION = {
  signupFormState: 'signupFormState',
  newUserRedirect: 'newUserRedirect',
  userSuspended: 'userSuspended',
  suspensionReason: 'suspensionReason',
  isNewRegistration: 'isNewRegistration',
  verificationEmail: 'verificationEmail',
  passwordResetCounters: 'passwordResetCounters',
} as const;

export const RATE_LIMIT_EMAIL_PREFIX = 'rateLimitEmail_';
export const BLOCKED_UNTIL_MARK = 'BlockedUntil_';
export const SCROLL_POSITION_PREFIX = 'scrollPos-';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be unavailable (private mode, quota); the app works without it.
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string): string | null => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => sessionStorage.removeItem(key), undefined),
};

export function readJson<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  return safe(() => JSON.parse(raw) as T, fallback);
}

/** What logout clears: the token, the filters and the session keys of the signed-in member. */
export function clearSignedInStorage(): void {
  local.remove(LOCAL.accessToken);
  local.remove(LOCAL.browseFilters);
  // Appeal numbers are per member: the next one to sign in here starts afresh.
  local.remove(LOCAL.appealDecisionSeen);
  for (const key of Object.values(SESSION)) session.remove(key);
}
