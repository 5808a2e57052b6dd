import type { MailMessage } from '@/platform/mail';

const BRAND = 'Quad';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs of plain text, rendered to both bodies; a paragraph may be a link. */
type Block = string | { url: string; label: string };

function render(to: string, subject: string, blocks: Block[]): MailMessage {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.url}`)).join('\n\n');
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.url)}">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text: `${text}\n\n— ${BRAND}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html}<p>— ${BRAND}</p></body></html>`,
  };
}

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
