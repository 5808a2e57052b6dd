import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { gated } from './literal-gate';

/**
 * Round six's moves that name no platform, each behind a literal it cannot match without:
 * a QR code of one's own ("here's my QR, scan it"), a name given "on there", "are you on
 * any other apps", a voice channel ("hop in vc"), a private account to request, calls on
 * apps whose names are also words ("zoom me later"), and WhatsApp as "zap" after a
 * Portuguese preposition ("bora pro zap").
 */

const APP_WORD = String.raw`(?:wechat|weixin|wx|vx|line|kakao|kakaotalk|whatsapp|wa|snap|snapchat|insta|instagram|ig|discord|telegram|tg|signal|contact|add)`;
/** "my wechat qr", "here's my QR", "scan my snapcode": one's own code, not a poster's or a ticket's. */
const QR = new RegExp(
  [
    String.raw`(?:my|your|ur|yr) ${APP_WORD} ?qr(?![a-z])`,
    String.raw`(?:here'?s|heres|this is|that'?s|scan|send (?:you|u)|sending (?:you|u)|i'?ll (?:send|show) (?:you|u)) my qr(?![a-z])`,
  ].join('|'),
);

/** "my name on there is sunflower_syd", "handle over there: 'mossy'": a username that looks like one, or quoted. */
const NAME_ON_THERE =
  /(?:name|user ?name|handle|@|id)(?:'s| is)? (?:on|over) there(?:'s| is|:|=| -)? ?(?:["'“]@?[a-z][a-z0-9._]{2,29}["'”]|@?[a-z][a-z0-9]*[._\d][a-z0-9._]*)/;
/** "what name are you under on there?" */
const NAME_UNDER =
  /what (?:name|user ?name|handle|@) (?:are|r) (?:you|u) (?:under|using|as)(?: (?:on|over) there)?\s*\?/;

const OTHER_APPS =
  /(?:are|r) (?:you|u) on (?:any )?(?:other|another|different) (?:apps?|socials?|platforms?|sites?)(?![a-z])/;

/** A voice channel: "hop in vc", "join vc", "get on vc later". */
const VOICE_CHANNEL =
  /(?<![a-z])(?:(?:hop|jump|get|come) (?:in|on|into) (?:the |my |our )?vc|join (?:the |my |our |us in |me in )?vc)(?![a-z])/;

/** "request my private acc, it's bree.private" */
const PRIVATE_ACCOUNT =
  /(?:request|follow|add) my (?:private |priv |spam |second |other |main )?(?:acc|account|finsta)(?![a-z])[^.!?]{0,20}?(?:,|:|it'?s|its|is)\s*@?[a-z][a-z0-9]*[._\d][a-z0-9._]*/;

/** "bora pro zap?", "me chama no zap": WhatsApp after a Portuguese preposition. */
const ZAP = /(?<![a-z])(?:pro|pra|no|pelo|num) (?:zap|zapzap|wpp)(?![a-z])/;

/**
 * Calls on apps whose names are also words ("zoom in", "a duo", "5 ft"): only as a verb or
 * with a call — "zoom me later", "let's zoom, i'll send a link", "i'll make a zoom link",
 * "duo call later?", "ft me when ur free".
 */
const CALL_WORDS = String.raw`(?:zoom|duo|ft)`;
const CALL_VERB = new RegExp(
  [
    String.raw`(?:^|[,.!?;]\s*|(?<![a-z])(?:pls|please|just|can (?:you|u)|could (?:you|u)|then|and|so) )${CALL_WORDS} me(?:\s*(?:[:,!.?]|$)|\s+(?:when|later|tonight|tmrw|tomorrow|after|pls|rn|now|sometime|whenever|asap)(?![a-z]))`,
    String.raw`(?<![a-z])(?:let'?s|lets|can we|could we|wanna|should we|we can|we could)(?: just)?(?: use| do| hop on| get on| jump on)?(?: a)? (?:zoom|duo)(?: call| link| meeting)?(?:\s*[,.!?]|\s*$|\s+(?:later|tonight|instead|rn|now|tmrw|tomorrow|at \d|then)(?![a-z]))`,
    String.raw`(?<![a-z])(?:i'?ll|ill|lemme|let me) (?:make|set up|start|send (?:you |u )?)(?:a |the )?(?:zoom|duo) (?:call|link|room|meeting)`,
    String.raw`^\W*(?:zoom|duo)(?: call| vc)?\s*(?:later|tonight|tmrw|tomorrow|rn|now|sometime)?\s*\?`,
  ].join('|'),
);

/** A Reddit username, "u/north_hill_nerd": one that looks like a username, or with Reddit named. */
const REDDIT_USER = /(?<![a-z0-9])u\/(?<name>[a-z0-9][a-z0-9_-]{2,19})(?![a-z0-9_/-])/;

/** Every move above holds one of these: one scan, so most texts pay for no more, the rest for a few `includes`. */
const GATE = gated(/qr|vc|acc|z[ao]|wpp|duo|ft me|ther|different|u\//);

/** Pattern names of the moves above in the text (on `words`; handles on `folded`). */
export function unnamedMoves(text: NormalisedText): string[] {
  const { words, folded } = text;
  const found: string[] = [];
  if (!GATE.test(words)) return found;
  if (words.includes('qr') && QR.test(words)) found.push('social_qr');
  if (words.includes(' there') && nameOnThere(words, folded)) found.push('social_handle');
  if (words.includes('acc') && words.includes(' my ') && PRIVATE_ACCOUNT.test(folded)) found.push('social_handle');
  if ((words.includes('other ') || words.includes('different ')) && OTHER_APPS.test(words)) found.push('social_invite');
  if (words.includes('vc') && VOICE_CHANNEL.test(words)) found.push('social_invite');
  if ((words.includes('zoom') || words.includes('duo') || words.includes('ft me')) && CALL_VERB.test(words))
    found.push('social_video_call');
  if ((words.includes('zap') || words.includes('wpp')) && ZAP.test(words)) found.push('social_whatsapp');
  if (words.includes('u/') && redditUser(folded)) found.push('social_reddit');
  return found;
}

/** " there" is in many texts: each pattern runs only where its own words are too. */
function nameOnThere(words: string, folded: string): boolean {
  if ((folded.includes(' on there') || folded.includes(' over there')) && NAME_ON_THERE.test(folded)) return true;
  return words.includes('what ') && NAME_UNDER.test(words);
}

function redditUser(folded: string): boolean {
  const user = REDDIT_USER.exec(folded);
  return user !== null && (/[\d_-]/.test(user.groups!.name!) || folded.includes('reddit'));
}
