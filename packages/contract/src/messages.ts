/** Texts of the specifications that both server and web show; wording must not drift. */
export const MSG = {
  invalidEmail: 'Invalid email format',
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
  paymentRequired: 'Payment required',
  invalidReportLink: 'Invalid report link. Please use the link from your email.',
  accountSuspendedDefault: 'Account suspended by administrator',
  yourAccountSuspended: 'Your account has been suspended.',
  notAuthenticated: 'Authentication required',
  notAdmin: 'You do not have admin access',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  cannotDeleteSelf: 'You cannot delete your own account',
  deleteUserDefaultReason: 'Account deleted by administrator',
  unsuspendDefaultNote: 'User unsuspended by admin',
  paymentRejectReason: 'Payment could not be verified',
} as const;

export const photoTooLarge = (maxMb: number): string =>
  `Photo is too large. Please choose a smaller photo (max ${maxMb}MB).`;

export const emailDomainMismatch = (institutionName: string, example: string): string =>
  `Email must be from ${institutionName} domain (e.g., student@${example})`;
