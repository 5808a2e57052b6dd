import { SOCKET_RECONNECT_ATTEMPTS } from '@quad/contract';
import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink } from './legal-links';
import type { FaqCategory } from './legal-types';

export function supportFaq(f: LegalFacts): FaqCategory {
  return {
    id: 'technical-support',
    title: 'Technical Support',
    items: [
      {
        id: 'supported-browsers',
        question: 'Which devices and browsers does Quad work on?',
        answer: [
          'Quad runs in the browser on phones, tablets and computers; there is nothing to install. Use a current version of Chrome, Safari, Firefox or Edge, with JavaScript and storage (cookies) allowed for the site.',
        ],
      },
      {
        id: 'messages-not-arriving',
        question: 'Messages do not arrive, or the chat seems stuck.',
        answer: [
          `Chat uses a live connection. If it drops, Quad retries on its own (${SOCKET_RECONNECT_ATTEMPTS} times, a second apart) and then fetches anything you missed. If that does not help:`,
          {
            list: [
              'reload the page;',
              'check your connection: some campus, workplace or VPN networks block live connections, so try mobile data;',
              'keep Quad in the foreground: phones pause pages in background tabs, and Quad reconnects when you return.',
            ],
          },
          'Messages you sent are saved as soon as they show as sent, so they are not lost.',
        ],
      },
      {
        id: 'photo-upload-problems',
        question: 'My photo will not upload.',
        answer: [
          <>
            Check the file type, size and dimensions in <DocLink to="#photo-rules">What photos can I upload?</DocLink>{' '}
            Large photos straight from a phone camera can exceed the size limit; a screenshot or an exported copy is
            usually smaller. On a slow connection, wait until the progress reaches 100% and the photo has been
            processed.
          </>,
        ],
      },
      {
        id: 'too-many-attempts',
        question: 'It says “Too many attempts”. What do I do?',
        answer: [
          'To protect accounts, Quad limits how often codes can be requested or tried. The message tells you how long to wait; the countdown ends on its own, and you can try again then. Requesting more codes in the meantime does not help.',
        ],
      },
      {
        id: 'page-looks-wrong',
        question: 'A page looks wrong or shows an error.',
        answer: [
          'Reload the page first; after an update an old copy of the app can be cached. If it persists, sign out and in again, or try another browser.',
        ],
      },
      {
        id: 'report-a-bug',
        question: 'How do I report a bug?',
        answer: [
          <>
            Write to <MailLink email={f.supportEmail} /> with what you did, what you expected and what happened, the
            device and browser you used, and a screenshot if you can. Never send your password.
          </>,
        ],
      },
    ],
  };
}
