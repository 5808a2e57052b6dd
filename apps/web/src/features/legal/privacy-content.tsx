import { AGE_MIN, RIGHTS_REQUEST_DAYS } from '@quad/contract';
import { formatCount } from '@/lib/format';
import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink } from './legal-links';
import type { LegalDocumentContent } from './legal-types';

export function privacyContent(f: LegalFacts): LegalDocumentContent {
  const mail = <MailLink email={f.supportEmail} />;
  const rightsDays = formatCount(RIGHTS_REQUEST_DAYS, 'day');
  return {
    title: 'Privacy Policy',
    summary: [
      'We collect what Quad needs to work: your account and profile, photos, messages, how you use the service, moderation records and payment records.',
      'Other members never see your e-mail address.',
      'We do not sell your data and we use no advertising cookies.',
      'Deleting your account anonymises your profile and deletes your photos and messages.',
      `You can ask for a copy of your data or a correction at any time; we answer within ${rightsDays}.`,
    ],
    sections: [
      {
        id: 'scope',
        title: 'Who we are and what this covers',
        blocks: [
          <>
            This policy explains what personal information Quad (“we”, “us”) collects when you use the Quad website and
            service, why, whom we share it with, how long we keep it and what you can do about it. It forms part of our{' '}
            <DocLink to="/terms">Terms of Service</DocLink>. We handle personal information in line with Canadian
            privacy law, including Alberta’s Personal Information Protection Act where it applies.
          </>,
        ],
      },
      {
        id: 'collected',
        title: 'What we collect',
        blocks: [
          {
            list: [
              <>
                <strong>Account data:</strong> your institutional e-mail address, your institution, and your password,
                which we store only as a salted hash and never in readable form.
              </>,
              <>
                <strong>Profile data:</strong> your username, age, height, gender, orientation, profile text and privacy
                setting, and drafts of profile changes you have not published yet.
              </>,
              <>
                <strong>Photos</strong> you upload, with their crop and the thumbnails we make from them. We remove
                embedded metadata such as camera location.
              </>,
              <>
                <strong>Messages</strong> you send and receive, with when they were delivered and read, and your blocks.
              </>,
              <>
                <strong>Usage data:</strong> when you were last active, sign-in sessions, IP address and browser details
                in our server logs, and the pages you view, measured by our web-analytics service.
              </>,
              <>
                <strong>Moderation data:</strong> reports you make or receive, automatic flags on messages, profiles and
                photos, and warnings, suspensions and other decisions by administrators.
              </>,
              <>
                <strong>Payment data:</strong> your payment code, the amount, date and status of each payment, and what
                your bank sends with an Interac e-Transfer (the sender’s name and the note). We never receive your bank
                login or card numbers.
              </>,
            ],
          },
        ],
      },
      {
        id: 'use',
        title: 'How we use it',
        blocks: [
          {
            list: [
              'to verify that you are a student of a participating institution, and to run your account;',
              'to show your profile to other members and deliver your messages in real time;',
              'to screen photos, messages and profiles automatically, and to review reports and flags, to keep members safe;',
              'to enforce the Terms of Service, including the payment rule;',
              'to send you the e-mails the service needs, such as verification and password-reset codes;',
              'to keep the service secure and to understand, in aggregate, how it is used so we can improve it.',
            ],
          },
          'We do not use your information for advertising and we do not build advertising profiles.',
        ],
      },
      {
        id: 'visible',
        title: 'What other members see',
        blocks: [
          'Members can see your username, age, height, gender, orientation, institution, profile text and photos, whether you are online or when you were last active, and counts of the conversations you have started and received. Your messages are seen only by the person you are talking to, and by administrators when they review a report or a flag (see below).',
          <>
            Other members never see your e-mail address. You can hide your profile from Browse at any time in Settings;
            see also <DocLink to="/faq#hide-profile">How do I hide my profile?</DocLink>
          </>,
        ],
      },
      {
        id: 'sharing',
        title: 'Whom we share it with',
        blocks: [
          'We share personal information only with service providers who process it for us, under contracts that require them to protect it and to use it only for our service:',
          {
            list: [
              'our cloud provider, which hosts the service, the database and the photos;',
              'a web-analytics service, which measures page views with IP anonymisation, so it does not store your full IP address;',
              'an e-mail delivery provider, which sends verification, password-reset and service e-mails.',
            ],
          },
          'Our administrators can see account, moderation and payment data, and the content concerned when they review a report or a flag. We may disclose information when the law requires it, or to protect someone from serious harm.',
          'We do not sell your personal information, and we use no advertising cookies.',
        ],
      },
      {
        id: 'storage',
        title: 'Cookies and browser storage',
        blocks: [
          'Quad keeps a few items in your browser so that it works: your sign-in token, your browse filters, unfinished sign-up details and similar settings. The web-analytics service may set its own cookies to count visits. We use no advertising or cross-site tracking cookies.',
        ],
      },
      {
        id: 'deletion',
        title: 'When you delete your account',
        blocks: [
          'Deleting your account in Settings:',
          {
            list: [
              'anonymises your profile, so it no longer identifies you;',
              'deletes your photos and your messages;',
              'removes the blocks you made and the blocks others made against you;',
              'keeps a SHA-256 hash of your e-mail address indefinitely, so that we can apply the cooldown before the address can be used again and enforce any restriction on it. The hash cannot be turned back into your address.',
            ],
          },
          'Reports and flags stay linked to the anonymised profile, so that abuse cannot be wiped out by deleting an account. Payment records are kept for accounting and to resolve disputes.',
          `You can create a new account with the same e-mail address after ${f.cooldown}. If an administrator deleted the account, the address cannot be used again unless an administrator allows it.`,
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        blocks: [
          'We keep your account, profile, photos and messages while your account exists. Photos you delete, and drafts you discard or publish, are removed.',
          `If you are not active for more than ${f.activityThreshold}, your profile is hidden from Browse, except for members you already have conversations with; your data is kept until you delete your account.`,
          'Verification and reset codes expire after a short time. Server logs are kept for a limited period for security and troubleshooting. Moderation and payment records are kept as described above.',
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        blocks: [
          'You can ask to see the personal information we hold about you, to receive a copy of it, to correct it, or to have it deleted. You can correct most profile information yourself, and delete your account yourself in Settings.',
          <>
            Send requests to {mail} from the e-mail address of your account, so we can confirm it is you. We answer
            within {rightsDays}. If you are not satisfied with our answer, you can complain to the Office of the
            Information and Privacy Commissioner of Alberta or the Office of the Privacy Commissioner of Canada.
          </>,
        ],
      },
      {
        id: 'minors',
        title: `People under ${AGE_MIN}`,
        blocks: [
          `Quad is not for anyone under ${AGE_MIN}, and we do not knowingly collect their information. If we learn that a member is under ${AGE_MIN}, we terminate the account.`,
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          'Connections to Quad are encrypted, passwords are stored only as salted hashes, and access to administrator tools is limited to administrators. No service is perfectly secure, so use a password you use nowhere else, and tell us at once if you notice anything wrong with your account.',
          'Your information may be stored and processed by our providers in Canada or in other countries, where it is subject to the laws of those countries.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        blocks: [
          'We may update this policy; this page always shows the version in force. If a change materially affects how we use your information, we will tell you in the app or by e-mail before it applies.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [<>Questions about privacy, or a request about your data: {mail}.</>],
      },
    ],
  };
}
