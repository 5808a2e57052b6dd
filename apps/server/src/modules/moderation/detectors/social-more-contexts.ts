import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { NOT_A_HANDLE } from './social-platforms';

/**
 * Round six's words around a platform's name that make it a move, judged where the rules of
 * social-context.ts found none: a username closing a short message that opens with the app
 * ("sc; tyler_b0", "ig.. luca.romano_"), one account the same as another ("my steam is the
 * same as my discord"), "snap at orla_moon", "mine's oatmilk_enjoyer", "…? add me first",
 * the app as a verb ("fb me: Carla", "gmeet me tomorrow"), calls ("facetime later?", "let's
 * do a discord call"), more ways of asking ("send me a msg on", "connect on", "inbox me on",
 * "type ur ig here"), handles spelled out ("kira underscore lee"), "the name i have here",
 * and asks in Hindi, Turkish, Korean, Vietnamese, Tagalog and Chinese.
 */

export interface Named {
  name: string;
  loose: boolean;
  start: number;
  end: number;
}

/** A username that looks like one: a dot, underscore or digit, not a course code, file, site or time. */
const HANDLE_LIKE = String.raw`@?[a-z][a-z0-9]*(?:[._][a-z0-9]+)*(?:[._\d][a-z0-9]*)_*`;
const NOT_HANDLE_LIKE =
  /^@?(?:[a-z]{2,5}\d{2,4}[a-z]?|.*\.(?:com|ca|org|net|io|pdf|docx?|pptx?|jpe?g|png|edu)|[ap]\.m|e\.g|i\.e|etc)$/;
/** The message opens with the app ("sc; tyler_b0", "here's my snap, don't be weird: c.hale") and ends with a username. */
const OPENING = /^[^a-z0-9]*(?:(?:on|my|here'?s my|heres my|this is my|that'?s my|ok|okay|so|and|also|oh|ya|yeah) )?$/;
const CLOSING_HANDLE = new RegExp(
  String.raw`^[^\n]{0,35}?(?<!(?:^|\s)(?:the|a|an|my|our))[\s:;,=)>~|→➡👉-](?<handle>${HANDLE_LIKE})[^a-z0-9]*$`,
  'u',
);

/** "my steam is the same as my discord": the next name must start where this match ends. */
const SAME_AS_NEXT = /^(?:'s| is| are) (?:just |literally |also )?(?:the )?same (?:as|as on) (?:my )?/;
/** Only where the other app closes the message: "…, all cats" talks about what is posted. */
const MESSAGE_END = /^(?:\s*(?:lol|lmao|haha|tbh|btw|too|[^a-z0-9\s]+))*\s*$/;
/** "shoot me a snap at orla_moon" */
const AT_HANDLE = new RegExp(String.raw`^\s+(?:at|@)\s*(?<handle>${HANDLE_LIKE})(?![a-z0-9])`);
/** "discord tag? mine's oatmilk_enjoyer", "letterboxd? mine's cinema_sam" */
const MINE_IS =
  /^[^.!\n]{0,25}?(?<![a-z])mine(?:'s| is|:| =)\s*@?(?<handle>[a-z][a-z0-9._#]{2,29})(?<rest>[^a-z0-9]*$)?/;
/** "close friends on insta? add me first" */
const QUESTION_THEN_ASK =
  /^\s*\?+\s*(?:just |then |pls |so )?(?:add|follow|request|dm|hmu|text|message) me(?![a-z])(?! (?:to|in|at|on here)(?![a-z]))/;

/** The app as a verb at the start of a clause: "fb me: Carla", "line me, id…", "duo me", "imo me when you land". */
const VERB_ME_PLATFORMS = new Set(['facebook', 'line', 'imo', 'tiktok', 'video_call', 'facetime', 'twitter', 'botim']);
const CLAUSE_START =
  /(?:^|[,.!?;:]\s*|(?<![a-z])(?:pls|please|just|can (?:you|u)|could (?:you|u)|u can|you can|then|and|so|or) )$/;
const VERB_ME_AFTER =
  /^ me(?:\s*(?:[:,!.?]|$)|\s+(?:when|later|tonight|tmrw|tomorrow|after|pls|plz|please|rn|now|sometime|back|whenever|asap|if)(?![a-z]))/;

/** Apps members call each other on. */
const CALL_APPS = new Set([
  'facetime',
  'skype',
  'video_call',
  'whatsapp',
  'discord',
  'signal',
  'telegram',
  'facebook',
  'work_chat',
  'imo',
  'botim',
  'viber',
  'line',
]);
/** "facetime later?", "signal call?", "duo call later? …": the app opening a question about a call. */
const CALL_QUESTION_AFTER =
  /^\s*(?:(?:video |voice )?(?:call|vc|chat|date)\s*(?:later|tonight|tmrw|tomorrow|rn|now|sometime)?|(?:later|tonight|tmrw|tomorrow|rn|now|sometime|at \d[\d:]*\s*(?:am|pm)?|in \d+))\s*\?/;
/** "let's do a discord call tonight", "i'll make a google meet", "can we hop on zoom". */
const CALL_SETUP_BEFORE =
  /(?<![a-z])(?:let'?s|lets|can we|could we|wanna|want to|should we|we can|we could|i'?ll|ill|lemme|let me) (?:just )?(?:do|have|hop on|get on|jump on|make|set up|start|send (?:you |u )?)(?: a| an)? $/;
const CALL_SETUP_AFTER = /^\s*(?:call|vc|video call|link|room|meeting|chat)?(?:[^a-z]|$)/;
/** "let's zoom, i'll send a link", "let's use facetime". */
const LETS_BEFORE = /(?<![a-z])(?:let'?s|lets|can we|could we|wanna|should we|we can|we could)(?: just)?(?: use)? $/;
const LETS_AFTER = /^(?:\s*[,.!?]|\s*$|\s+(?:later|tonight|instead|rn|now|tmrw|tomorrow|call|me|at \d|then)(?![a-z]))/;
/** "wanna video call? whatsapp or facetime whatever" */
const CALL_ASK =
  /(?:wanna|want to|can we|should we|let'?s|down to|u up for|you up for) (?:video ?call|vc|voice ?call)(?:\s*[?!,.]|\s*$| (?:later|tonight|on|over|via)(?![a-z]))/;

/** More words before the app that ask to move there. */
const ASK_BEFORE = new RegExp(
  [
    String.raw`(?:send|shoot|drop|leave) (?:me|us) (?:a |an )?(?:msg|message|text|dm|line|note|voice ?note|voice ?message|pm) (?:on|over on|via|in|thru|through) (?:my |the )?$`,
    String.raw`(?:connect|link up)(?: with me| w me| w\/ me)? (?:on|over on|via) $|inbox (?:me|us) (?:on|in|via) $|meet (?:me|us) (?:on|in|via) $`,
    String.raw`(?:in|to|into) (?:my|ur|your) (?:dms?|inbox|messages|pms?) (?:on|in|over on) $`,
    String.raw`(?:message|msg|dm|inbox|visit) my (?:business |fan |art |shop )?(?:page|account|acc|profile|channel) (?:on|in) $`,
    String.raw`(?:type|put|write|leave) (?:your|ur|yr) $|add (?:you|u) to (?:the|my|our) (?:group ?chat|gc|group|server|channel|chat) (?:on|in) $`,
    String.raw`what (?:name|user ?name|handle|@) (?:are|r) (?:you|u) (?:under|as|using|on) (?:on|in)? ?$`,
    String.raw`(?:search|look) (?:me|my name) up (?:on|in) $|search (?:for )?["'“]@?[a-z][a-z0-9._]{2,29}["'”] (?:on|in) $|(?:type|put|search) my (?:full |first |real )?name (?:into|in|on) $`,
    String.raw`join (?:my|our) $|(?:chat|usap|text|call) (?:tayo|mo ako|kita) sa $|(?:nhan tin|goi|lien lac|inbox) (?:cho (?:minh|em|anh|toi) )?(?:qua|tren|bang) $`,
  ].join('|'),
);
/** "drop the 👻", "send the ig pls": the whole ask. */
const GIVE_THE = {
  before: /^\W*(?:drop|send|gimme|give me|share) the $/,
  after: /^\s*(?:pls|plz|please|then|already|rn|now)?[^a-z0-9]*$/,
};
/** "shoot me a snap" */
const SNAP_NOUN_BEFORE = /(?:send|shoot) (?:me|us) (?:a |an )?$/;

/** More words after the app that ask to move there or give the name. */
const ASK_AFTER = new RegExp(
  [
    // Hindi: "insta id de na", "whatsapp pe baat karte hain".
    String.raw`^\s*(?:id|handle|username)?\s*(?:de na|de do|dedo|bhej(?:o| do| na)?|send kar|share kar|dena|do na)(?![a-z])`,
    String.raw`^\s*(?:pe|par|pr) (?:baat|msg|message|text|chat|call|add|milte|aa ?ja)(?![a-z])`,
    // Turkish: "insta'dan yaz bana"; Vietnamese: "zalo mình nè".
    String.raw`^'?(?:dan|den|tan|ten) (?:yaz|ekle|mesaj|ulas)|^\s*(?:cua )?(?:minh|em|anh|toi|tui) (?:ne|day|la)(?![a-z])`,
    // "my snap is my first name plus my birth year", "ig is kira underscore lee".
    String.raw`^(?:'s| is) (?:just |literally )?(?:(?:the )?same as )?my (?:first |last |full |real )?name (?:plus|\+|with|and then|followed by|minus|dot|underscore|period)(?![a-z])`,
    String.raw`^(?:'s| is|:|=| -)?\s*@?[a-z][a-z0-9]* (?:underscore|dot|period|\(dot\)|\[dot\]) [a-z0-9]`,
  ].join('|'),
);
/** "join our discord server, invite is in my bio" */
const IN_PROFILE =
  /(?<![a-z])(?:invite|link|links|code|server)(?: is| are|'s)? (?:in|on) my (?:bio|profile)(?![a-z])(?! (?:class|lab))/;
/** "join the WA group for the pickup, ask me for the invite" */
const GROUP_INVITE_AFTER =
  /^\s*(?:group ?chat|gc|group|server|channel)(?![a-z])[^.!?]{0,40}?(?:ask me for|i'?ll send(?: you| u)?|dm me for|text me for) (?:the |an? )?(?:invite|link)/;
/**
 * "i made a whatsapp group for us, join with this link", "i started a discord server, want me to
 * add you?": a group of one's own, and the member asked in.
 */
const GROUP_MADE = {
  // "we made a discord server for the project" is a shared group, not one the member is asked into.
  before: /(?<![a-z])i (?:just )?(?:made|created|started|set up|opened) (?:a |an |us a |a new |a little )?$/,
  after:
    /^\s*(?:group ?chat|gc|group|server|channel|community)(?![a-z])[^.!?]{0,40}?(?:(?<![a-z])join(?![a-z])|(?:this|the|my|an?) (?:invite |join )?link|(?:add|invite) (?:you|u)(?![a-z])|for (?:us|you and me|the two of us)(?![a-z]))/,
};
/** "i'm on imo, search my name" */
const SEARCH_AFTER = /^[^.!?]{0,25}?(?:search|look up|look for) (?:for )?(?:my name|me)(?![a-z])/;
const ON_IT_BEFORE = /(?<![a-z])(?:i'?m|im|i am) (?:also |too |still )?on $/;
/** "아이디 뭐야?", "아이디 알려줘": the id asked for, in the decomposed Hangul the normaliser leaves. */
const KOREAN_ID_ASK = new RegExp(
  `^\\s*${'아이디'.normalize('NFKD')}\\s*(?:${['뭐', '알려', '줘', '좀'].map((w) => w.normalize('NFKD')).join('|')})`,
);
/** "加我" (add me), "看我" (look at my) after the app, in the same sentence. */
const CHINESE_ASK = /^[^.!?\n]{0,30}?(?:加我|看我|找我)/;
/** "the handle i have here", "my username here minus the numbers": the same name as on Quad. */
const NAME_HERE =
  /(?:add|search|find|use|type|it'?s|is|=|:)\s*(?:just )?(?:the|my) (?:user ?name|handle|name|@)(?: i (?:have|use|go by))? (?:here|on here|on quad|on this app)(?![a-z])/;

const sliceAfter = (s: string, m: Named, length: number) => s.slice(m.end, m.end + length);

function looksLikeHandle(handle: string): boolean {
  return !NOT_A_HANDLE.has(handle.replace(/^@/, '')) && !NOT_HANDLE_LIKE.test(handle);
}

/** Whether the words around this name make it a move; `named` are all the names in the text. */
export function pointsElsewhere(m: Named, text: NormalisedText, named: readonly Named[]): boolean {
  const { words, folded } = text;
  const before = words.slice(Math.max(0, m.start - 60), m.start);
  const after = sliceAfter(words, m, 50);
  if (OPENING.test(before) && m.start <= 16) {
    const closing = CLOSING_HANDLE.exec(folded.slice(m.end));
    if (closing !== null && looksLikeHandle(closing.groups!.handle!)) return true;
  }
  const same = SAME_AS_NEXT.exec(after);
  if (same !== null) {
    const next = named.find((n) => n.start === m.end + same[0].length);
    if (next !== undefined && MESSAGE_END.test(words.slice(next.end))) return true;
  }
  const at = AT_HANDLE.exec(sliceAfter(folded, m, 40));
  if (at !== null && looksLikeHandle(at.groups!.handle!)) return true;
  if (after.includes('mine') && mineIs(sliceAfter(folded, m, 60))) return true;
  if (!m.loose && QUESTION_THEN_ASK.test(after)) return true;
  if (VERB_ME_PLATFORMS.has(m.name) && asVerb(m, words)) return true;
  if (CALL_APPS.has(m.name) && isCallInvitation(m, before, after, words)) return true;
  if (ASK_BEFORE.test(before) || ASK_AFTER.test(after)) return true;
  if (GIVE_THE.before.test(before) && GIVE_THE.after.test(after) && !m.loose) return true;
  if (m.name === 'snapchat' && SNAP_NOUN_BEFORE.test(before)) return true;
  if (ON_IT_BEFORE.test(before) && SEARCH_AFTER.test(after)) return true;
  if (KOREAN_ID_ASK.test(after) || CHINESE_ASK.test(after)) return true;
  if (words.includes(' my ') && IN_PROFILE.test(words)) return true;
  if (GROUP_INVITE_AFTER.test(sliceAfter(words, m, 80))) return true;
  if (GROUP_MADE.before.test(before) && GROUP_MADE.after.test(sliceAfter(words, m, 80))) return true;
  return words.includes('here') && NAME_HERE.test(words);
}

/** "fb me: Carla", "gmeet me tomorrow": the app as a verb opening a clause. */
function asVerb(m: Named, words: string): boolean {
  return (
    CLAUSE_START.test(words.slice(Math.max(0, m.start - 20), m.start)) && VERB_ME_AFTER.test(sliceAfter(words, m, 30))
  );
}

function mineIs(after: string): boolean {
  const mine = MINE_IS.exec(after);
  if (mine === null) return false;
  const handle = mine.groups!.handle!;
  return !NOT_A_HANDLE.has(handle) && (/[._\d#]/.test(handle) || mine.groups!.rest !== undefined);
}

function isCallInvitation(m: Named, before: string, after: string, words: string): boolean {
  if (m.start <= 4 && /^[^a-z0-9]*$/.test(before) && CALL_QUESTION_AFTER.test(after)) return true;
  if (CALL_SETUP_BEFORE.test(before) && CALL_SETUP_AFTER.test(after)) return true;
  if (LETS_BEFORE.test(before) && LETS_AFTER.test(after)) return true;
  return CALL_ASK.test(words);
}
