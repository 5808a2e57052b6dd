import { MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { ServiceUnavailable } from '@/platform/errors';
import type { MailMessage } from '@/platform/mail';
import { passwordChangedMail, passwordResetMail, reportLink, verificationMail } from './mail-templates';
import { issueCode } from './verification-code.service';

type MailContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'settings' | 'mailer' | 'log'>;

interface Recipient {
  id: number;
  email: string;
}

/** Outside production the code travels in the answer too (the specification allows it). */
export const exposeCode = (ctx: Pick<AppContext, 'config'>, code: string | null): { verification_code?: string } =>
  code && !ctx.config.isProduction ? { verification_code: code } : {};

/** Issues a sign-up code and e-mails it; 503 when the mail cannot be sent (the member may resend). */
export async function sendVerificationCode(ctx: MailContext, user: Recipient): Promise<string> {
  const { code, expiryMinutes } = await issueCode(ctx, user.id, 'verify_email');
  const message = verificationMail({
    to: user.email,
    code,
    minutes: expiryMinutes,
    reportUrl: reportLink(ctx.config.publicUrl, user.email, code),
  });
  if (!(await deliver(ctx, message))) throw new ServiceUnavailable(MSG.mailFailed);
  return code;
}

/**
 * Issues a reset code and e-mails it. A failure is only logged: the answer to
 * forgot-password must not differ between existing and unknown e-mails.
 */
export async function sendResetCode(ctx: MailContext, user: Recipient): Promise<string> {
  const { code, expiryMinutes } = await issueCode(ctx, user.id, 'reset_password');
  await deliver(ctx, passwordResetMail({ to: user.email, code, minutes: expiryMinutes }));
  return code;
}

export async function notifyPasswordChanged(ctx: MailContext, email: string): Promise<void> {
  await deliver(ctx, passwordChangedMail({ to: email, supportEmail: ctx.config.supportEmail }));
}

async function deliver(ctx: MailContext, message: MailMessage): Promise<boolean> {
  try {
    await ctx.mailer.send(message);
    return true;
  } catch (err) {
    ctx.log.error({ err, subject: message.subject }, 'could not send mail');
    return false;
  }
}
