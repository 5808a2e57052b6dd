import { DUE_PROCESS_MSG, type TAppealDecision } from '@quad/contract';
import type { MailMessage } from '@/platform/mail';
import { renderMail } from '@/platform/mail-layout';

/** The e-mail telling a member how their appeal was decided, with the administrator's message. */
export function appealDecidedMail(input: {
  to: string;
  decision: TAppealDecision;
  actionType: 'warn' | 'suspend';
  message: string;
  appUrl: string;
}): MailMessage {
  const what = input.actionType === 'suspend' ? 'suspension' : 'warning';
  const overturned = input.decision === 'overturn';
  return renderMail(input.to, overturned ? DUE_PROCESS_MSG.mailSubjectOverturned : DUE_PROCESS_MSG.mailSubjectUpheld, [
    overturned
      ? `Another administrator reviewed your appeal and reversed the ${what}. It no longer counts against your account.`
      : `Another administrator reviewed your appeal and decided that the ${what} stands.`,
    `Their message: ${input.message}`,
    { url: input.appUrl, label: 'Open Quad' },
  ]);
}
