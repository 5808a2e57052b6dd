import type { NormalisedText } from '@/modules/moderation/text-normaliser';
import type { Detection, Detector } from './detection.types';
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
  for (const m of folded.matchAll(URL_PREFIX)) {
    if (!isTrusted(m[1]!)) return true;
  }
  return false;
}

function hasBareDomain(folded: string): boolean {
  for (const m of folded.matchAll(BARE_DOMAIN)) {
    const domain = `${m[1]!}${m[2] ?? m[3]!}`;
    if (!isTrusted(domain) && !isMailDomain(folded, m.index)) return true;
  }
  return false;
}

function hasSpelledDomain(view: string): boolean {
  for (const m of view.matchAll(SPELLED_DOT)) {
    const label = m[1]!;
    const domain = `${label}.${m[2]!}`;
    if (!NOT_A_LABEL.has(label) && !isTrusted(domain) && !isMailDomain(view, m.index)) return true;
  }
  return false;
}

export const detectUrl: Detector = (text: NormalisedText): Detection[] => {
  const folded = text.folded;
  if (!folded.includes('.') && !folded.includes('/') && !folded.includes('dot')) return [];
  if (hasUrl(folded)) return [{ family: 'url', pattern: 'url' }];
  if (folded.includes('.') && hasBareDomain(folded)) return [{ family: 'url', pattern: 'bare_domain' }];
  if (hasSpelledDomain(folded) || (text.words !== folded && hasSpelledDomain(text.words))) {
    return [{ family: 'url', pattern: 'url_obfuscated' }];
  }
  return [];
};
