import {
  AGE_MIN,
  CODE_LENGTH,
  GENDER_LABELS,
  LIVE_INSTITUTIONS,
  ORIENTATION_LABELS,
  PASSWORD_MIN,
  SIGNUP_RESEND_BLOCK_MS,
  SIGNUP_RESEND_MAX,
} from '@quad/contract';
import { formatCount } from '@/lib/format';
import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink } from './legal-links';
import type { FaqCategory } from './legal-types';

export function accountFaq(f: LegalFacts): FaqCategory {
  return {
    id: 'account-and-registration',
    title: 'Account and Registration',
    items: [
      {
        id: 'who-can-join',
        question: 'Who can join Quad?',
        answer: [
          `Students aged ${AGE_MIN} or over at an institution where Quad is live. You sign up with an e-mail address at your institution:`,
          { list: LIVE_INSTITUTIONS.map((i) => `${i.name}: ${i.domains.map((d) => `@${d}`).join(' or ')}`) },
        ],
      },
      {
        id: 'why-institutional-email',
        question: 'Why do I need an institutional e-mail address?',
        answer: [
          'It is how we know that every member is a real student of a participating campus, and it keeps out anonymous and throwaway accounts. It also means one person has one account.',
          'Your e-mail address is never shown to other members. It is used to sign in and for e-mails from Quad, such as verification and password-reset codes.',
        ],
      },
      {
        id: 'verification-code',
        question: 'My verification code has not arrived. What can I do?',
        answer: [
          {
            list: [
              'Give it a few minutes, then check your junk, spam or quarantine folder. Institutional mail filters sometimes hold messages from new senders.',
              'Check that the address you entered is spelled correctly.',
              `Use the resend link on the verification screen. You can resend up to ${SIGNUP_RESEND_MAX} times, with a longer wait each time; after that, wait ${formatCount(SIGNUP_RESEND_BLOCK_MS / 60_000, 'minute')} before trying again.`,
              `Always enter the most recent ${CODE_LENGTH}-digit code: codes expire after a short time.`,
            ],
          },
          <>
            Still nothing? Write to <MailLink email={f.supportEmail} /> and tell us your institution and when you signed
            up.
          </>,
        ],
      },
      {
        id: 'unrequested-verification',
        question: 'I received a verification e-mail I did not ask for. What should I do?',
        answer: [
          'Someone may have typed your address by mistake, or used it on purpose. Ignore the code and use the report link in the e-mail: it blocks your address permanently, so no more verification e-mails are sent to it and nobody can sign up with it. Only an administrator can lift the block.',
        ],
      },
      {
        id: 'gender-other',
        question: `What does “${GENDER_LABELS.nonbinary}” mean as a gender?`,
        answer: [
          `Quad offers three genders: ${GENDER_LABELS.man}, ${GENDER_LABELS.woman} and ${GENDER_LABELS.nonbinary}. Choose ${GENDER_LABELS.nonbinary} if you are nonbinary or your gender is neither man nor woman. It is shown as “${GENDER_LABELS.nonbinary}” on your profile, and other members can include or leave out each gender in their filters.`,
          <>
            For the payment rule, members of other genders are counted together with women (see{' '}
            <DocLink to="#payment-required">Why is payment required to start some conversations?</DocLink>).
          </>,
        ],
      },
      {
        id: 'orientation-terms',
        question: 'What do androphilic, gynephilic and ambiphilic mean?',
        answer: [
          'They describe whom you are attracted to, rather than your own identity, so the same three words work for everyone whatever their gender:',
          {
            list: [
              <>
                <strong>Androphilic</strong>: {ORIENTATION_LABELS.androphilic.toLowerCase()}.
              </>,
              <>
                <strong>Gynephilic</strong>: {ORIENTATION_LABELS.gynephilic.toLowerCase()}.
              </>,
              <>
                <strong>Ambiphilic</strong>: {ORIENTATION_LABELS.ambiphilic.toLowerCase()}.
              </>,
            ],
          },
          'Your gender and orientation set the starting point of your Browse filters. You can change them in your profile at any time.',
        ],
      },
      {
        id: 'change-email-or-institution',
        question: 'Can I change my e-mail address or institution later?',
        answer: [
          'No. Both are tied to the address you verified. If you move to another participating institution, delete your account and sign up again with your new institutional address.',
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. How do I get back in?',
        answer: [
          `Choose “Forgot your password?” on the Sign In page. We e-mail a ${CODE_LENGTH}-digit code to your address; enter it, then choose a new password of at least ${formatCount(PASSWORD_MIN, 'character')}. You are then taken back to Sign In.`,
        ],
      },
    ],
  };
}
