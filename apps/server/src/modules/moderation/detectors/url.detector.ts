import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { matchesOf } from './keyword-pattern';
import { isMailDomain } from './email.detector';

/**
 * Links: full URLs ("https://…", "hxxp://…", "www.…"), bare domains ("mysite.com",
 * "bit.ly/abc") and domains with the dot spelled out ("mysite dot com", "mysite[.]com").
 * Top-level domains that are also English words or common typos after a full stop
 * ("me", "so", "it", "co") count only with a path. The members' own institutions and the
 * city are not suspicious links.
 */

const URL_PREFIX =
  /(?:(?:https?|hxxps?|ftp)\s*:\s*\/\s*\/|h\W{0,2}t\W{0,2}t\W{0,2}p\W{0,2}s?\W{0,3}:\W{0,3}\/\W{0,2}\/|(?<![a-z0-9])(?=www\s*(?:\.|\[\.\]|\(\.\)|\s+dot\s+)\s*[a-z0-9]))\s*(?:www\.)?([a-z0-9.-]*)/g;
const CLEAR_TLDS =
  'com|net|org|ca|io|xyz|info|biz|app|site|online|club|link|live|ru|top|vip|shop|store|dev|page|click|cam|chat|dating|tk|cn|uk|gov|website|space|fun|icu|buzz';
const WORDLIKE_TLDS = 'me|co|to|us|in|it|is|be|at|so|ai|fm|gg|ly|tv|cc|ee|sh|do|am|my|id|la|im|ws|pw';
const BARE_DOMAIN = new RegExp(
  `(?<![a-z0-9@._-])((?:[a-z0-9][a-z0-9-]{0,62}\\.)+)(?:(${CLEAR_TLDS})(?![a-z0-9])|(${WORDLIKE_TLDS})(?=/[a-z0-9]))`,
  'g',
);
const SPELLED_DOT = new RegExp(
  String.raw`(?<![a-z0-9])([a-z0-9][a-z0-9-]{1,62})\s*(?:[(\[{]\s*(?:dot|\.)\s*[)\]}]|\s+dot\s+)\s*(com|net|org|ca|io|me|co|xyz|ly|gg|app|info)(?![a-z])`,
  'g',
);
/** Labels that come before "dot com" in ordinary speech ("the dot com bubble"). */
const NOT_A_LABEL = new Set(['the', 'a', 'polka', 'on', 'my', 'your', 'that', 'this', 'one', 'big', 'little', 'blue']);
/** Domains nobody needs protecting from: the institutions and the city. */
const TRUSTED_DOMAINS = ['ucalgary.ca', 'mtroyal.ca', 'sait.ca', 'calgary.ca'];
/** A mail provider's domain is the end of an e-mail address (the e-mail detector's business). */
const MAIL_PROVIDER =
  /^(?:.*\.)?(?:gmail|googlemail|hotmail|outlook|live|msn|yahoo|ymail|icloud|aol|protonmail|proton|gmx|mail)\.[a-z]+$/;

function isTrusted(domain: string): boolean {
  return (
    MAIL_PROVIDER.test(domain) ||
    TRUSTED_DOMAINS.some((trusted) => domain === trusted || domain.endsWith(`.${trusted}`))
  );
}

function hasUrl(folded: string): boolean {
  for (const m of matchesOf(URL_PREFIX, folded)) {
    if (!isTrusted(m[1]!)) return true;
  }
  return false;
}

function hasBareDomain(folded: string): boolean {
  for (const m of matchesOf(BARE_DOMAIN, folded)) {
    const domain = `${m[1]!}${m[2] ?? m[3]!}`;
    if (!isTrusted(domain) && !isMailDomain(folded, m.index)) return true;
  }
  return false;
}

function hasSpelledDomain(view: string): boolean {
  for (const m of matchesOf(SPELLED_DOT, view)) {
    const label = m[1]!;
    const domain = `${label}.${m[2]!}`;
    if (!NOT_A_LABEL.has(label) && !isTrusted(domain) && !isMailDomain(view, m.index)) return true;
  }
  return false;
}

/** Cheap tests before each pattern: a scheme or www, a dot between letters, a spelled dot. */
const PREFIX_GATE = /:|www/;
const DOMAIN_GATE = /[a-z0-9]\.[a-z]/;
const SPELLED_GATE = /dot|[([{]\s*\.\s*[)\]}]/;

export const detectUrl: Detector = (text: NormalisedText): Detection[] => {
  const folded = text.folded;
  if (!folded.includes('.') && !folded.includes('/') && !folded.includes('dot')) return [];
  if (PREFIX_GATE.test(folded) && hasUrl(folded)) return [{ family: 'url', pattern: 'url' }];
  if (DOMAIN_GATE.test(folded) && hasBareDomain(folded)) return [{ family: 'url', pattern: 'bare_domain' }];
  if (!SPELLED_GATE.test(folded) && !SPELLED_GATE.test(text.words)) return [];
  if (hasSpelledDomain(folded) || (text.words !== folded && hasSpelledDomain(text.words))) {
    return [{ family: 'url', pattern: 'url_obfuscated' }];
  }
  return [];
};
