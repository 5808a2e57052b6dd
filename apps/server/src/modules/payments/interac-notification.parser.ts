import type { convert as Convert } from 'html-to-text';
import { paymentCodeCandidates } from './payment-code-candidates';

/** What an Interac e-Transfer "you received money" notification says. */
export interface InteracNotification {
  /** The amount received, or null when the e-mail did not state one we could read. */
  amount: number | null;
  currency: string;
  senderName: string | null;
  /** Interac's reference number (CA… or C1…), unique per transfer. */
  referenceNumber: string | null;
  /** The sender's message, where members put their username and payment code. */
  message: string | null;
  /** Possible payment codes found in the message, most likely first. */
  codeCandidates: string[];
  language: 'en' | 'fr';
  /** False when the money waits to be deposited through a link. */
  autodeposited: boolean;
  /** True when someone forwarded the notification to the payments mailbox. */
  forwarded: boolean;
  fromAddress: string | null;
  subject: string;
  receivedAt: Date | null;
  messageId: string | null;
}

export interface EmailText {
  subject: string;
  text: string;
  fromAddress: string | null;
  date: Date | null;
  messageId: string | null;
}

/** Parses a raw RFC 822 message; null when it is not a notification of money received. */
export async function parseInteracEmail(source: Buffer | string): Promise<InteracNotification | null> {
  // Loaded on first use, so start-up does not pay for mail parsing it may never do.
  const [{ simpleParser }, { convert }] = await Promise.all([import('mailparser'), import('html-to-text')]);
  const mail = await simpleParser(source, { skipImageLinks: true, skipTextLinks: true });
  const text = typeof mail.html === 'string' && mail.html ? htmlToText(convert, mail.html) : (mail.text ?? '');
  return parseInteracText({
    subject: mail.subject ?? '',
    text,
    fromAddress: mail.from?.value[0]?.address?.toLowerCase() ?? null,
    date: mail.date ?? null,
    messageId: mail.messageId ?? null,
  });
}

/** Table cells stay on their row ("Message:  …"), so labels and values stay together. */
function htmlToText(convert: typeof Convert, html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { ignoreHref: true } },
      {
        selector: 'table',
        format: 'dataTable',
        options: { colSpacing: 1, maxColumnWidth: 1000, uppercaseHeaderCells: false },
      },
    ],
  });
}

const AMOUNT_EN = String.raw`\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)`;
const AMOUNT_FR = String.raw`((?:\d{1,3}(?: \d{3})+|\d+)(?:,\d{2})?) ?\$`;
const NAME = String.raw`([\p{L}][\p{L}\p{M}'’. &-]*?)`;

/** Sentences announcing money received, each with the amount and the sender's name. */
const RECEIVED_PATTERNS: { re: RegExp; language: 'en' | 'fr'; amount: number; name: number }[] = [
  {
    re: new RegExp(String.raw`you(?:'|’)?ve received ${AMOUNT_EN}(?: \(\w{3}\))? from ${NAME}(?: and|\.|$)`, 'imu'),
    language: 'en',
    amount: 1,
    name: 2,
  },
  {
    re: new RegExp(String.raw`^${NAME} (?:has )?sent you ${AMOUNT_EN}`, 'imu'),
    language: 'en',
    amount: 2,
    name: 1,
  },
  {
    re: new RegExp(String.raw`vous avez reçu ${AMOUNT_FR}(?: \(\w{3}\))? de ${NAME}(?: et|\.|$)`, 'imu'),
    language: 'fr',
    amount: 1,
    name: 2,
  },
  { re: new RegExp(String.raw`^${NAME} vous a envoyé ${AMOUNT_FR}`, 'imu'), language: 'fr', amount: 2, name: 1 },
];

/** Interac notifications that are not money received by us: our own transfers, requests, cancellations. */
const NOT_RECEIVED =
  /your (?:interac )?(?:e-transfer|money transfer) to |accepted your |has requested |requested money|was cancell?ed|votre virement (?:interac )?à |vous a demandé|a accepté votre/i;

const LABELS = String.raw`(?:sent from|amount|message|reference (?:number|no\.?)|expires|date|envoyé par|montant|numéro de référence|expire le)`;
const LABEL_LINE = new RegExp(String.raw`^\s*${LABELS}\s*:`, 'i');

export function parseInteracText(email: EmailText): InteracNotification | null {
  const forwarded =
    /^\s*(?:fwd?|tr)\s*:/i.test(email.subject) || /forwarded message|message transféré/i.test(email.text);
  const body = normalise(unquote(email.text));
  const message = labelledValue(body, /(?:^|\n)\s*message\s*:/i);
  // The sender's own words must not decide what kind of notification this is.
  const all = `${normalise(email.subject)}\n${message ? body.replace(message, '') : body}`;
  if (!/interac/i.test(all) || NOT_RECEIVED.test(all)) return null;

  const hit = findReceived(body) ?? findReceived(normalise(email.subject));
  if (!hit) return null;
  return {
    amount: hit.amount ?? labelledAmount(body),
    currency: /\(([A-Z]{3})\)/.exec(body)?.[1] ?? 'CAD',
    senderName: hit.senderName ?? labelledValue(body, /(?:^|\n)\s*(?:sent from|envoyé par)\s*:/i),
    referenceNumber: referenceNumber(body),
    message,
    codeCandidates: message ? paymentCodeCandidates(message) : [],
    language: hit.language,
    autodeposited: /automatically deposited|déposés? automatiquement|deposited into your/i.test(all),
    forwarded,
    fromAddress: email.fromAddress,
    subject: email.subject,
    receivedAt: email.date,
    messageId: email.messageId,
  };
}

interface ReceivedHit {
  amount: number | null;
  senderName: string | null;
  language: 'en' | 'fr';
}

function findReceived(text: string): ReceivedHit | null {
  // A sentence may wrap over lines; matching on one long line keeps the patterns simple.
  const lines = text.replace(/([^\n])\n(?=[^\n])/g, '$1 ');
  for (const p of RECEIVED_PATTERNS) {
    const m = p.re.exec(lines);
    if (m) {
      return {
        amount: toAmount(m[p.amount]!, p.language),
        senderName: cleanName(m[p.name]!),
        language: p.language,
      };
    }
  }
  // "JANE DOE sent you money." (subject only, amount in the body)
  const subject = /(?:^|: )([^:\n]+?) (?:sent you money|vous a envoyé des fonds)/i.exec(lines);
  if (subject) {
    const fr = /vous a envoyé/i.test(subject[0]);
    return { amount: null, senderName: cleanName(subject[1]!), language: fr ? 'fr' : 'en' };
  }
  return null;
}

function toAmount(raw: string, language: 'en' | 'fr'): number | null {
  const plain = language === 'fr' ? raw.replace(/ /g, '').replace(',', '.') : raw.replace(/,/g, '');
  const value = Number(plain);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

function labelledAmount(text: string): number | null {
  const line = labelledValue(text, /(?:^|\n)\s*(?:amount|montant)\s*:/i);
  if (!line) return null;
  const en = new RegExp(AMOUNT_EN).exec(line);
  if (en) return toAmount(en[1]!, 'en');
  const fr = new RegExp(AMOUNT_FR).exec(line);
  return fr ? toAmount(fr[1]!, 'fr') : null;
}

/** The value after a label: the rest of its line, or the next line when the label stands alone. */
function labelledValue(text: string, label: RegExp): string | null {
  const m = label.exec(text);
  if (!m) return null;
  const lines = text.slice(m.index + m[0].length).split('\n');
  const first = lines[0]!.trim();
  const value = first || (lines[1] !== undefined && !LABEL_LINE.test(lines[1]) ? lines[1].trim() : '');
  const cleaned = value.replace(/^["“«]\s*|\s*["”»]$/g, '').trim();
  return cleaned || null;
}

function referenceNumber(text: string): string | null {
  const labelled = /(?:reference\s*(?:number|no\.?|#)|numéro de référence)\s*:?\s*([A-Za-z0-9]{8,12})\b/i.exec(text);
  return labelled?.[1] ?? null;
}

function cleanName(raw: string): string | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  return name.length > 0 && name.length <= 140 ? name : null;
}

/** Drops e-mail quoting ("> ") so a forwarded notification reads like the original. */
function unquote(text: string): string {
  return text.replace(/^[ \t]*(?:>[ \t]?)+/gm, '');
}

function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f\u2007]/g, ' ')
    .replace(/[ \t]+/g, ' ');
}
