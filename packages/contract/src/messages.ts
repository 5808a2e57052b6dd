import { MESSAGE_MAX_LENGTH, SOCKETS_PER_MEMBER_MAX } from './constants';

/** Texts of the specifications that both server and web show; wording must not drift. */
export const MSG = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 128 characters',
  institutionRequired: 'Please select your institution',
  unknownInstitution: 'Please select a valid institution',
  ageRange: 'Age must be between 18 and 80',
  heightRange: 'Height must be between 4\'0" and 7\'0"',
  genderRequired: 'Please select your gender',
  orientationRequired: 'Please select your orientation',
  fixFields: 'Please correct the highlighted fields',
  emailExists: 'An account with this email already exists',
  emailBlocked: 'This email address has been blocked. Please contact support if you think this is a mistake.',
  emailNotReturnable:
    'An account with this email was deleted by an administrator and cannot be created again. Please contact support.',
  registered: 'Account created. Please check your email for the 6-digit verification code.',
  codeSent: 'A new verification code has been sent to your email.',
  alreadyVerified: 'This email is already verified. Please sign in.',
  emailVerified: 'Email verified successfully',
  codeExpired: 'This verification code has expired. Please request a new one.',
  invalidCredentials: 'Invalid email or password',
  verifyBeforeSignIn: 'Please verify your email before signing in.',
  accountDeleted: 'This account has been deleted.',
  userRequestedDeletion: 'This account was deleted at your request.',
  adminDeletionDefault: 'This account was permanently deleted by an administrator.',
  loggedOut: 'Logged out',
  resetCodeSent: 'If an account exists for this email, a verification code has been sent.',
  resetCodeValid: 'Code verified. You can now choose a new password.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Password changed successfully',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current password',
  emailBlockedByReport: 'Email blocked successfully. You will not receive any more verification emails.',
  reportVerifiedAccount:
    'This email belongs to a verified account and cannot be blocked from this link. Please contact support.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  suspendedNotAllowed: 'Your account is suspended. You cannot browse or send messages while suspended.',
  warningDismissed: 'Warning dismissed',
  accountDeletedSelf: 'Your account has been deleted.',
  mailFailed: 'We could not send the email right now. Please try again in a moment.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooShortLong: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  codeLength: 'Please enter a 6-digit verification code',
  invalidCode: 'Invalid verification code',
  invalidOrExpiredCode: 'Invalid or expired verification code',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  tooManyVerificationAttempts: 'Too many verification attempts. Please wait before trying again.',
  tooManyResendSignup: 'Too many resend attempts. Please wait before trying again.',
  tooManyResendReset: 'Too many resend attempts. Please try again later.',
  imageTooSmall: 'Image must be at least 150x150 pixels',
  notAnImage: 'Please upload an image file',
  selectCropArea: 'Please select a crop area',
  cropNotSquare: 'The crop area must be square',
  cropTooSmall: 'The crop area must be at least 150x150 pixels',
  cropOutsideImage: 'The crop area must be inside the image',
  imageTooManyPixels: 'This image has too many pixels to process. Please choose a smaller photo.',
  imageRejected: 'This photo appears to contain explicit content and cannot be used. Please choose a different photo.',
  imageCheckUnavailable: 'We could not check your photo right now. Please try again in a moment.',
  photoStorageUnavailable: 'Photos cannot be reached right now. Please try again in a moment.',
  photoNotFound: 'Photo not found',
  photoLinkInvalid: 'This photo link is invalid or has expired',
  photoUploaded: 'Photo uploaded successfully!',
  photoDeleted: 'Photo deleted',
  profileTextTooLong: 'Profile text must be at most 5000 characters',
  nothingToPublish: 'There are no changes to publish',
  profileUpdated: 'Profile updated successfully',
  changesDiscarded: 'Changes discarded',
  settingUpdated: 'Setting updated successfully',
  paymentRequired: 'Payment required',
  invalidReportLink: 'Invalid report link. Please use the link from your email.',
  accountSuspendedDefault: 'Account suspended by administrator',
  yourAccountSuspended: 'Your account has been suspended.',
  notAuthenticated: 'Authentication required',
  // Realtime connection refusals (connect_error, with data.code)
  tooManyConnections: `Quad is open in too many tabs or devices (at most ${SOCKETS_PER_MEMBER_MAX}). Close one, then reload this page.`,
  tooManyConnectionAttempts:
    'Too many failed connection attempts from your network. Please wait a minute and try again.',
  notAdmin: 'You do not have admin access',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  cannotDeleteSelf: 'You cannot delete your own account',
  deleteUserDefaultReason: 'Account deleted by administrator',
  unsuspendDefaultNote: 'User unsuspended by admin',
  paymentRejectReason: 'Payment could not be verified',
  // Chat: refusals of send_message (as `error { msg }` and on the ack)
  invalidMessage: 'Invalid message',
  invalidRequest: 'Invalid request',
  messageEmpty: 'Message cannot be empty',
  messageTooLong: `Message is too long (at most ${MESSAGE_MAX_LENGTH} characters)`,
  cannotMessageSelf: 'You cannot send messages to yourself',
  userUnavailable: 'This user is no longer available',
  youBlockedUser: 'You have blocked this user',
  blockedByUser: 'This user is not accepting messages from you',
  recipientSuspended: 'You cannot send messages to this user while they are suspended',
  recipientRequiresVerified:
    'This member only accepts new conversations from verified members. Get verified to write to them.',
  /** Contains "Payment required": the chat switches to its payment-required state. */
  paymentRequiredToStart: 'Payment required to start a conversation with this user',
  sendingTooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
  userNotFound: 'User not found',
  // Reports
  reportReasonRequired: 'Please select a reason',
  reportReasonUnknown: 'Please select a reason from the list',
  reportSubmitted: 'Report submitted successfully. Our team will review it soon.',
  alreadyReported: 'You have already reported this user for this reason today',
  tooManyReports: 'You have sent too many reports today. Please try again tomorrow.',
  cannotReportSelf: 'You cannot report yourself',
} as const;

export const photoTooLarge = (maxMb: number): string =>
  `Photo is too large. Please choose a smaller photo (max ${maxMb}MB).`;

export const tooManyPhotos = (max: number): string =>
  `You can have at most ${max} photos. Please delete one before adding another.`;

export const emailDomainMismatch = (institutionName: string, example: string): string =>
  `Email must be from ${institutionName} domain (e.g., student@${example})`;

/** "1 minute", "15 minutes", "2 hours": the wait a 429 message announces, rounded up. */
export function formatWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The 429 answer after too many wrong codes; the client blocks actions for the wait it names. */
export const incorrectAttemptsMessage = (waitMs: number): string =>
  `Too many incorrect verification attempts. Please wait ${formatWait(waitMs)} before trying again.`;

export const tooManySignInsMessage = (waitMs: number): string =>
  `Too many failed sign-in attempts. Please wait ${formatWait(waitMs)} before trying again.`;

export const resendWaitMessage = (waitMs: number): string =>
  `Please wait ${Math.max(1, Math.ceil(waitMs / 1000))} seconds before requesting another code.`;

export const resendBlockedMessage = (waitMs: number): string =>
  `Too many resend attempts. Please wait ${formatWait(waitMs)} before trying again.`;

export const tooManyRequestsMessage = (waitMs: number): string =>
  `Too many requests. Please wait ${formatWait(waitMs)} before trying again.`;

/**
 * The wait named in a server message ("wait 15 minutes", "wait 1 hour", "wait 30 seconds"),
 * in milliseconds, or null when the message names none. The inverse of formatWait (and of
 * resendWaitMessage) for the client's countdowns.
 */
export function parseWaitMs(message: string): number | null {
  const match = /wait (\d+) (second|minute|hour)s?\b/i.exec(message);
  if (!match) return null;
  const unitMs = { second: 1_000, minute: 60_000, hour: 3_600_000 } as const;
  return Number(match[1]) * unitMs[match[2]!.toLowerCase() as keyof typeof unitMs];
}

/** When a self-deleted member may create an account again (shown in the registration refusal). */
export const cooldownMessage = (returnDate: string, days: number): string =>
  `This email belongs to an account deleted less than the cooldown period ago. You can create a new account with it after ${returnDate} (in ${days === 1 ? '1 day' : `${days} days`}).`;
