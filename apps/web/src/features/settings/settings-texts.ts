/** Member-facing texts of the Settings screen (member-app.md sections 2, 5 and 8). */
export const SETTINGS_TEXT = {
  updateFailed: 'Failed to update setting',
  updated: 'Setting updated successfully',
  passwordFailed: 'Failed to change password',
  passwordChanged: 'Password changed successfully',
  deleted: 'Your account has been deleted. Thank you for being part of Quad.',
  deleteFailed: 'Failed to delete account',
  typeDelete: 'Please type DELETE to confirm',
  hiddenAdded: 'Addresses hidden',
  hiddenCleared: 'List cleared',
  snoozed: 'Snoozed',
  snoozeOff: 'Snooze turned off',
  exportReady: 'Your data is downloading',
  exportFailed: 'Could not prepare your data. Please try again.',
} as const;

/** Settings toasts hide after 10 s (member-app.md section 2, Settings). */
export const SETTINGS_TOAST_MS = 10_000;
