import { PASSWORD_MIN, RIGHTS_REQUEST_DAYS } from '@quad/contract';
import { formatCount } from '@/lib/format';
import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink, MemberPageLink } from './legal-links';
import type { FaqCategory } from './legal-types';

export function privacyFaq(f: LegalFacts): FaqCategory {
  const settings = <MemberPageLink to="/settings">Settings</MemberPageLink>;
  return {
    id: 'privacy-and-security',
    title: 'Privacy and Security',
    items: [
      {
        id: 'hide-profile',
        question: 'How do I hide my profile?',
        answer: [
          <>
            Open {settings} and turn off the profile-visibility switch under Privacy. Your profile no longer appears in
            Browse; conversations you already have stay as they are. Turn the switch back on whenever you like.
          </>,
        ],
      },
      {
        id: 'email-private',
        question: 'Can other members see my e-mail address?',
        answer: [
          'No, never. Members see your username, never your e-mail address, and Quad does not send it to other members in any form.',
        ],
      },
      {
        id: 'who-reads-messages',
        question: 'Can Quad staff read my messages?',
        answer: [
          'Messages are screened automatically for scams, spam and similar patterns. Administrators see a message only when they review a report, an automatic flag or an account under investigation. Nobody reads conversations for any other purpose.',
        ],
      },
      {
        id: 'data-sold',
        question: 'Do you sell my data or show ads?',
        answer: [
          'No. We do not sell personal information, there are no ads, and we use no advertising cookies. We share data only with the providers that run the service (cloud hosting, e-mail delivery and web analytics with IP anonymisation).',
          <>
            The details are in the <DocLink to="/privacy">Privacy Policy</DocLink>.
          </>,
        ],
      },
      {
        id: 'account-security',
        question: 'How do I keep my account secure?',
        answer: [
          {
            list: [
              `Use a password of at least ${formatCount(PASSWORD_MIN, 'character')} that you use nowhere else. You can change it in Settings, under Security.`,
              'Quad never asks for your password by e-mail or in a chat. Codes from Quad are only ever entered on the Quad website.',
              'Sign out on shared computers, from the menu under your avatar.',
            ],
          },
          <>
            If you think someone else has used your account, change your password and write to{' '}
            <MailLink email={f.supportEmail} />.
          </>,
        ],
      },
      {
        id: 'data-request',
        question: 'How do I get a copy of my data, or have it corrected?',
        answer: [
          <>
            Write to <MailLink email={f.supportEmail} /> from your account’s e-mail address, so we can confirm it is
            you. We answer requests within {formatCount(RIGHTS_REQUEST_DAYS, 'day')}. You can correct most profile
            details yourself in your profile at any time.
          </>,
        ],
      },
    ],
  };
}
