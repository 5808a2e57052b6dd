import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { matchesOf } from './keyword-pattern';
import { NOT_A_HANDLE, PLATFORM_LINKS, platformMentions } from './social-platforms';

/**
 * Invitations to continue elsewhere: a platform named together with an invitation
 * ("add me on snap", "what's your insta", "are you on telegram?", "let's move to
 * WhatsApp"), a username ("ig: jess.xo", "my snap is jessxo"), the platform as a verb
 * ("snap me"), a profile link ("t.me/jess"), a bare @handle that looks like one, or an
 * invitation without a platform ("let's talk off this app", "link in bio").
 */

const VIA = String.raw`(?:on|over on|over to|via|thru|through|at|@|in|to|onto)`;
const INVITE_BEFORE = new RegExp(
  [
    String.raw`(?:add|hmu|hit me up|hit me|holla|slide into my dms?|sub to|subscribe to) (?:me |us )?(?:up )?${VIA}? ?(?:my |the )?$`,
    String.raw`(?:dm|pm|follow|find|message|msg|text|txt|ping|reach|contact|call|facetime|video ?call|vc|snap|kik|chat with|talk to|talk with|catch) (?:me|us)(?: up)? ${VIA} (?:my |the )?$`,
    String.raw`(?:let'?s|lets|let us|we can|we could|can we|could we|should we|we should|wanna|want to|i'?d rather|prefer to|easier to|better to|rather|i can|u can|you can|just) (?:just )?(?:voice |video )?(?:talk|chat|call|play|text|continue|move|switch|go|hop|come|connect|message|msg|keep talking|talk more|chat more|continue this)(?: this)?(?: conversation| convo| chat)? ${VIA} (?:my |the )?$`,
    String.raw`(?:what'?s|whats|wats|what is|send me|give me|gimme|drop|share|can i get|could i get|can i have|could i have|may i have|do you have|do u have|you have|u have|you got|u got|have you got|do you use|do u use|you use|u use|add) (?:your |ur |yr |a |an |any )?$`,
    String.raw`(?:are you|are u|r u|r you|you|u) (?:on|active on|using|still on) (?:the )?$`,
    String.raw`(?:i'?m|im|i am) (?:more |mostly |always |only |way more |much more )?active on (?:my |the )?$`,
    String.raw`(?:check out|check|see|look at|peep|visit|follow) my $`,
    String.raw`(?:swap|exchange|trade) (?:our |your |ur |yr )?$`,
    String.raw`(?:come|hop|move|switch|go) (?:over )?(?:to|on|onto) (?:the )?$`,
    String.raw`(?:take|move|bring) (?:this|it|things)(?: convo| conversation| chat)? (?:to|over to|onto|on) (?:the )?$`,
    String.raw`(?:i'?ll|ill|i will|let me|lemme|i can) (?:send|give|drop|dm|text) (?:you|u) my $`,
    String.raw`(?:pasame|pasa|dame|mandame|agregame|anademe)(?: (?:tu|su|al|a|por|en|un mensaje al|mensaje al))* $`,
    String.raw`(?:ajoute[- ]moi|add moi|ecris[- ]moi) (?:sur|on) $|加我 ?$`,
    String.raw`(?:i'?m|im|i go by|i am) @?[a-z][a-z0-9_]*[\d._][a-z0-9._#]* (?:over )?on (?:the )?$`,
  ].join('|'),
);
/** "don't move to whatsapp with people from here", "never add anyone on snap": a warning, not an invitation. */
const NEGATED_BEFORE =
  /(?:(?<![a-z])(?<!why )(?:don'?t|do not|never)(?: ever)?|(?:asked|told|wanted|tried to get|begged) (?:me|us|her|him|them) to) (?:\S+ ){0,3}$/;
const YOUR_BEFORE = /(?<![a-z])(?:your|ur|yr) $/;
const MY_BEFORE = /(?<![a-z])my $/;
const OH_BEFORE = /(?<![a-z])(?:oh|aw|ah) $/;
const QUESTION_AFTER = /^\s*\?/;
const AS_VERB_AFTER = /^ me(?![a-z])/;
const VERB_PLATFORMS = new Set(['snapchat', 'kik', 'whatsapp', 'telegram', 'instagram', 'wechat', 'signal']);
const INSTEAD_AROUND = { before: /(?:on|over) $/, after: /^ (?:instead|rather|better|more)(?![a-z])/ };
/** A username after the platform: "snap: jess", "ig @jess", "wechat id is liwei_2001", "1g → jess". */
const HANDLE_AFTER =
  /^(?<label>\s*(?:[?!.]\s*)?(?:id|name|username|user ?name|handle|acc|account|user|tag|mine|is|号|號)(?![a-z]))*(?<sep>\s*(?:[:=@>→➡\u2190-\u21ff\u2600-\u27bf\u{1f300}-\u{1faff}]|->|=>|\s-\s?)[\s:=@>→\u2190-\u21ff\u2600-\u27bf\u{1f300}-\u{1faff}-]*|\s+)@?(?<handle>[a-z][a-z0-9._]{2,29}(?:#\d{3,5})?)(?![a-z0-9])/u;
/** Platforms reached through a phone number: "whatsapp +1 587…", "my signal number". */
const PHONE_PLATFORMS = new Set(['whatsapp', 'signal', 'telegram', 'wechat', 'kik']);
const NUMBER_AFTER = /^\s*(?:number|num|no\.?|#|:|is|->|→)?\s*(?:is|:)?\s*\+?\d/;
const DETAIL_AFTER = /^\s*(?:number|num|id|username|user ?name|handle|(?:is )?in (?:my )?(?:bio|profile))(?![a-z])/;
/** "카톡 아이디 mei_22" (KakaoTalk ID), in the decomposed Hangul the normaliser leaves. */
const KOREAN_ID_AFTER = new RegExp(`^\\s*${'아이디'.normalize('NFKD')}\\s*[:=]?\\s*@?[a-z][a-z0-9._#]{2,}`);
/** "i'm on threema, add me" */
const INVITE_AFTER = /^\s*[,.!]?\s*(?:add|hmu|find|follow) me(?![a-z])(?! (?:on )?here)/;
/** "i'll be on tinder after class, lucas_yt": a handle that looks like one, after a comma. */
const HANDLE_AFTER_COMMA = /^[^.!?,]{0,25},\s*@?[a-z][a-z0-9_]*[\d._#][a-z0-9._#]*(?![a-z0-9@])/;
/** "I can't use this app at work, viber?" */
const ELSEWHERE_QUESTION = /this app|on here|off here|than here/;
const LOOSE_AFTER =
  /^\s*(?:app|messenger|id|username|user ?name|handle|at all|or nah|or not|too|\?|[^a-z0-9]*$|,? ?(?:it'?s|its) (?:safer|better|more private|easier))/;
const ADDRESS_LIKE = /[\d._#]/;

const INVITE_WITHOUT_PLATFORM = new RegExp(
  [
    String.raw`(?:talk|chat|text|continue|move|take this|take it|keep talking)(?: this)?(?: conversation| convo| chat)? (?:somewhere else|elsewhere|off (?:this|the|of this) app|outside (?:of )?(?:this|the) app|on (?:another|a different|a better|a real) (?:app|platform))`,
    String.raw`(?:do you|do u|you|u) (?:have|use) (?:any )?(?:other|another) (?:app|apps|socials|social media)`,
    String.raw`(?:what are|whats|what'?s|drop|send me|give me) (?:your|ur) (?:socials|social media|@)`,
    String.raw`(?<![a-z])(?:my|our) socials?(?! media manager)`,
    String.raw`(?<![a-z])link in (?:my )?bio(?![a-z])`,
    String.raw`(?<![a-z])add me on(?! here| this| quad)`,
  ].join('|'),
);
/** OnlyFans as "OF" only where it cannot be the word "of". */
const ONLYFANS_SHORT =
  /(?:(?:find|add|follow|see|catch) me on|sub(?:scribe)? to my|check out my|on my|my) of(?=$|[\s,.!?;])(?! (?:the|a|my|your|course|them|us|all))/;
const PAYMENT_BEFORE = /(?:venmo|paypal|cash ?app|zelle|e-?transfer|interac)\W{0,3}(?:me\W{0,3})?$/;
/** Every platform link has a dotted domain ending like these. */
const LINK_GATE = /[a-z]\.(?:me|com|gg|am|dog)\b/;
const INVITE_GATE = /else|\bapps?\b|platform|social|@|\bbio\b|add me/;
const BARE_HANDLE = /(?<![a-z0-9._%+-])@(?<handle>[a-z][a-z0-9._]{2,29})(?![a-z0-9@])/g;
const HANDLE_HINT_BEFORE =
  /(?:add|follow|find|dm|hmu|msg|message|my|handle|user(?:name)?|me|it'?s|its|i'?m|im|at|here|back)\W{0,3}$/;
/** "my @ is omar63" */
const MY_AT = /(?:my|the|mine) @ ?(?:is|:|=|-) ?@?[a-z][a-z0-9._]{2,29}/;

type Mention = { name: string; standalone: boolean; loose: boolean; start: number; end: number };

function mentions(text: NormalisedText): Mention[] {
  return platformMentions(text).map(([platform, start, end]) => ({
    name: platform.name,
    standalone: 'standalone' in platform && platform.standalone,
    loose: 'loose' in platform && platform.loose,
    start,
    end,
  }));
}

function isInvitation(m: Mention, words: string, folded: string): boolean {
  if (m.standalone) return true;
  const before = words.slice(Math.max(0, m.start - 60), m.start);
  const after = words.slice(m.end, m.end + 40);
  if (m.loose) {
    if (INVITE_BEFORE.test(before) && LOOSE_AFTER.test(after)) return true;
    if (MY_BEFORE.test(before) && DETAIL_AFTER.test(after)) return true;
    const handle = HANDLE_AFTER.exec(folded.slice(m.end, m.end + 40));
    return handle !== null && ADDRESS_LIKE.test(handle.groups!.handle!) && !NOT_A_HANDLE.has(handle.groups!.handle!);
  }
  if (QUESTION_AFTER.test(after) && ELSEWHERE_QUESTION.test(words)) return true;
  if (HANDLE_AFTER_COMMA.test(after)) return true;
  if (INVITE_AFTER.test(after)) return true;
  if (KOREAN_ID_AFTER.test(after)) return true;
  if (INVITE_BEFORE.test(before) && !NEGATED_BEFORE.test(before)) return true;
  if (YOUR_BEFORE.test(before) && QUESTION_AFTER.test(after)) return true;
  if (VERB_PLATFORMS.has(m.name) && AS_VERB_AFTER.test(after) && !OH_BEFORE.test(before)) return true;
  if (INSTEAD_AROUND.before.test(before) && INSTEAD_AROUND.after.test(after)) return true;
  if (PHONE_PLATFORMS.has(m.name) && NUMBER_AFTER.test(after)) return true;
  if (MY_BEFORE.test(before) && DETAIL_AFTER.test(after)) return true;
  return handleFollows(folded.slice(m.end, m.end + 40), MY_BEFORE.test(before));
}

function handleFollows(after: string, possessive: boolean): boolean {
  const handle = HANDLE_AFTER.exec(after);
  if (!handle) return false;
  const { label, sep, handle: name } = handle.groups as { label?: string; sep: string; handle: string };
  if (NOT_A_HANDLE.has(name)) return false;
  if (sep.trim() !== '') return true;
  if ((possessive || label?.includes('mine')) && label !== undefined) return true;
  return ADDRESS_LIKE.test(name);
}

function bareHandle(folded: string): boolean {
  for (const m of matchesOf(BARE_HANDLE, folded)) {
    const name = m.groups!.handle!;
    const before = folded.slice(Math.max(0, m.index - 20), m.index);
    if (NOT_A_HANDLE.has(name) || PAYMENT_BEFORE.test(before)) continue;
    if (ADDRESS_LIKE.test(name) || HANDLE_HINT_BEFORE.test(before)) {
      return true;
    }
  }
  return false;
}

export const detectSocial: Detector = (text: NormalisedText): Detection[] => {
  const found: string[] = [];
  const { words, folded } = text;
  for (const m of mentions(text)) {
    if (isInvitation(m, words, folded)) found.push(`social_${m.name}`);
  }
  if (LINK_GATE.test(folded)) {
    for (const link of PLATFORM_LINKS) if (link.pattern.test(folded)) found.push(`social_${link.name}`);
  }
  if (folded.includes('@') && (bareHandle(folded) || MY_AT.test(folded))) found.push('social_handle');
  if ((words.includes('my of') || words.includes('on of')) && ONLYFANS_SHORT.test(words)) {
    found.push('social_onlyfans');
  }
  if (INVITE_GATE.test(words) && INVITE_WITHOUT_PLATFORM.test(words)) found.push('social_invite');
  return found.map((pattern) => ({ family: 'social_media', pattern }));
};
