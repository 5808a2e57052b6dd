/**
 * The stable `code` of every error answer, HTTP and socket alike, beside the human-readable
 * `msg`. Clients branch on the code; the msg is the specification's wording and may change.
 * A code once published keeps its meaning.
 */
export const ERROR_CODES = [
  // The default of each kind of error (by HTTP status).
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'validation_failed',
  'rate_limited',
  'unavailable',
  'internal',
  // Answers of the framework before any route.
  'no_such_endpoint',
  'unsupported_media_type',
  'uri_too_long',
  // Accounts and sign-in.
  'invalid_credentials',
  'session_expired',
  'account_deleted',
  'account_suspended',
  'verification_required',
  'already_verified',
  'email_taken',
  'email_blocked',
  'email_not_returnable',
  'email_cooldown',
  'code_invalid',
  'code_expired',
  'current_password_wrong',
  // Waits: the 429s the client counts down from.
  'verification_locked',
  'sign_in_locked',
  'resend_wait',
  'resend_limited',
  // Chat refusals (socket acks and `error` events).
  'payment_required',
  'blocked',
  'blocked_by_user',
  'cannot_message_self',
  'user_unavailable',
  'recipient_suspended',
  // The recipient lets only verified members start a conversation.
  'recipient_requires_verified',
  // Held for the sender's "Are you sure?" (contact details or money): not a refusal.
  'nudge',
  // Realtime connections refused at the handshake (connect_error data).
  'too_many_connections',
  'too_many_connection_attempts',
  // Members and content.
  'already_reported',
  'image_rejected',
  'already_paid',
  'hidden_emails_limit',
  'export_rate_limited',
  'photo_storage_unavailable',
  // Notifications.
  'push_endpoint_refused',
  'unsubscribe_link_invalid',
  // Verified members (selfie check).
  'selfie_challenge_invalid',
  'selfie_attempts_exhausted',
  'verification_photos_needed',
  'manual_review_not_available',
  'manual_review_pending',
  'not_verified',
  // Due process: appeals of warnings and suspensions.
  'appeal_exists',
  'not_appealable',
  'appeal_window_closed',
  'appeal_already_decided',
  'appeal_own_action',
] as const;

// No zod here: the web's API client imports this on the first page, which stays small.
export type TErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The code of an answer that names none: by its HTTP status. */
export function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation_failed';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}
