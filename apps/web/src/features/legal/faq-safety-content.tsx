import { AGE_MIN, REPORT_REASON_LABELS, REPORT_REASONS } from '@quad/contract';
import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink } from './legal-links';
import type { FaqCategory } from './legal-types';

export function safetyFaq(f: LegalFacts): FaqCategory {
  return {
    id: 'content-and-safety',
    title: 'Content and Safety',
    items: [
      {
        id: 'what-is-screened',
        question: 'What does Quad check automatically?',
        answer: [
          {
            list: [
              <>
                <strong>Photos</strong> are checked by an image-moderation service when you upload them.
              </>,
              <>
                <strong>Messages and profile text</strong> are screened for patterns that suggest contact details (phone
                numbers, e-mail addresses, social-media handles), requests for money, suspicious links, explicit first
                messages and spam.
              </>,
              <>
                <strong>Behaviour</strong> is analysed for signs of spam, harassment and scams, such as the same message
                sent to many people in a short time.
              </>,
            ],
          },
          'Anything flagged may be reviewed by an administrator, who decides whether action is needed. A flag on its own is not a verdict and does not lead to a warning or suspension.',
        ],
      },
      {
        id: 'contact-details',
        question: 'Why are contact details and links screened?',
        answer: [
          'Asking to move to another app straight away, or sending a link, is the most common first step of a scam, and a way around blocks. Keep the conversation on Quad until you know and trust the person; that way blocking and reporting still protect you. Your profile text is not the place for a phone number or social-media handle.',
        ],
      },
      {
        id: 'how-to-report',
        question: 'How do I report someone?',
        answer: [
          'Open a chat with the person, open the menu next to their name and choose Report. Pick the reason that fits best and, if you can, describe what happened; the more specific, the faster we can act. The reasons are:',
          { list: REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]) },
          'The member you report is not told who reported them.',
        ],
      },
      {
        id: 'after-report',
        question: 'What happens after I report someone?',
        answer: [
          'An administrator reviews the report together with the profile and the content concerned. Depending on what they find, they may take no action, warn the member, suspend the account for a while or terminate it. We do not share the outcome with the reporter, to protect everyone’s privacy, but every report is read.',
        ],
      },
      {
        id: 'how-blocking-works',
        question: 'How does blocking work?',
        answer: [
          'Open the chat, open the menu next to the person’s name and choose Block. Neither of you can send messages to the other while the block is on. You can unblock from the same menu at any time.',
          'Blocking protects you but does not alert us. If someone harassed you, threatened you or tried to scam you, block and report them.',
        ],
      },
      {
        id: 'underage-member',
        question: `I think a member is under ${AGE_MIN}. What should I do?`,
        answer: [
          <>
            Report their profile with the reason “{REPORT_REASON_LABELS.underage}”, or write to{' '}
            <MailLink email={f.supportEmail} />. Accounts of people under {AGE_MIN} are terminated.
          </>,
        ],
      },
      {
        id: 'warning-or-suspension',
        question: 'I received a warning or a suspension. What does it mean?',
        answer: [
          'A warning appears as a banner at the top of the page with a message from our team; read it, then dismiss it. Further violations can lead to a suspension or to the end of your account.',
          'While your account is suspended you cannot browse or send new messages, but you can still open your profile, settings and payments and these help pages. The banner shows the reason and when the suspension ends; a suspension with an end date lifts by itself.',
          'If you think a decision is wrong, press Appeal on the banner within 30 days and explain why. You can appeal each decision once. An administrator who did not take the decision reviews it and answers you on the site and by e-mail. If they overturn it, the warning or suspension is removed from your record.',
          <>
            You can also write to <MailLink email={f.supportEmail} /> from your account’s address. The rules are in the{' '}
            <DocLink to="/terms">Terms of Service</DocLink>.
          </>,
        ],
      },
    ],
  };
}
