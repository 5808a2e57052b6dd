import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { matchesOf } from './keyword-pattern';
import { isMailDomain } from './email.detector';
import { gated } from './literal-gate';

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
  'com|net|org|ca|io|xyz|info|biz|app|site|online|club|link|live|ru|top|vip|shop|store|dev|page|click|cam|chat|dating|tk|cn|uk|gov|website|space|fun|icu|buzz|fr|au|nz|jp|kr|br|mx|nl|pl|ch|vn|ph|za|hk|sg|tw|ae|ng|pk|tr|ua|eu|gle';
const WORDLIKE_TLDS = 'me|co|to|us|in|it|is|be|at|so|ai|fm|gg|ly|tv|cc|ee|sh|do|am|my|id|la|im|ws|pw|gd|de|es';
/**
 * Endings that are words too ("win", "design", "co") or sit where a typo would ("so", "it"):
 * the ones scams use count on a name no word has (a hyphen, a digit, a subdomain).
 */
const SHAPED_TLDS =
  'co|io|ai|fm|gg|ly|tv|cc|sh|ws|pw|gd|win|bid|loan|loans|date|men|party|review|trade|stream|download|racing|science|design|art|blog|tech|photo|photos|pics|pro|bio|lol|sex|xxx|porn|adult|cash|money|bet|casino|games|finance|email|host|network|digital|media|studio|social|team|zone';
const BARE_DOMAIN = new RegExp(
  `(?<![a-z0-9@._-])((?:[a-z0-9][a-z0-9-]{0,62}\\.)+)(?:(${CLEAR_TLDS})(?![a-z0-9])|(${WORDLIKE_TLDS})(?=/[a-z0-9]))`,
  'g',
);
/**
 * Domains whose ending alone is not enough, made sure by their shape: a path after any
 * ending ("forms.gle/x", "is.gd/x"), a name with a hyphen or digit ("prize-winner.win",
 * "quickloan-now.co"), or a subdomain ("elle.carrd.co").
 */
const SHAPED_DOMAIN = new RegExp(
  [
    `(?<![a-z0-9@._-])((?:[a-z0-9][a-z0-9-]{1,62}\\.)+)([a-z]{2,10})(?=/[a-z0-9_-])`,
    `(?<![a-z0-9@._-])((?:[a-z0-9-]*[a-z][a-z0-9-]*[-\\d][a-z0-9-]*\\.)+)(${SHAPED_TLDS})(?![a-z0-9])`,
    `(?<![a-z0-9@._-])((?:[a-z0-9][a-z0-9-]{1,62}\\.){2,})(${SHAPED_TLDS})(?![a-z0-9.])`,
  ].join('|'),
  'g',
);
/** Endings no sentence word has: a spelled or spaced dot before them is a link wherever it stands. */
const NON_WORD_TLDS = 'com|net|org|io|xyz|biz|ru|vip|tk|cn|icu|buzz|uk|info';
/** The end of a link: the end of the text, punctuation, an emoji or a path. */
const LINK_END = String.raw`(?=\s*(?:$|[/,.!?)]|[^\x00-\x7f]| slash ))`;
const SPELLED_DOT = new RegExp(
  [
    String.raw`(?<![a-z0-9])([a-z0-9][a-z0-9-]{1,62}),?\s*(?:[(\[{]\s*(?:dot|\.)\s*[)\]}]|\s+(?:dot|period)\s+)\s*(${NON_WORD_TLDS}|ca|me|co|ly|gg|app)(?![a-z])`,
    String.raw`(?<![a-z0-9])([a-z0-9][a-z0-9-]{1,62}),?\s+(?:dot|period)\s+(${CLEAR_TLDS}|${WORDLIKE_TLDS})${LINK_END}`,
  ].join('|'),
  'g',
);
/**
 * Other disguises: a bracketed dot before any ending ("danwright [dot] design"), a dot
 * with a space beside it ("jessbakes . com", "vipaccess .org", "wallet-verify .link"), the French "point"
 * ("boutique point fr"), a spelled-out path ("t dot me slash freebies") and "d0t".
 */
const DISGUISED_DOMAIN = new RegExp(
  [
    String.raw`(?<![a-z0-9])([a-z0-9][a-z0-9-]{1,62})\s*[(\[{]\s*(?:dot|\.)\s*[)\]}]\s*([a-z]{2,10})(?![a-z])`,
    String.raw`(?<![a-z0-9.])([a-z0-9][a-z0-9-]{1,62})(?: +\. *(${NON_WORD_TLDS})| +\.(${CLEAR_TLDS}))(?![a-z0-9])`,
    String.raw`(?<![a-z0-9.])([a-z0-9][a-z0-9-]{1,62})(?: +\. *|\. +)(${CLEAR_TLDS}|${WORDLIKE_TLDS})${LINK_END}`,
    String.raw`(?<![a-z0-9])([a-z0-9][a-z0-9-]{1,62}) point (fr|com|net|org|be|ch|ca)(?=\s*(?:$|[,.!?/]))`,
    String.raw`(?<![a-z0-9])([a-z0-9][a-z0-9-]{0,62}) (?:dot|\.) ([a-z]{2,6}) slash [a-z0-9_]`,
    // "d0t" is typed by nobody in a sentence: any ending, anywhere.
    String.raw`(?<![a-z0-9])([a-z0-9][a-z0-9-]{1,62}) d0t ([a-z]{2,10})(?![a-z])`,
  ].join('|'),
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

/** "app at tradepro-app.com" is not an address: a spelled "at" needs a name like "jess.w22" before it. */
const SPELLED_AT_BEFORE = /(?<![a-z0-9._+-])([a-z0-9][a-z0-9._+-]*)\s+(?:at|arroba)\s+$/;
const ADDRESS_LIKE = /[\d._]/;

function isMailEnd(view: string, index: number): boolean {
  if (!isMailDomain(view, index)) return false;
  const spelled = SPELLED_AT_BEFORE.exec(view.slice(Math.max(0, index - 70), index));
  return spelled === null || ADDRESS_LIKE.test(spelled[1]!);
}

/** The first two groups that took part in the match: the name and the ending. */
function nameAndEnding(m: RegExpExecArray): [string, string] {
  let name: string | undefined;
  for (let i = 1; i < m.length; i++) {
    const group = m[i];
    if (group === undefined) continue;
    if (name === undefined) name = group;
    else return [name, group];
  }
  return [name ?? '', ''];
}

function hasDomain(pattern: RegExp, folded: string): boolean {
  for (const m of matchesOf(pattern, folded)) {
    const [labels, ending] = nameAndEnding(m);
    if (!isTrusted(`${labels}${ending}`) && !isMailEnd(folded, m.index)) return true;
  }
  return false;
}

function hasSpelledDomain(pattern: RegExp, view: string): boolean {
  for (const m of matchesOf(pattern, view)) {
    const [label, ending] = nameAndEnding(m);
    if (!NOT_A_LABEL.has(label) && !isTrusted(`${label}.${ending}`) && !isMailEnd(view, m.index)) return true;
  }
  return false;
}

/**
 * Cheap tests before each pattern: a scheme or www, a dot between letters, a spelled or spaced dot.
 * Gated ones are answered by the literal scan the other detectors already made of the text.
 */
const ANY_GATE = gated(/[./]|d[o0]t|point|period/);
const PREFIX_GATE = gated(/:|www/);
const DOMAIN_GATE = /[a-z0-9]\.[a-z]/;
const SPELLED_GATE = gated(/dot|period|[([{]\s*\.\s*[)\]}]/);
const DISGUISED_GATE = gated(/[([{]\s*(?:dot|\.)|\s\.|\.\s| point | slash |d0t/);

/**
 * The spelled-dot patterns as one-shot tests behind their literals: a sentence's ". " opens
 * the gate above, and then only the alternatives a text has the literals of run, not all six.
 */
const SOME_SPELLED_DOT = gated(new RegExp(SPELLED_DOT.source));
const SOME_DISGUISED_DOMAIN = gated(new RegExp(DISGUISED_DOMAIN.source));

function spelledIn(view: string): boolean {
  if (SPELLED_GATE.test(view) && SOME_SPELLED_DOT.test(view) && hasSpelledDomain(SPELLED_DOT, view)) return true;
  return DISGUISED_GATE.test(view) && SOME_DISGUISED_DOMAIN.test(view) && hasSpelledDomain(DISGUISED_DOMAIN, view);
}

export const detectUrl: Detector = (text: NormalisedText): Detection[] => {
  const folded = text.folded;
  if (!ANY_GATE.test(folded)) return [];
  if (PREFIX_GATE.test(folded) && hasUrl(folded)) return [{ family: 'url', pattern: 'url' }];
  if (DOMAIN_GATE.test(folded) && (hasDomain(BARE_DOMAIN, folded) || hasDomain(SHAPED_DOMAIN, folded))) {
    return [{ family: 'url', pattern: 'bare_domain' }];
  }
  if (spelledIn(folded) || (text.words !== folded && spelledIn(text.words))) {
    return [{ family: 'url', pattern: 'url_obfuscated' }];
  }
  return [];
};
