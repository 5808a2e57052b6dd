import { NOT_A_HANDLE } from './social-platforms';

/**
 * Round five's ways of pointing to an account on a named platform, judged around each mention
 * (social-context.ts): one account pointing to another ("viber? same number as my whatsapp"),
 * a name after "as" ("i'm on steam as frostcat"), a label and only the name ("okcupid username
 * maplemoose"), the app asked about on its own ("hinge?", "imo? i'm on there"), the app as a
 * verb after "let's" ("can we facetime later"), and "ur steam name?".
 */

const SAME_AS_BEFORE =
  /(?<![a-z])(?:same (?:user ?name|name|number|@|handle|id|account) as|my [a-z]+ (?:user ?name|name|handle|@|id)(?:'s| is) (?:the )?same as) (?:on )?(?:my )?$/;
/** "okcupid username maplemoose": a username label, then only the name, where the platform opens the message. */
const PLAIN_LABELLED_AFTER =
  /^\s*(?:user ?name|handle|id|gt|gamertag|tag|ign)\s*(?:is\s+|[:=]\s*)?@?(?<handle>[a-z][a-z0-9._]{2,29})[^a-z0-9]*$/;
/** "i'm on bumble as priya", "find me on steam as frostcat": a name, not "as well" or "as much". */
const FIRST_PERSON_ON_BEFORE =
  /(?<![a-z])(?:i'?m|im|i am|find me|add me|look for me|search (?:for )?me)(?: also| too| still)? (?:on|over on) $/;
const AS_NAME_AFTER = /^\s+as\s+@?(?<handle>[a-z][a-z0-9._]{2,29})(?![a-z0-9])/;
const NOT_A_NAME_AFTER_AS = new Set('well much many long soon usual usually always often before normal'.split(' '));
/** "insta is where i'm most active" */
const WHERE_I_AM_AFTER =
  /^\s*(?:is|'s) where (?:i'?m|im|i am) (?:most |more |always |usually )?(?:active|at|on)(?![a-z])/;
/** "hinge?", "raya??": a dating app that is also a word, asked about as the whole message. */
const WHOLE_QUESTION = /^\s*\?+[^a-z0-9]*$/;
/** "imo? i'm on there", "steam? add me": an app that is also a word, opening the message with a clear ask. */
const LOOSE_OPENER_AFTER =
  /^\s*\?+\s*(?:i'?m (?:on|active on) there|add me|hmu|my (?:id|username|user name|name) is)(?![a-z])/;
/** "ur steam name?", "your riot id?" */
const YOUR_BEFORE = /(?<![a-z])(?:your|ur|yr) $/;
const NAME_QUESTION_AFTER = /^\s*(?:name|id|username|user ?name|handle|tag|@|code)\s*\?/;
/** "can we facetime later", "i'd rather whatsapp tbh": the app as a verb after an offer to move. */
const LETS_BEFORE =
  /(?<![a-z])(?:i'?d rather|let'?s|lets|can we|could we|wanna|we can|we could|should we|prefer to) (?:just )?$/;
const VERBS_AFTER_LETS = new Set([
  'snapchat',
  'whatsapp',
  'telegram',
  'facetime',
  'skype',
  'discord',
  'wechat',
  'viber',
]);
const LETS_VERB_AFTER =
  /^(?:\s*$|\s*[?!.,]|\s+(?:later|tonight|instead|rn|now|tbh|sometime|tmrw|tomorrow|pls|please)(?![a-z]))/;

interface Mentioned {
  name: string;
  loose: boolean;
}

/** `opening`: the text before the mention when the mention opens the message, else undefined. */
export function pointsToAnAccount(
  m: Mentioned,
  before: string,
  after: string,
  foldedAfter: string,
  opening: string | undefined,
): boolean {
  if (before.includes('same') && SAME_AS_BEFORE.test(before)) return true;
  if (asName(before, foldedAfter) || WHERE_I_AM_AFTER.test(after)) return true;
  if (YOUR_BEFORE.test(before) && NAME_QUESTION_AFTER.test(after)) return true;
  if (VERBS_AFTER_LETS.has(m.name) && LETS_BEFORE.test(before) && LETS_VERB_AFTER.test(after)) return true;
  if (opening === undefined || !/^[^a-z0-9]*$/.test(opening)) return false;
  if (m.loose && LOOSE_OPENER_AFTER.test(after)) return true;
  if (m.loose && m.name === 'dating' && WHOLE_QUESTION.test(after)) return true;
  return handleIn(PLAIN_LABELLED_AFTER, foldedAfter);
}

function asName(before: string, after: string): boolean {
  const m = AS_NAME_AFTER.exec(after);
  if (m === null || !FIRST_PERSON_ON_BEFORE.test(before)) return false;
  return !NOT_A_HANDLE.has(m.groups!.handle!) && !NOT_A_NAME_AFTER_AS.has(m.groups!.handle!);
}

function handleIn(pattern: RegExp, after: string): boolean {
  const m = pattern.exec(after);
  return m !== null && !NOT_A_HANDLE.has(m.groups!.handle!);
}
