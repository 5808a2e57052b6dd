import { AGE_MIN, PAYMENT_VERIFICATION_HOURS, REPORT_REASON_LABELS } from '@quad/contract';
import { LIVE_INSTITUTION_NAMES, type LegalFacts } from './legal-facts';
import { DocLink, MailLink } from './legal-links';
import type { LegalDocumentContent } from './legal-types';

export function termsContent(f: LegalFacts): LegalDocumentContent {
  const mail = <MailLink email={f.supportEmail} />;
  return {
    title: 'Terms of Service',
    summary: [
      `Quad is for students aged ${AGE_MIN} and over at ${LIVE_INSTITUTION_NAMES}, who sign up with their institutional e-mail.`,
      'Be respectful: no harassment, scams, spam, explicit or illegal content. Photos, messages and profiles are screened.',
      `Messaging men and replying to anyone is always free. Starting a conversation with women or other genders may need a one-time payment of ${f.payment} by Interac e-Transfer, which is final and non-refundable.`,
      'Breaking these Terms can lead to a warning, a suspension or the end of your account.',
      `You can delete your account at any time, and come back with the same e-mail after ${f.cooldown}.`,
    ],
    sections: [
      {
        id: 'agreement',
        title: 'About these Terms',
        blocks: [
          <>
            These Terms of Service (“Terms”) are an agreement between you and Quad (“Quad”, “we”, “us”) about your use
            of the Quad website and service. By creating an account or using Quad you accept these Terms and our{' '}
            <DocLink to="/privacy">Privacy Policy</DocLink>. If you do not accept them, please do not use Quad.
          </>,
          'Quad is a dating and real-time chat service for adult students of participating institutions. You decide whom you talk to and whom you meet; we provide the place to do it and work to keep it safe.',
        ],
      },
      {
        id: 'eligibility',
        title: 'Who may use Quad',
        blocks: [
          'You may create an account only if all of the following are true:',
          {
            list: [
              `You are at least ${AGE_MIN} years old.`,
              `You are a student of an institution where Quad is live: ${LIVE_INSTITUTION_NAMES}.`,
              'You sign up with your own e-mail address at your institution’s domain and verify it with the code we send to it.',
              'You do not already have a Quad account, and you have not been permanently removed from Quad.',
            ],
          },
          'We may refuse or close an account that does not meet these conditions.',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        blocks: [
          <>
            You are responsible for what is done with your account. Keep your password to yourself, do not use it on
            other sites, and tell us at {mail} straight away if you think someone else has access.
          </>,
          'Your profile (age, height, gender, orientation, photos and text) must be accurate and about you. Your e-mail address and institution are fixed when you sign up and cannot be changed later.',
          'Your account is personal: you may not sell it, transfer it, share it or let anyone else use it.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use',
        blocks: [
          'Treat other members with respect. You agree not to:',
          {
            list: [
              'harass, threaten, intimidate or stalk anyone, or keep contacting someone who has not replied or has asked you to stop;',
              'post or send content that is illegal, sexually explicit, hateful, discriminatory or violent, or send sexual content nobody asked for;',
              'impersonate anyone, use someone else’s photos, or misrepresent your age, identity or student status;',
              'ask members for money, gifts, gift cards, cryptocurrency or financial details, or promote investments, products or services;',
              'send spam, chain messages or the same message to many members;',
              'post links to phishing, malware or other harmful sites;',
              'share another person’s private information, messages or photos without their permission;',
              'offer or seek sexual services for payment, or use Quad for anything else that is illegal;',
              'use bots or scripts, copy data from the service, probe its security, or get around its limits, moderation or payment requirement;',
              'create a new account to get around a block, suspension or termination.',
            ],
          },
        ],
      },
      {
        id: 'content',
        title: 'Your content and safety screening',
        blocks: [
          'You keep ownership of the photos and text you post. You give Quad a non-exclusive, royalty-free licence to store, copy, resize and display them to other members for as long as they are on Quad, only to run the service. You confirm that you have the right to post them.',
          'To keep Quad safe we screen content automatically:',
          {
            list: [
              'photos are checked by an automated image-moderation service when they are uploaded;',
              'messages and profile text are screened for patterns that suggest contact details, requests for money, suspicious links, explicit first messages and spam;',
              'activity is analysed for signs of spam, harassment and scams.',
            ],
          },
          'Flagged content and member reports may be reviewed by our administrators, who may look at the content concerned, including messages, to decide what to do. Automated screening is not perfect: it can miss harmful content and flag harmless content, so it never replaces your own judgement or your reports. We may remove content that breaks these Terms.',
        ],
      },
      {
        id: 'payments',
        title: 'Messaging and the one-time payment',
        blocks: [
          'Anyone may message men freely, and anyone may reply to a message they have received.',
          'Starting a conversation with women or users of other genders requires a one-time payment, but only at institutions whose count of active women plus other-gender users has reached a threshold. Below that threshold, starting these conversations is free. When a payment is required, the chat screen tells you before you write.',
          `The payment is ${f.payment}, once. It is not a subscription and nothing renews.`,
          {
            list: [
              'Payment is made by manual Interac e-Transfer only, which is available from Canadian bank accounts only.',
              'Send it to the payments address shown on your Payments page, with your username and your unique payment code in the e-Transfer note, so that we can match it to your account.',
              `We verify payments manually, typically within ${PAYMENT_VERIFICATION_HOURS} hours. Until then your account stays unpaid. A transfer without your username and payment code may take longer to match.`,
              'All payments are final and non-refundable, including when you delete your account or your account is suspended or terminated.',
            ],
          },
          <>
            Step-by-step instructions are in the FAQ under <DocLink to="/faq#payment-process">How do I pay?</DocLink>.
            Quad never asks you to pay another member, and never asks for payment in any other way: anyone who does is
            not Quad, so please report them.
          </>,
        ],
      },
      {
        id: 'violations',
        title: 'Violations and enforcement',
        blocks: [
          'If you break these Terms, or we reasonably believe you have, we may, depending on how serious it is:',
          {
            list: [
              'give you a warning, shown on your account until you dismiss it;',
              'suspend your account temporarily: while suspended you cannot browse or send new messages, but you can still use your profile, settings, payments and these pages;',
              'terminate your account permanently;',
              'restrict your e-mail address so that it cannot be used to create a new account.',
            ],
          },
          'Serious violations, such as threats, scams, sexual content involving minors or repeated harassment, can lead to termination without an earlier warning, and we may report illegal activity to the police.',
          'If your account is terminated, any payment you made is forfeited and is not refunded.',
          <>If you think we made a mistake, write to {mail} and tell us why.</>,
        ],
      },
      {
        id: 'deletion',
        title: 'Deleting your account',
        blocks: [
          <>
            You can delete your account at any time in Settings. Deletion takes effect immediately and cannot be undone:
            your profile is anonymised and your photos and messages are deleted, as the{' '}
            <DocLink to="/privacy">Privacy Policy</DocLink> explains.
          </>,
          `After you delete your account yourself, you can create a new account with the same e-mail address once a cooldown of ${f.cooldown} has passed.`,
          'If an administrator deletes your account, it is anonymised in the same way and its e-mail address cannot be used again unless an administrator allows it.',
          'Deleting your account does not entitle you to a refund.',
        ],
      },
      {
        id: 'under-18',
        title: `Members under ${AGE_MIN}`,
        blocks: [
          <>
            Quad is for adults only. If we learn that a member is under {AGE_MIN}, we terminate the account. If you
            think a member is under {AGE_MIN}, report their profile with the reason “{REPORT_REASON_LABELS.underage}” or
            write to {mail}.
          </>,
        ],
      },
      {
        id: 'other-members',
        title: 'Other members and the service',
        blocks: [
          <>
            Members are responsible for what they post and do. We check that every member controls an institutional
            e-mail address, but we do not verify identities or run background checks, and we cannot control what happens
            outside Quad. Take care with people you have not met, and read our{' '}
            <DocLink to="/faq#meeting-in-person">safety tips</DocLink> before meeting someone.
          </>,
          'We work to keep Quad available and secure, but we provide it “as is” and “as available”. We may change, pause or stop features, and add or remove institutions.',
        ],
      },
      {
        id: 'liability',
        title: 'Limitation of liability',
        blocks: [
          'As far as the law allows, Quad is not liable for indirect, incidental, special or consequential damages, or for loss of data, profits or goodwill, arising from your use of the service or from the conduct of any member, online or offline. As far as the law allows, our total liability to you for any claim is limited to the amount you paid Quad in the twelve months before the claim.',
          'You are responsible for claims that arise from content you post or from your breach of these Terms. Nothing in these Terms limits rights you have under consumer-protection laws that cannot be waived.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these Terms',
        blocks: [
          'We may update these Terms; this page always shows the version in force. If a change materially affects your rights, we will tell you in the app or by e-mail before it applies. If you keep using Quad after a change, you accept the updated Terms; if you do not accept them, you can delete your account.',
        ],
      },
      {
        id: 'governing-law',
        title: 'Governing law',
        blocks: [
          'These Terms are governed by the laws of the Province of Alberta and the federal laws of Canada that apply there. The courts of Alberta have exclusive jurisdiction over any dispute about them, except where the law gives you the right to go to court elsewhere.',
          'If any part of these Terms cannot be enforced, the rest still applies. These Terms and the Privacy Policy are the whole agreement between you and Quad about the service.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [
          <>
            Questions about these Terms: {mail}. Many answers are already in the <DocLink to="/faq">FAQ</DocLink>.
          </>,
        ],
      },
    ],
  };
}
