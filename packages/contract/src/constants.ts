/**
 * Business constants from section 9 of both specifications. Server and web import these;
 * a bare number with one of these meanings anywhere else is a bug waiting to drift.
 */

/** Header carrying a renewed access token; the client stores it in place of the old one. */
export const REFRESHED_TOKEN_HEADER = 'x-refreshed-token';

/** A simple, deliberately permissive e-mail shape check (member-app.md section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Accounts
export const CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const AGE_MIN = 18;
export const AGE_MAX = 80;
export const HEIGHT_MIN_INCHES = 48;
export const HEIGHT_MAX_INCHES = 84;
export const EMAIL_DOMAIN_CHECK_DELAY_MS = 500;
/** Waits after the 1st..4th sign-up resend; the 5th starts SIGNUP_RESEND_BLOCK_MS. */
export const SIGNUP_RESEND_WAITS_MS = [30_000, 60_000, 120_000, 180_000] as const;
export const SIGNUP_RESEND_MAX = 5;
export const SIGNUP_RESEND_BLOCK_MS = 10 * 60_000;
export const RESET_RESEND_WAITS_MS = [30_000, 60_000, 120_000] as const;
export const RESET_RESEND_MAX = 5;
/**
 * After the first reset code and 5 resends, further codes wait this long (then a new cycle
 * starts). Bounded so that someone requesting codes for another member's e-mail cannot keep
 * that member from resetting for days.
 */
export const RESET_RESEND_BLOCK_MS = 60 * 60_000;
export const RESEND_COUNTER_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESEND_SUCCESS_MESSAGE_MS = 10_000;
export const RESET_REDIRECT_DELAY_MS = 3_000;
export const VERIFICATION_MAX_WRONG_ATTEMPTS = 5;
/** How long verification (and reset) is refused after VERIFICATION_MAX_WRONG_ATTEMPTS wrong codes. */
export const VERIFICATION_LOCKOUT_MS = 15 * 60_000;
/** Wrong codes are counted within this window; older failures are forgotten. */
export const VERIFICATION_ATTEMPT_WINDOW_MS = 60 * 60_000;

/**
 * Sign-in brute-force limits. Each counter allows some free failures, then refuses for a
 * back-off that doubles with every further failure up to a cap, and forgets after the window.
 * Per account and address: strict, so an attacker elsewhere cannot lock the member out.
 * Per account from anywhere: looser, against distributed guessing. Per address: generous,
 * because a whole campus may share one address. A successful sign-in clears the account's.
 */
export const LOGIN_LIMITS = {
  accountAndIp: { freeFailures: 5, baseMs: 30_000, capMs: 15 * 60_000 },
  account: { freeFailures: 20, baseMs: 60_000, capMs: 15 * 60_000 },
  ip: { freeFailures: 100, baseMs: 60_000, capMs: 60 * 60_000 },
  windowMs: 24 * 60 * 60_000,
} as const;

/** Member payment codes: short, and without look-alike characters (no 0/O, 1/I/L). */
export const PAYMENT_CODE_LENGTH = 8;
export const PAYMENT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Defaults of an administrator account created without these details (admin-area.md section 5). */
export const ADMIN_ACCOUNT_DEFAULTS = { gender: 'MAN', orientation: 'AMBIPHILIC', age: 30, heightInches: 70 } as const;

// Profile and photos
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_SIZE_MB_DEFAULT = 10;
export const PROFILE_TEXT_MAX = 5000;
export const PHOTO_MIN_PIXELS = 150;
export const DRAFT_AUTOSAVE_MS = 3_000;

// Browse
export const BROWSE_FILTER_DEBOUNCE_MS = 500;
export const ACTIVE_CHAT_DAYS_DEFAULT = 14;
export const BROWSE_PAGE_SIZE = 20;

// Presence and chat
export const ONLINE_THRESHOLD_MS = 5 * 60_000;
export const STATUS_REFRESH_MS = 30_000;
export const TYPING_STOP_MS = 2_000;
export const READ_MARK_VISIBILITY = 0.9;
export const READ_MARK_VISIBLE_MS = 1_000;
export const READ_MARK_ON_OPEN_MS = 2_000;
export const MESSAGE_GROUP_WINDOW_MS = 5 * 60_000;
export const NEW_MESSAGE_TOAST_MS = 10_000;
export const NEW_MESSAGE_PREVIEW_CHARS = 50;
/** How much of a conversation's last message the inbox shows (one line on a phone, more on a desktop). */
export const INBOX_PREVIEW_CHARS = 120;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const MESSAGE_MAX_LENGTH = 2000;
/**
 * Flood control per member, over all their connections on one instance: a burst of this
 * many messages, then this many a second. Faster sends are refused with MSG.sendingTooFast.
 */
export const MESSAGE_FLOOD = { burst: 10, perSecond: 3 } as const;
/** Socket events of any kind a member may send: a burst, then this many a second; more are dropped. */
export const SOCKET_EVENT_FLOOD = { burst: 60, perSecond: 20 } as const;
/** Largest socket frame the server accepts; bigger ones close the connection. */
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;
/**
 * Realtime connections one member may hold at once (a tab or device each), across instances.
 * One more is refused (connect_error `too_many_connections`), the open ones are kept.
 */
export const SOCKETS_PER_MEMBER_MAX = 15;
export const CHAT_HISTORY_PAGE_SIZE = 50;
export const CHAT_HISTORY_PAGE_MAX = 200;
export const REPORT_DESCRIPTION_MAX = 1000;
/** A member may report the same member for the same reason once within this time. */
export const REPORT_REPEAT_WINDOW_MS = 24 * 60 * 60_000;
/** Reports one member may file within REPORT_REPEAT_WINDOW_MS, whoever they report (a flood guard). */
export const REPORTS_PER_DAY = 10;

// Accounts, deletion, activity
export const DELETION_COOLDOWN_DAYS_DEFAULT = 30;
export const ACTIVITY_THRESHOLD_DAYS_PUBLIC_DEFAULT = 90;
export const USER_ACTIVITY_THRESHOLD_DAYS_DEFAULT = 30;
export const VERIFICATION_CODE_EXPIRY_MINUTES_DEFAULT = 15;

// Payments
export const PAYMENT_AMOUNT_DEFAULT = 20;
export const PAYMENT_CURRENCY_DEFAULT = 'CAD';
export const PAYMENT_VERIFICATION_HOURS = 24;
export const PAYMENT_THRESHOLD_DEFAULT = 25;
/** How long a copy button says "Copied" (admin-area.md section 9; the Payments page uses it too). */
export const COPY_FEEDBACK_MS = 10_000;
export const RIGHTS_REQUEST_DAYS = 30;

// Help pages
export const FAQ_SCROLL_DELAY_MS = 300;

// Administrator area
export const ADMIN_TABS = 7;
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_LIST_PAGE_SIZE = 50;
export const ADMIN_TOAST_MS = 5_000;
export const ADMIN_SCROLL_SAVE_DEBOUNCE_MS = 100;
export const ADMIN_PREVIEW = {
  paymentHistory: 3,
  conversations: 5,
  latestMessageChars: 50,
  profileTextChars: 150,
  messageFlagChars: 50,
  profileFlagChars: 100,
  testErrorChars: 50,
} as const;
export const FAKE_PROFILES_MIN = 1;
export const FAKE_PROFILES_MAX = 100;
export const RISK_COLOURS = {
  message: { error: 70, warning: 50 },
  profile: { error: 45, warning: 25 },
} as const;
export const FLAG_HIGHLIGHT_PERCENT = 20;
export const NEW_FLAG_BADGE = { messageSenderDays: 1, profileUserDays: 7 } as const;
export const ADMIN_ACTIVE_DAYS = 30;
export const ADMIN_RECENT_MESSAGE_DAYS = 7;

// Safety: message screening context (the scores and thresholds are settings)
/** "Rapid messaging" counts the sender's messages over this window (the setting is per hour). */
export const AUTOFLAG_RAPID_WINDOW_MINUTES = 60;
/** Near-duplicates of a message are looked for among the sender's messages of this many hours… */
export const AUTOFLAG_SPAM_WINDOW_HOURS = 24;
/** …at most this many of them, the most recent. */
export const AUTOFLAG_SPAM_SAMPLE_SIZE = 200;

// Testing tab
export const TEST_POLL_INTERVAL_MS = 2_000;
export const TEST_POLL_LIMIT_SINGLE = 150;
export const TEST_POLL_LIMIT_SUITE = 600;

// Settings ranges (admin-area.md section 5)
export const SETTING_RANGES = {
  deletion_cooldown_days: { min: 1, max: 365 },
  max_photo_size_mb: { min: 1, max: 50 },
  verification_code_expiry_minutes: { min: 5, max: 1440 },
  user_activity_threshold_days: { min: 1, max: 365 },
  active_chat_days: { min: 1, max: 365 },
  activity_threshold_days: { min: 1, max: 365 },
} as const;
