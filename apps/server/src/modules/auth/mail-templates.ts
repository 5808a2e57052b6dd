import type { MailMessage } from '@/platform/mail';
import { MAIL_BRAND, renderMail } from '@/platform/mail-layout';

const BRAND = MAIL_BRAND;
const render = renderMail;

const codeBlock = (code: string, minutes: number) =>
  `Your ${BRAND} verification code is ${code}. It expires in ${minutes} minutes.`;

/** The "I did not request this" link of every verification e-mail. */
export const reportLink = (publicUrl: string, email: string, code: string): string =>
  `${publicUrl}/report-email?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;

export function verificationMail(input: { to: string; code: string; minutes: number; reportUrl: string }): MailMessage {
  return render(input.to, `Your ${BRAND} verification code`, [
    'Welcome!',
    codeBlock(input.code, input.minutes),
    'Enter it on the sign-up page to verify your email address and finish creating your account.',
    'Did not request this? Someone may have entered your email address by mistake. ' +
      'You can block this address from receiving any more verification emails:',
    { url: input.reportUrl, label: 'I did not request this' },
  ]);
}

export function passwordResetMail(input: { to: string; code: string; minutes: number }): MailMessage {
  return render(input.to, `Reset your ${BRAND} password`, [
    'We received a request to reset the password of your account.',
    codeBlock(input.code, input.minutes),
    'If you did not ask to reset your password, you can ignore this email: your password stays unchanged.',
  ]);
}

export function passwordChangedMail(input: { to: string; supportEmail: string }): MailMessage {
  return render(input.to, `Your ${BRAND} password was changed`, [
    'The password of your account was just changed, and every other signed-in device was signed out.',
    `If you did not do this, reset your password now and contact ${input.supportEmail}.`,
  ]);
}
