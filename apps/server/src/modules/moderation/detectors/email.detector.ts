import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { matchesOf } from './keyword-pattern';
import { gated } from './literal-gate';

/**
 * E-mail addresses, plain ("jess@gmail.com") or disguised: "jess at gmail dot com",
 * "jess(at)gmail(dot)com", "jess @ gmail . com", "jess [at] ucalgary [dot] ca",
 * "jess.w22 at gmail", "my gmail is jess.w22". The word "at" alone is everyday English
 * ("at the library"), so it counts only with a spelled-out dot, a mail provider, or a
 * local part that looks like an address (digits, dots, underscores).
 */

const PLAIN =
  /(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]{0,63}@[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?![a-z0-9])/;

const PROVIDERS = 'gmail|googlemail|hotmail|outlook|live|msn|yahoo|ymail|icloud|aol|protonmail|proton|gmx|zoho|yandex';
const TLDS = 'com|ca|net|org|edu|io|co|me|info|biz|us|uk|de|fr|ru|xyz|app|dev|live|online|site|mail';
const AT = String.raw`\s*(?:@|[(\[{<]\s*(?:at(?: sign| symbol)?|@)\s*[)\]}>])\s*|\s+(?:at|arroba)\s+`;
const DOT = String.raw`\s*(?:\.|[(\[{<]\s*(?:dot|\.)\s*[)\]}>])\s*|\s+dot\s+|dot`;
const LOCAL = '[a-z0-9][a-z0-9._+-]{0,63}';

const DISGUISED = new RegExp(
  `(?<![a-z0-9._+-])(?<local>${LOCAL})(?<at>${AT})(?<domain>[a-z0-9-]{2,63}(?:(?:${DOT})[a-z0-9-]{2,63})*?)(?<dot>${DOT})(?:${TLDS})(?![a-z])`,
  'g',
);
/** Providers whose name alone, after "at", means an address ("live" is also "at live music"). */
const DISTINCT_PROVIDERS = PROVIDERS.replace('|live', '');
const PROVIDER_ONLY = new RegExp(
  `(?<![a-z0-9._+-])(?<local>${LOCAL})(?:${AT})(?:${DISTINCT_PROVIDERS})(?![a-z]|\\.[a-z])`,
  'g',
);
/** An address cut in two: a provider's domain in one place, a name like "mason.r07" in another. */
const PROVIDER_DOMAIN = new RegExp(`(?<![a-z])(?:${DISTINCT_PROVIDERS})\\s*(?:\\.|dot|\\s)\\s*(?:com|ca|net)(?![a-z])`);
const ADDRESS_TOKEN = /(?<![a-z0-9@])[a-z][a-z0-9]*(?:[._][a-z0-9]+)*(?:[._][a-z]*\d+|\d{2,})(?![a-z0-9@])/;
const MY_ADDRESS = new RegExp(
  String.raw`(?<![a-z])(?:my|email me at|e-mail me at|reach me at) ?(?:e-?mail|${PROVIDERS})?(?: address)? ?(?:is|:|=|-|at)? ?(?<handle>[a-z][a-z0-9._+-]{2,63})`,
  'g',
);
/** "email: jess.w22", "gmail → jess.w22": a mail word, a separator, then an address-like name. */
const LABELLED_ADDRESS = new RegExp(
  String.raw`(?<![a-z])(?:e-?mail|${PROVIDERS})(?: address| id)?\s*(?:is|:|=|->|→)\s*(?<handle>[a-z][a-z0-9._+-]{2,63})`,
  'g',
);
/** Provider names split up ("g mail", "hot mail") and spelled-out underscores. */
const SPLIT_PROVIDER = /(?<![a-z])(g|hot|out|i|ya|proton) ?(mail|look|cloud|hoo)(?![a-z])/g;
/** The same as a one-shot test behind its literals: most texts the gate lets through ("at") have no provider. */
const SOME_SPLIT_PROVIDER = gated(new RegExp(SPLIT_PROVIDER.source));
const SPELLED_UNDERSCORE = /\s*(?<![a-z])underscore(?![a-z])\s*/g;
/** "liam dot k at outlook": a dot spelled out inside the name, between two words. */
const SPELLED_DOT = /(?<=[a-z0-9]) dot (?=[a-z0-9])/g;
/** "l i a m . k @ g m a i l . c o m": characters one by one, dots kept (the spaced-out view drops them). */
const ONE_BY_ONE = /(?<![a-z0-9])[a-z0-9@._-](?:\s{1,2}[a-z0-9@._-](?![a-z0-9])){5,}/g;
const SPACES = /\s+/g;
/** "hannah.k on gmail": a name that looks like an address, on a mail provider. */
const ON_PROVIDER = new RegExp(
  `(?<![a-z0-9._+-])[a-z][a-z0-9]*[._\\d][a-z0-9._]* on (?:${DISTINCT_PROVIDERS})(?![a-z])`,
);
/** "at gmail dot com, same username as here", "gmail is the same as my snap": the name is one given elsewhere. */
const SAME_NAME_ADDRESS = new RegExp(
  [
    `(?:${DISTINCT_PROVIDERS})[^.!?]{0,30}?(?:same (?:(?:user ?name|name|handle|@) )?as (?:here|on here|my (?:snap|ig|insta|user ?name|name|handle|@))|(?:is|'s) my (?:snap|ig|insta|user ?name|handle|@)(?: name)?)`,
    `(?:same (?:user ?name|name|handle)(?: as here)?|my (?:snap|ig|insta|user ?name|handle)(?: name)?) ?(?:@|at) ?(?:${DISTINCT_PROVIDERS})`,
  ].join('|'),
);
const REQUEST =
  /(?:what'?s|whats|wats|what is|send me|give me|gimme|drop|share|can i get|could i get|can i have|could i have|dm me) (?:your|ur|yr) (?:e-?mail|gmail|hotmail|outlook|icloud)(?: address)?(?![a-z])/;
const PAYMENT_BEFORE = /(?:e-?transfer|etransfer|interac|paypal|payment|pay)\s*$/;

/** Words that can sit before "at" in ordinary English without being an address. */
const NOT_A_LOCAL_PART = new Set(
  'i im me you u we us they them he she it its is am are was were be here there that this what who where meet see stay home work class be back out up'.split(
    ' ',
  ),
);
const PROVIDER_SET = new Set(PROVIDERS.split('|'));
const ADDRESS_LIKE = /[\d._]/;

/** A word before a spelled-out "at" that could be the local part of an address. */
function couldBeLocalPart(local: string): boolean {
  return (local.length >= 3 || (local.length === 2 && /\d/.test(local))) && !NOT_A_LOCAL_PART.has(local);
}

const ADDRESS_START = new RegExp(`(?<![a-z0-9._+-])(?<local>${LOCAL})(?:${AT})$`);

/** Whether the domain starting at `index` is the second half of an e-mail address. */
export function isMailDomain(view: string, index: number): boolean {
  const m = ADDRESS_START.exec(view.slice(Math.max(0, index - 70), index));
  return m !== null && couldBeLocalPart(m.groups!.local!);
}

function disguisedAddress(view: string): boolean {
  for (const m of matchesOf(DISGUISED, view)) {
    const { local, at, domain, dot } = m.groups as { local: string; at: string; domain: string; dot: string };
    // "jt [at] site [dot] ca": an "at" in brackets leaves no doubt, even after a two-letter name.
    const bracketed = /[([{<]/.test(at) && local.length === 2;
    if (!couldBeLocalPart(local) && !bracketed) continue;
    const plainAt = at === '@';
    const plainDot = dot === '.';
    if (plainAt && plainDot) continue; // a plain address: PLAIN reports it
    const spelledAt = !at.includes('@') && !/[([{<]/.test(at);
    const spelledDot = !/^\s*\.\s*$/.test(dot);
    if (spelledAt && !spelledDot && !PROVIDER_SET.has(domain) && !ADDRESS_LIKE.test(local)) continue;
    return true;
  }
  return false;
}

function providerOnly(view: string): boolean {
  for (const m of matchesOf(PROVIDER_ONLY, view)) {
    if (couldBeLocalPart(m.groups!.local!)) return true;
  }
  return false;
}

function sharedAddress(view: string): boolean {
  for (const m of matchesOf(LABELLED_ADDRESS, view)) {
    if (ADDRESS_LIKE.test(m.groups!.handle!) && !PAYMENT_BEFORE.test(view.slice(0, m.index))) return true;
  }
  for (const m of matchesOf(MY_ADDRESS, view)) {
    const handle = m.groups!.handle!;
    // The words before the name must say it is an address; the name itself may not be a domain.
    const before = m[0].slice(0, m[0].length - handle.length);
    const namesMail = /mail|outlook|yahoo|icloud|proton|gmx|zoho|yandex|aol|msn/.test(before) || before.includes(' at');
    if (namesMail && ADDRESS_LIKE.test(handle) && !PAYMENT_BEFORE.test(view.slice(0, m.index))) return true;
  }
  return false;
}

/** Cheap tests before the expensive ones, answered by the shared literal scan: nothing address-like, nothing to look at. */
const GATE = gated(/@|(?<![a-z])(?:at|arroba)(?![a-z])|mail|outlook|yahoo|icloud|proton/);
const PROVIDER_GATE = gated(new RegExp(PROVIDERS));
/** A disguised address needs a dot (or a provider) after its "at". */
const DOT_GATE = gated(/\.|dot|(?:gmail|hotmail|outlook|yahoo|icloud|proton)/);

function looksDisguised(view: string): boolean {
  const hasDot = DOT_GATE.test(view);
  const hasProvider = PROVIDER_GATE.test(view);
  if (hasDot && disguisedAddress(view)) return true;
  if (!hasProvider) return false;
  if (providerOnly(view) || sharedAddress(view) || ON_PROVIDER.test(view) || SAME_NAME_ADDRESS.test(view)) return true;
  return PROVIDER_DOMAIN.test(view) && ADDRESS_TOKEN.test(view);
}

/** The text with split provider names, spelled underscores and dots, and spaced-out characters joined. */
function mend(folded: string): string {
  let text = SOME_SPLIT_PROVIDER.test(folded) ? folded.replace(SPLIT_PROVIDER, '$1$2') : folded;
  // Each pattern below needs its word: without it the (costly) scan would change nothing.
  if (text.includes('underscore')) text = text.replace(SPELLED_UNDERSCORE, '_');
  if (text.includes(' dot ')) text = text.replace(SPELLED_DOT, '.');
  return text.replace(ONE_BY_ONE, (run) => run.replace(SPACES, ''));
}

export const detectEmail: Detector = (text: NormalisedText): Detection[] => {
  const found: Detection[] = [];
  const folded = text.folded;
  const words = text.words;
  // `words` is usually `folded` itself (no leetspeak): test it again only when it differs.
  if (!GATE.test(folded) && (words === folded || !GATE.test(words))) return found;
  const mended = mend(folded);
  if ((folded.includes('@') && PLAIN.test(folded)) || (mended !== folded && PLAIN.test(mended))) {
    found.push({ family: 'email', pattern: 'email_address' });
  } else if (
    looksDisguised(folded) ||
    (mended !== folded && looksDisguised(mended)) ||
    (words !== folded && looksDisguised(words))
  ) {
    found.push({ family: 'email', pattern: 'email_obfuscated' });
  }
  const request = words.includes('your') || words.includes('ur ') ? REQUEST.exec(words) : null;
  if (request && !PAYMENT_BEFORE.test(words.slice(0, request.index))) {
    found.push({ family: 'email', pattern: 'email_request' });
  }
  return found;
};
