import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { gated } from './literal-gate';

/**
 * Round nine's moves, for texts the other social rules found nothing in: a handle spelled out
 * in words or letter by letter ("at sign underscore jay", "handle: d-e-v-o-n dot k"), one's
 * bio pointed to for the accounts ("the @ is up in my bio", "check my bio, all my links are
 * there"), socials asked for in a word ("got any socials?"), one's name the same across apps
 * or the same as here ("same as my quad name"), a QR code for an app, and a FaceTime or a Zoom
 * call asked for in a few words ("ft?", "can we ft instead", "zoom call sometime this week?").
 * Round eleven: one's own label then the name said ("my at is jess underscore k 22"), and a
 * username built from one's name ("same username as my first name plus 03").
 */

/** "at sign underscore jay", "at mira underscore lane", "at luna dot skye": a separator said as a word. */
const SPELLED_SEPARATORS = new RegExp(
  [
    // "at sign underscore jay", "it's at sign kai dot r", "at sign kai": a name, not the key on a keyboard.
    String.raw`(?<![a-z])at (?:sign|symbol) (?:underscore |dot )?[a-z][a-z0-9]*(?: (?:underscore|dot|period) [a-z0-9]+)+`,
    String.raw`(?<![a-z])at (?:sign|symbol) (?!(?:on|in|is|key|button|and|or|the|was|thing)(?![a-z]))[a-z][a-z0-9]+\W*$`,
    // "at mira underscore lane": "underscore" said as a word is only ever a username's.
    String.raw`(?<![a-z])at [a-z][a-z0-9]* underscore [a-z0-9]+`,
    // "my at is jess underscore k 22", "my handle is em dot ily": one's own username label, then the name said.
    String.raw`(?<![a-z])(?:my|mine) (?:at|@|handle|user ?name|user|tag|gamertag|gt|id|insta|ig|snap|sc|tiktok|tt|discord)(?:'s| is|:| =) ?(?:at |@)?[a-z][a-z0-9]*(?: [a-z0-9]+)?(?: (?:underscore|dot|period) [a-z0-9]+)+`,
    // "insta handle: at luna dot skye": with a label, "dot" too.
    String.raw`(?<![a-z])(?:handle|user ?name|insta|ig|snap|sc|tiktok|tt|@)(?:'s| is)?\s*[:=]?\s*at [a-z][a-z0-9]* (?:dot|period) [a-z0-9]+`,
  ].join('|'),
);

/** "handle: d-e-v-o-n dot k", "username spelled g r e t a _ m": a username label, then letters one by one. */
const SPELLED_LETTERS =
  /(?<![a-z])(?:handle|user ?name|@|insta|ig|snap|sc)(?:'s| is)?(?: spelled| spelt)?\s*[:=]?\s*(?:[a-z0-9] ?[- ] ?){3,}[a-z0-9](?![a-z0-9])/;

/** "the @ is up in my bio", "socials in bio!", "check my bio, all my stuff is there". */
const IN_BIO = new RegExp(
  [
    String.raw`(?<![a-z])(?:@s?|handles?|socials?|links?|insta|ig|snap|sc)(?:'s| is| are)? (?:up |all |right |linked |listed )?in (?:my )?bio(?![a-z])`,
    String.raw`check (?:out )?my bio,? (?:for (?:my |the )?(?:links|socials|@s?|handles?|insta|snap|ig|sc|contacts?)(?![a-z])|all my (?:stuff|links|socials|@s|handles|accounts) (?:is|are) (?:there|in it|on it))`,
  ].join('|'),
);

/** "got any socials?", "any socials?", "socials?": asked for in a few words. */
const SOCIALS_ASKED = /^\W*(?:so |and )?(?:got|have|any|u got|you got)(?: any)? socials?(?: media)?\s*\?/;

/** "my username is the same across all socials", "its the same as my quad name". */
const SAME_ACROSS =
  /(?:user ?name|handle|@|name)(?:'s| is) (?:the )?same (?:across|on) (?:all|every|each)(?: (?:my|the|of my))? (?:apps?|socials?|platforms?|accounts?)|same as my (?:quad (?:name|username|user name|handle|@)|(?:name|username|user name|handle|@) (?:here|on here|on quad))(?![a-z])/;

/**
 * "same username as my first name plus 03", "my gamertag is my first name followed by my birth
 * year": a username built from one's name, given as a username (not "my password is…").
 */
const NAME_FORMULA =
  /(?<![a-z])(?:user ?name|handle|@|gamertag|gt)(?:'s)?(?: (?:is|just|literally|basically|the|same|as|like))* my (?:first|last|full|real) name (?:plus|\+|followed by|and then|minus|underscore|with (?:a |an |my )?(?:\d|numbers?|birth|bday|birthday|year|underscore))(?![a-z])/;

const APP = String.raw`(?:wechat|weixin|wx|line|kakao|kakaotalk|whatsapp|wa|snap|snapchat|insta|instagram|ig|discord|telegram|tg|signal|zalo|viber)`;
/** "i'll send u a qr code for wechat", "scan my code on line". */
const QR_FOR_APP = new RegExp(
  String.raw`(?:send|show|give|scan|sending|here'?s)(?: (?:you|u))?(?: my| a| the)? (?:qr(?: ?code)?|code) (?:for|on|of|to add me on) (?:my )?${APP}(?![a-z])`,
);

/** "ft?", "can we ft instead", "zoom call sometime this week?". */
const SHORT_CALL =
  /^\W*ft\s*\?+\W*$|(?<![a-z])(?:can we|could we|let'?s|lets|wanna|should we) (?:just )?ft(?: instead| later| tonight| rn| now| tmrw| tomorrow)?(?:\s*[,.!?]|\s*$| i )|^\W*(?:zoom|ft|facetime) call (?:sometime |some time )?(?:this week|today|tonight|tomorrow|tmrw|later|soon)\s*\?/;

/** Every move above holds one of these: one scan, so most texts pay for no more. */
const GATE = gated(/at |spel|-|:|bio|social|same|qr|code|ft|zoom|facetime|underscore| dot |st name|ll name|al name/);

/** Pattern names of the moves above in the text (all on `words`). */
export function spelledMoves(text: NormalisedText): string[] {
  const { words } = text;
  const found: string[] = [];
  if (!GATE.test(words)) return found;
  if (
    (words.includes('at ') || words.includes('underscore') || words.includes(' dot ')) &&
    SPELLED_SEPARATORS.test(words)
  )
    found.push('social_handle');
  else if (words.includes(' name ') && NAME_FORMULA.test(words)) found.push('social_handle');
  else if ((words.includes('spel') || words.includes('-') || words.includes(':')) && SPELLED_LETTERS.test(words))
    found.push('social_handle');
  if (words.includes('bio') && IN_BIO.test(words)) found.push('social_invite');
  if (words.includes('social') && SOCIALS_ASKED.test(words)) found.push('social_invite');
  if (words.includes('same') && SAME_ACROSS.test(words)) found.push('social_invite');
  if ((words.includes('qr') || words.includes('code')) && QR_FOR_APP.test(words)) found.push('social_qr');
  if ((words.includes('ft') || words.includes('zoom') || words.includes('facetime')) && SHORT_CALL.test(words))
    found.push('social_video_call');
  return found;
}
