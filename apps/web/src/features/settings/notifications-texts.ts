/** Texts of Settings → Notifications. */
export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  push: 'Push notifications on this device',
  pushHelp:
    'When someone writes to you while Quad is closed, this device shows “New message from …”. Your browser asks for permission when you turn this on.',
  pushUnsupported: 'This browser cannot show push notifications. On an iPhone, add Quad to your Home Screen first.',
  pushDenied:
    'Notifications are blocked for Quad in your browser’s site settings. Allow them there, then turn this on.',
  pushFailed: 'Could not turn on push notifications. Please try again.',
  previews: 'Message previews',
  previewsHelp:
    'Show the text of a message in its notification. Off by default: anyone who sees your lock screen could read it.',
  email: 'E-mail me about unread messages',
  emailHelp:
    'If a message waits unread and no notification reached you, we send one e-mail per conversation a day, without the message text.',
  quiet: 'Quiet hours',
  quietHelp: 'No notifications and no e-mails during these hours. Messages still arrive.',
  from: 'From',
  to: 'To',
  saveQuiet: 'Save quiet hours',
  sameTimes: 'Choose two different times',
  muteHint: 'To silence one conversation, open it and choose Mute notifications from its menu.',
  updated: 'Notification settings updated',
  updateFailed: 'Failed to update notification settings.',
} as const;
