import { PAYMENT_VERIFICATION_HOURS } from '@quad/contract';
import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink, MemberPageLink } from './legal-links';
import type { FaqCategory } from './legal-types';

export function paymentsFaq(f: LegalFacts): FaqCategory {
  const payments = <MemberPageLink to="/payments">Payments</MemberPageLink>;
  return {
    id: 'messaging-and-payments',
    title: 'Messaging and Payments',
    items: [
      {
        id: 'who-can-i-message',
        question: 'Whom can I message for free?',
        answer: [
          {
            list: [
              'Anyone may message men freely.',
              'Anyone may reply to a message they have received, always for free.',
              'Anyone may start a conversation with women or members of other genders for free at institutions where the payment rule is not in effect yet.',
            ],
          },
          <>
            Starting a conversation with women or members of other genders needs a one-time payment only where the
            payment rule applies: see <DocLink to="#payment-required">the next question</DocLink>.
          </>,
        ],
      },
      {
        id: 'payment-required',
        question: 'Why is payment required to start some conversations?',
        answer: [
          'Women and members of other genders on dating apps often receive far more unsolicited first messages than anyone else, including from fake and spam accounts. A small one-time payment to start those conversations makes mass messaging and throwaway accounts pointless, and it keeps Quad free of ads, subscriptions and paid boosts.',
          'The rule only applies at institutions whose count of active women plus other-gender users has reached a threshold. Below it, starting any conversation is free. Messaging men and replying to anyone are always free.',
          <>
            When a payment is required, the chat screen tells you before you write, with a link to the {payments} page.
            See <DocLink to="#payment-process">How do I pay?</DocLink>
          </>,
        ],
      },
      {
        id: 'payment-amount',
        question: 'How much does it cost? Is it a subscription?',
        answer: [
          `It is a single payment of ${f.payment}. There is no subscription and nothing renews: once your payment is verified, you can start conversations with anyone.`,
        ],
      },
      {
        id: 'payment-process',
        question: 'How do I pay?',
        answer: [
          'Payment is by Interac e-Transfer, from a Canadian bank account:',
          {
            steps: [
              <>Sign in and open the {payments} page from the menu under your avatar.</>,
              `Note the amount (${f.payment}), the recipient address and your personal payment code shown there.`,
              'In your bank’s app or website, send an Interac e-Transfer of that amount to that address.',
              'In the e-Transfer message or note, write your Quad username and your payment code, so that we can match the transfer to your account.',
            ],
          },
          `We verify every payment by hand, typically within ${PAYMENT_VERIFICATION_HOURS} hours. The Payments page shows the status and your payment history; once it says Paid, you can start any conversation.`,
          'Payments are final and non-refundable.',
        ],
      },
      {
        id: 'payment-not-verified',
        question: `My payment is not verified after ${PAYMENT_VERIFICATION_HOURS} hours. What now?`,
        answer: [
          'First check in your bank’s app that the transfer was sent and accepted, and that the note contained your username and payment code. A transfer without them takes longer to match.',
          <>
            Then write to <MailLink email={f.supportEmail} /> with your username, the date and the amount, and we will
            look into it.
          </>,
        ],
      },
      {
        id: 'payment-refund',
        question: 'Can I get a refund?',
        answer: [
          'No. Payments are final and non-refundable, also when you delete your account. If your account is terminated for breaking the Terms of Service, the payment is forfeited.',
        ],
      },
      {
        id: 'payment-outside-canada',
        question: 'I do not have a Canadian bank account. Can I pay another way?',
        answer: [
          'Not at the moment: Interac e-Transfer is the only payment method, and it works only with Canadian bank accounts. You can still message men, reply to anyone who writes to you, and start any conversation at institutions where the payment rule is not in effect.',
        ],
      },
      {
        id: 'message-status',
        question: 'What do sent, delivered and read mean?',
        answer: [
          {
            list: [
              <>
                <strong>Sent</strong>: your message is saved on Quad.
              </>,
              <>
                <strong>Delivered</strong>: it has reached the other person’s device while they are connected.
              </>,
              <>
                <strong>Read</strong>: they have had the conversation open and the message in view.
              </>,
            ],
          },
          'A message sent while the other person is away is kept and delivered when they come back.',
        ],
      },
    ],
  };
}
