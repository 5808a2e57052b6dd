import type { MailMessage } from '@/platform/mail';
import { MAIL_BRAND, renderMail } from '@/platform/mail-layout';

export const NUDGE_SUBJECT = `You have a new message on ${MAIL_BRAND}`;

/**
 * The e-mail about an unread message: who wrote is not named and the text is not quoted (a
 * mailbox is read in more places than the app). It links to the chat, and carries a
 * one-click unsubscribe (RFC 8058) that mail clients show as their own button.
 */
export function nudgeMail(input: {
  to: string;
  chatUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const mail = renderMail(input.to, NUDGE_SUBJECT, [
    `Someone sent you a message on ${MAIL_BRAND} that you have not read yet.`,
    { url: input.chatUrl, label: 'Open the chat' },
    'You receive at most one of these e-mails per conversation a day. You can turn them off in Settings → Notifications:',
    { url: input.settingsUrl, label: 'Notification settings' },
  ]);
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
