/** Member-facing texts of the profile screens (member-app.md sections 2, 4 and 8). */
export const PROFILE_TEXT = {
  created: 'Profile successfully created!',
  startBrowsing: 'Start Browsing',
  photoDeleted: 'Photo deleted',
  photoUploaded: 'Photo uploaded successfully!',
  changesDiscarded: 'Changes discarded',
  profileUpdated: '✓ Profile updated successfully',
  primaryOnPublish: 'Primary photo will be updated when you publish',
  uploadFailed: 'Failed to upload photo',
  deleteFailed: 'Failed to delete photo',
  publishFailed: 'Failed to publish changes',
  markedForDeletion: 'Currently in use - will be deleted',
  uploading: (percent: number) => `Uploading photo... ${percent}%`,
  processing: 'Processing your photo...',
  discardTitle: 'Discard Changes?',
  keepEditing: 'Keep Editing',
  discardChanges: 'Discard Changes',
} as const;

/** How long profile toasts stay (member pages: 10 s). */
export const PROFILE_TOAST_MS = 10_000;
