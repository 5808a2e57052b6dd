import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';

/**
 * Round six's moves that name no platform, each behind a literal it cannot match without:
 * a QR code or snapcode of one's own ("here's my QR, scan it"), a name given "on there",
 * "are you on any other apps", a voice channel ("hop in vc"), an invite or links kept in the
 * profile ("invite is in my bio", "my linktree"), a private account to request, and WhatsApp
 * as "zap" after a Portuguese preposition ("bora pro zap").
 */

const APP_WORD = String.raw`(?:wechat|weixin|wx|vx|line|kakao|kakaotalk|whatsapp|wa|snap|snapchat|insta|instagram|ig|discord|telegram|tg|signal|contact|add)`;
/** "my wechat qr", "here's my QR", "scan my snapcode": one's own code, not a poster's or a ticket's. */
const QR = new RegExp(
  [
    String.raw`(?:my|your|ur|yr) ${APP_WORD} ?(?:qr|qr ?code|code)(?![a-z])`,
    String.raw`(?:here'?s|heres|this is|that'?s|scan|send (?:you|u)|sending (?:you|u)|i'?ll (?:send|show) (?:you|u)) my (?:qr|snapcode|snap code)(?![a-z])`,
  ].join('|'),
);
const QR_GATE = /qr|code/;

/** "my name on there is sunflower_syd", "handle over there: 'mossy'": a username that looks like one, or quoted. */
const NAME_ON_THERE =
  /(?:name|user ?name|handle|@|id)(?:'s| is)? (?:on|over) there(?:'s| is|:|=| -)? ?(?:["'“]@?[a-z][a-z0-9._]{2,29}["'”]|@?[a-z][a-z0-9]*[._\d][a-z0-9._]*)/;
/** "what name are you under on there?" */
const NAME_UNDER = /what (?:name|user ?name|handle|@) (?:are|r) (?:you|u) (?:under|using|as)(?: (?:on|over) there)?\s*\?/;

const OTHER_APPS = /(?:are|r) (?:you|u) on (?:any )?(?:other|another|different) (?:apps?|socials?|platforms?|sites?)(?![a-z])/;

/** A voice channel: "hop in vc", "join vc", "get on vc later". */
const VOICE_CHANNEL =
  /(?<![a-z])(?:(?:hop|jump|get|come) (?:in|on|into) (?:the |my |our )?vc|join (?:the |my |our |us in |me in )?vc)(?![a-z])/;

/** "invite is in my bio", "all my links are on my carrd", "grab my linktree". */
const IN_PROFILE =
  /(?<![a-z])(?:invite|link|links|code|server|contacts?)(?: is| are|'s)? (?:in|on) my (?:bio|profile)(?![a-z])(?! (?:class|lab))|(?<![a-z])(?:my|on my|in my) (?:linktr ?ee|carrd|beacons|lnk ?bio)(?![a-z])/;
const IN_PROFILE_GATE = /bio|profile|linktr|carrd|beacons|lnk/;

/** "request my private acc, it's bree.private" */
const PRIVATE_ACCOUNT =
  /(?:request|follow|add) my (?:private |priv |spam |second |other |main )?(?:acc|account|finsta)(?![a-z])[^.!?]{0,20}?(?:,|:|it'?s|its|is)\s*@?[a-z][a-z0-9]*[._\d][a-z0-9._]*/;

/** "bora pro zap?", "me chama no zap": WhatsApp after a Portuguese preposition. */
const ZAP = /(?<![a-z])(?:pro|pra|no|pelo|num) (?:zap|zapzap|wpp)(?![a-z])/;

/** Pattern names of the moves above in the text (on `words`; handles on `folded`). */
export function unnamedMoves(text: NormalisedText): string[] {
  const { words, folded } = text;
  const found: string[] = [];
  if (QR_GATE.test(words) && QR.test(words)) found.push('social_qr');
  if (words.includes('there') && (NAME_ON_THERE.test(folded) || NAME_UNDER.test(words))) found.push('social_handle');
  if (words.includes('acc') && PRIVATE_ACCOUNT.test(folded)) found.push('social_handle');
  if (words.includes('other') && OTHER_APPS.test(words)) found.push('social_invite');
  if (words.includes('vc') && VOICE_CHANNEL.test(words)) found.push('social_invite');
  if (IN_PROFILE_GATE.test(words) && IN_PROFILE.test(words)) found.push('social_invite');
  if ((words.includes('zap') || words.includes('wpp')) && ZAP.test(words)) found.push('social_whatsapp');
  return found;
}
