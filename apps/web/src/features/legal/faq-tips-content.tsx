import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink } from './legal-links';
import type { FaqCategory } from './legal-types';

export function tipsFaq(f: LegalFacts): FaqCategory {
  return {
    id: 'safety-tips',
    title: 'Safety Tips',
    items: [
      {
        id: 'meeting-in-person',
        question: 'How do I meet someone safely for the first time?',
        answer: [
          {
            list: [
              'Meet in a busy public place, such as a café on or near campus, not at a home or a secluded spot.',
              'Tell a friend whom you are meeting, where and when, and check in with them afterwards.',
              'Get there and back on your own, and keep your phone charged.',
              'Keep an eye on your drink and stay within your limits.',
              'You can leave at any moment, for any reason, without explaining.',
            ],
          },
        ],
      },
      {
        id: 'recognise-scams',
        question: 'How do I recognise a scam?',
        answer: [
          'Be careful with anyone who:',
          {
            list: [
              'asks for money, gift cards, cryptocurrency, a loan or help with a payment, however urgent or sad the story;',
              'talks about investments or trading, or wants you to “get in” on an opportunity;',
              'wants to move to another app or to a phone number straight away;',
              'sends links, or asks you to enter a code or your password somewhere;',
              'will not video call or meet, and always has a reason why not.',
            ],
          },
          <>
            Quad never asks you to pay a member. The only payment Quad takes is described in{' '}
            <DocLink to="#payment-process">How do I pay?</DocLink> If you see any of the signs above, stop replying,
            block and report.
          </>,
        ],
      },
      {
        id: 'protect-personal-information',
        question: 'What should I keep to myself at first?',
        answer: [
          'Your home address, your class schedule and where you will be at a given time, your student ID number, your financial details and your passwords. Share your last name and other social accounts only once you trust someone.',
        ],
      },
      {
        id: 'intimate-images',
        question: 'Someone is pressuring me for intimate photos, or threatening to share them.',
        answer: [
          'Do not send anything, and do not pay. Threats to share intimate images unless you pay or send more are a crime in Canada. Keep the messages as evidence (take screenshots), block and report the person on Quad, and contact the police. You are not to blame.',
        ],
      },
      {
        id: 'feel-unsafe',
        question: 'What if I feel unsafe?',
        answer: [
          'If you are in immediate danger, call 911. Your campus security service can also help, on campus and often by walking you to your car or transit.',
          <>
            On Quad, block the person and report them with the details; for anything urgent, also write to{' '}
            <MailLink email={f.supportEmail} />.
          </>,
        ],
      },
      {
        id: 'consent-and-respect',
        question: 'What does respectful behaviour on Quad look like?',
        answer: [
          'Open with something about the person’s profile rather than a comment on their body. Take no reply as an answer. Consent to anything can be withdrawn at any time, and “no”, or silence, ends it. Pressuring someone, insults and ignoring a “no” can get an account suspended or terminated.',
          <>
            The full rules are in the <DocLink to="/terms">Terms of Service</DocLink>.
          </>,
        ],
      },
    ],
  };
}
