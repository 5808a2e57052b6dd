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
  seen: 'Seen',
  blockConfirmTitle: (username: string) => `Block ${username}?`,
  blockConfirmDetail:
    'Neither of you will be able to send messages, and they will no longer see you in Browse or open your profile. They are not told. You can unblock them from this chat’s menu at any time.',
  report: 'Report User',
  mute: 'Mute notifications',
  unmute: 'Unmute notifications',
  muted: 'Notifications for this chat are off',
  unmuted: 'Notifications for this chat are on',
  muteFailed: 'Could not change the notifications of this chat. Please try again.',
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

/** The "Are you sure?" dialog for the sender and the warning under a risky message for the recipient. */
export const SAFETY_TEXT = {
  nudgeTitle: 'Before you send this',
  nudgeContact:
    'It looks like this message shares a phone number, an e-mail address or another app. Once a chat moves off Quad, we can no longer help if something goes wrong.',
  nudgeFinancial:
    'It looks like this message is about sending money. Asking for money early is how most scams start, and it can make the other person uneasy.',
  nudgeClosing: 'There is no rush: getting to know each other here first is safer for both of you.',
  edit: 'Edit message',
  sendAnyway: 'Send anyway',
  noticeLead: {
    financial: 'This message mentions money.',
    contact: 'This message shares contact details or another app.',
    link: 'This message contains a link.',
  },
  notice: 'Quad never asks members to pay each other. Keep chats here until you trust someone.',
  noticeLabel: 'Safety tip',
  report: 'Report',
  block: 'Block',
  dismiss: 'Dismiss safety tip',
  reportQuote: (content: string) => `Reported message: "${content}"`,
} as const;
