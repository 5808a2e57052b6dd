/** Member-facing texts of the chat screen and the report dialog (member-app.md sections 2, 4, 8). */
export const CHAT_TEXT = {
  title: 'Chat',
  paymentRequired: (username: string) => `Payment is required to start a conversation with ${username}`,
  goToPayments: 'Go to Payment Page',
  userGone: 'User No Longer Available',
  userGoneDetail: 'This account has been deleted. The conversation is no longer available.',
  userSuspended: 'User Suspended',
  userSuspendedDetail: 'This user has been suspended by an administrator',
  userSuspendedNoSend: 'You cannot send messages to this user while they are suspended.',
  placeholder: 'Type a message...',
  placeholderBlocked: 'You have blocked this user',
  placeholderBlockedMe: 'You cannot send messages to this user',
  placeholderSuspendedOther: 'This user is suspended',
  placeholderSuspendedMe: 'Your account is suspended',
  placeholderPayment: 'Payment is required to start this conversation',
  placeholderOffline: 'Reconnecting...',
  reconnecting: 'Reconnecting...',
  connectionLost: 'Connection lost',
  reconnect: 'Reconnect',
  blockFailed: 'Failed to block/unblock user.',
  block: 'Block User',
  unblock: 'Unblock User',
  report: 'Report User',
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  noMessages: 'No messages yet. Say hello!',
  notSent: 'Not sent',
  retry: 'Retry',
  typing: (username: string) => `${username} is typing...`,
  loadOlder: 'Load earlier messages',
  newMessageFrom: (username: string) => `New message from ${username}`,
} as const;

export const REPORT_TEXT = {
  title: 'Report User',
  reason: 'Reason',
  description: 'Description (optional)',
  submit: 'Submit Report',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  success: 'Report submitted successfully. Our team will review it soon.',
  failed: 'Failed to submit report',
  network: 'Error submitting report. Please try again.',
} as const;

/** How long chat toasts stay (member pages: 10 s). */
export const CHAT_TOAST_MS = 10_000;
