import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import {
  COMMA_LABEL,
  HANDLE_BEFORE,
  INVITE_BEFORE,
  NEGATED_BEFORE,
  SITE_ASK_BEFORE,
  SITES,
  SPOKEN_MARK,
} from './social-before';
import {
  BETTER_AFTER,
  BETTER_THAN_HERE_AFTER,
  INSTEAD_AROUND,
  INSTEAD_QUESTION,
  LETS_BEFORE,
  MORE_THAN_HERE,
  PREFER,
  runsDownHere,
} from './social-comparisons';
import { pointsToAnAccount } from './social-pointers';
import { NOT_A_HANDLE, platformMentions } from './social-platforms';

/**
 * Whether the words around a platform's name make it an invitation to continue there
 * rather than talk about the app ("i spent 3 hours on tiktok"): an invitation before it
 * ("add me on", "what's your", "t'as", "加我"), a username after it ("ig: jess.xo",
 * "snap as bella_b", "我的微信是 tina_0808"), the platform opening a short ask ("fb? i'm sam
 * wright", "ig pls"), the same name as here ("i'm on hinge too, same name"), where to find it
 * ("snap in bio"), or a handle further on in the same sentence ("…, my id is hyejin_p").
 */

const YOUR_BEFORE = /(?<![a-z])(?:your|ur|yr) $/;
const MY_BEFORE = /(?<![a-z])my $/;
const OH_BEFORE = /(?<![a-z])(?:oh|aw|ah) $/;
const QUESTION_AFTER = /^\s*\?/;
const AS_VERB_AFTER = /^ me(?![a-z])/;
/** "카톡해요", "카톡 하자": KakaoTalk as a verb, in the decomposed Hangul the normaliser leaves. */
const KOREAN_VERB_AFTER = new RegExp(
  `^\\s*(?:${['해요', '하자', '할래', '해', '추가'].map((w) => w.normalize('NFKD')).join('|')})`,
);
const VERB_PLATFORMS = new Set([
  'snapchat',
  'kik',
  'whatsapp',
  'telegram',
  'instagram',
  'wechat',
  'signal',
  'skype',
  'facetime',
  'work_chat',
  'discord',
  'viber',
  'zalo',
  'kakaotalk',
]);
/** The label a username may carry: "id", "is", "mine", "是" (is), "là" (Vietnamese is)… */
const LABEL = String.raw`\s*(?:[?!.]\s*)?(?:id|uid|gt|name|username|user ?name|handle|acc|account|user|tag|mine|is|(?:minh |toi |em |anh )?la|[\u1100-\u11ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af]{1,6})(?![a-z])`;
/** A username after the platform: "snap: jess", "ig @jess", "wechat id is liwei_2001", "1g → jess", "skype live:cid.1a2b". */
const HANDLE_AFTER = new RegExp(
  String.raw`^(?<label>${LABEL})*(?<sep>\s*(?:[:=@>→➡\u2190-\u21ff\u2600-\u27bf\u{1f300}-\u{1faff}]|->|=>|\s-\s?)[\s:=@>→\u2190-\u21ff\u2600-\u27bf\u{1f300}-\u{1faff}-]*|\s+)@?(?:live:)?(?<handle>[a-z][a-z0-9._]{2,29}(?:#\d{3,5})?)(?![a-z0-9])`,
  'u',
);
/** "i'm on snap as bella_b" */
const AS_HANDLE_AFTER = /^\s+as\s+@?(?<handle>[a-z][a-z0-9._]{2,29})(?![a-z0-9])/;
/** A handle later in the same sentence: "kakao is easier for me, my id is hyejin_p", "…, it's sammm.o", "…, add lana.vx". */
const FAR_HANDLE_AFTER =
  /^[^.!\n]{0,60}?(?:(?<![a-z])(?:my|the) (?:id|username|user ?name|handle|tag|@|name)(?:'s| is|:|=| -)?|(?<![a-z])(?:it'?s|its|i'?m|im|add(?: me)?|find me|follow me)[,:]?)\s*@?(?<handle>[a-z][a-z0-9]*[._\d#][a-z0-9._#]*)(?![a-z0-9@])/;
/** "my tiktok and insta are both @kimchifries" */
const AT_HANDLE_AFTER = /^[^.!?\n]{0,40}?(?<![a-z0-9])@(?<handle>[a-z][a-z0-9._]{2,29})(?![a-z0-9@])/;
/** Platforms with numeric ids: "qq 123456789", "genshin uid 612345789", "wechat号 20011234". */
const ID_PLATFORMS = new Set(['qq', 'gaming', 'wechat', 'kakaotalk', 'line', 'viber', 'zalo', 'discord', 'botim']);
/** "threema: 7kxw2pqa": Threema ids are eight letters and digits, the first may be a digit. */
const THREEMA_ID_AFTER = /^\s*(?:id\s*)?(?:is\s*|[:=]\s*)?(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{8}(?![a-z0-9])/;
const ID_NUMBER_AFTER = /^\s*(?:(?:uid|id|number|no\.?|#|号|號|code)\s*)?(?:is\s*|[:=]\s*)?#?\d[\d -]{4,}\d/;
/** An id label and an id with a digit, for the names that are also words: "session id 05a1b2c3d4". */
const LOOSE_ID_AFTER =
  /^\s*(?:(?:id|uid)\s*(?:is\s*|[:=]\s*)?(?=[a-z]*\d)[a-z0-9]{6,}|[:=]\s*(?=[a-z]*\d)[a-z0-9]{10,})(?![a-z0-9])/;
/** "a session", "a line", "an element": the everyday word. */
const ARTICLE_BEFORE = /(?<![a-z])(?:a|an) $/;
/** "same handle on ig", "same name on hinge" */
const SAME_NAME_BEFORE =
  /(?<![a-z])(?:same (?:user ?name|user|name|@|handle)(?: as here)?|(?:user ?name|name|@|handle)(?: here)?(?: is|'s) (?:the )?same),? (?:on|for|over on|in) $/;
/** "add me → raj_x8 (zalo)", "priya_khan (steam)": a username with the platform in brackets. */
const BRACKETED = {
  before: /(?<![a-z0-9])@?[a-z][a-z0-9]*[._\d][a-z0-9._]* ?\($|\((?:that'?s|thats|it'?s|its) my $/,
  after: /^\s*(?:app)?\s*\)/,
};
/** "i'm on sc most nights, patelliam", "i use tele app for everything, amirasmith5": a name closing the message. */
const NAME_AT_END = {
  before: /(?<![a-z])(?:(?:i'?m|im|i am|i'?ll be) (?:also |still |mostly )?on|i use|i'?m always on) $/,
  after:
    /^[^.!?,]{0,30},\s*@?(?<handle>[a-z][a-z0-9._]{3,29})(?<!ly)(?:\s*(?:lol|haha|jaja|hhhh|ok|pls|plz|thx|merci|gracias|danke|yaar|btw|[!?]+|[\u0080-\uffff]+))*\s*$/,
};
/** "do you reddit?" */
const DO_YOU_BEFORE = /(?<![a-z])(?:do|d) (?:you|u) $/;
/** "hinge → nguyenliam": an arrow leaves no doubt even for a name that is also a word. */
const ARROW_HANDLE_AFTER = /^\s*(?:→|->|=>|👉|➡️?)\s*@?(?<handle>[a-z][a-z0-9._]{2,29})(?![a-z0-9])/u;
/** Platforms reached through a phone number: "whatsapp +1 587…", "my signal number". */
const PHONE_PLATFORMS = new Set([
  'whatsapp',
  'signal',
  'telegram',
  'wechat',
  'kik',
  'viber',
  'zalo',
  'imessage',
  'line',
]);
const NUMBER_AFTER = /^\s*(?:number|num|no\.?|#|:|is|->|→)?\s*(?:is|:)?\s*\+?\d/;
/** "my discord username from grade 8 was…": a past or changed name is talked about, not given. */
const DETAIL_AFTER =
  /^\s*(?:number|num|id|username|user ?name|handle|@|tag)(?![a-z])(?! (?:from|back|in (?:grade|high|middle|elementary)|was|used to|got|history|change|changed)(?![a-z]))/;
/** Where the username is: "snap in bio", "my ig's linked in my profile", "my snapcode is in my pics". */
const IN_PROFILE_AFTER =
  /^\s*(?:'s |is |are |code is |handle is |(?:user ?)?name is )?(?:linked |listed |up |also )?(?:in|on) (?:my )?(?:bio|profile|pics?|photos?|pictures?|prompts?|(?:first|second|third|fourth|fifth|sixth|last|\d(?:st|nd|rd|th)) (?:pic|photo|picture|prompt))(?![a-z])(?! (?:class|lab|course|midterm|exam|major|notes|homework|final|prof))/;
/** The same name as here: "i'm on hinge too, same name", "my 👻 is the same as my name here", "my snap is my name no spaces". */
const SAME_NAME_AFTER =
  /^(?:\s*\?+)?[^.!?]{0,25}?(?<![a-z])(?:(?:the )?same (?:user ?name|name|@|handle|pics|photos|as here|as on here|as my (?:user ?)?name)|(?:is|'s) (?:(?:just|literally|basically|simply|only) ){0,2}my (?:full |real |first |last )?name(?! is)(?:[^a-z]*$|,? (?:here|on here|no spaces|with no spaces|without (?:the )?spaces|all lowercase|lowercase|with|and)(?![a-z])))/;
/** "i'm on threema, add me", "my ig is private, request me" */
const INVITE_AFTER =
  /^(?:[^.!?]{0,30}?(?:,|(?<![a-z])(?:and|so|just|lol|haha|lmao)))?\s*[,.!]?\s*(?:just |pls |please |u can |you can )?(?:hmu|(?:add|find|follow|request) me|want my (?:id|username|handle|@))(?![a-z])(?! (?:on |in )?(?:here|this app|quad))(?! to )/;
/** "i'm also on hinge, we could talk there", "send me a like there" */
const THERE_AFTER =
  /^[^.!?]{0,30}?(?<![a-z])(?:(?:talk|chat|text|message|msg|find|add|hmu|dm|reach|catch) (?:me |you |u |each other )?|(?:send|give) me a like |swipe (?:right )?on me )(?:there|on there|over there)(?![a-z])/;
/** INVITE_AFTER and THERE_AFTER, only where their words are: most mentions have none after them. */
const invitesAfter = (after: string) =>
  (after.includes(' me') || after.includes('hmu') || after.includes('want my')) && INVITE_AFTER.test(after);
const thereAfter = (after: string) => after.includes('there') && THERE_AFTER.test(after);
/** A username before needs a digit, dot or underscore: without one, no need to look for it. */
const ADDRESS_MARK = /[\d._]/;
const handleBefore = (before: string) =>
  (ADDRESS_MARK.test(before) || SPOKEN_MARK.test(before)) && HANDLE_BEFORE.test(before);
const ON_IT_BEFORE = /(?<![a-z])(?:i'?m|im|i am|are you|r u) (?:also |too |still |mostly )?on $/;
/** "I can't use this app at work, viber?" */
const ELSEWHERE_QUESTION = /this app|on here|off here|than here/;
/** "briar id: silvadaniel": a username label and a separator. */
const LOOSE_LABELLED_AFTER = /^\s*(?:id|username|user ?name|handle)\s*[:=]\s*@?(?<handle>[a-z][a-z0-9._]{2,29})/;
/** "LINE交換しよう" (let's swap LINE), "line id 教えて" (tell me your LINE id): an exchange asked in Japanese or Chinese. */
const EXCHANGE_AFTER = /^\s*(?:id\s*)?(?:交換|交换|追加|加一下|教えて)/;
/** "hinge name is just Ali, 22", "tinder: Dana 22": a dating profile given by its name and age. */
const DATING_PROFILE_AFTER =
  /^\s*(?:(?:name|profile)(?:'s| is|:)\s*(?:just )?[a-z]+,? |[,:]\s*[a-z]+,? )(?:1[89]|2\d|3\d)(?![0-9a-z/])/;
/** "session app", "threads app": the name said to be an app. */
const LOOSE_APP_AFTER = /^ app(?![a-z])/;
/** "bumble me, amira.1160": a dot or underscore, since "session, room204" is a room. */
const LOOSE_HANDLE_AFTER_COMMA = new RegExp(
  String.raw`^[^.!?,]{0,25},\s*${COMMA_LABEL}@?[a-z][a-z0-9]*[._][a-z0-9._]*(?![a-z0-9@])`,
);
const LOOSE_AFTER =
  /^\s*(?:app|messenger|id|username|user ?name|handle|at all|or nah|or not|too|\?|[^a-z0-9]*$|[吧吗嗎呢]|,? ?(?:it'?s|its) (?:safer|better|more private|easier)|,? ?my name(?:'s| is) [a-z]|by any chance|pls|plz|please|,? ?what'?s (?:your|ur) (?:name|@|handle|username)|,? ?i'?m (?:more |way more |mostly )?(?:active|on) there|,? ?(?:and |so )?i'?ll (?:add|follow) (?:you|u)|,? ?i'?ll [^.!?]{0,20} there)/;
/** "i'll be on tinder after class, lucas_yt": a handle that looks like one, after a comma. */
const HANDLE_AFTER_COMMA = new RegExp(
  String.raw`^[^.!?,]{0,25},\s*${COMMA_LABEL}@?[a-z][a-z0-9_]*[\d._#][a-z0-9._#]*(?![a-z0-9@])`,
);
/** "카톡 아이디 mei_22" (KakaoTalk ID), in the decomposed Hangul the normaliser leaves. */
const KOREAN_ID_AFTER = new RegExp(`^\\s*${'아이디'.normalize('NFKD')}\\s*[:=]?\\s*@?[a-z][a-z0-9._#]{2,}`);
/** "有微信吗" (do you have WeChat?) */
const CHINESE_HAVE = { before: /有 ?$/, after: /^\s*[吗嗎么麼没沒?？]/ };
const ADDRESS_LIKE = /[\d._#]/;
const TWO_LETTERS = /[a-z][^a-z]*[a-z]/;

/**
 * The platform opens a short ask: "insta?", "ig pls", "snap id bhejo", "fb? i'm sam wright
 * from halifax", "discord? i'm lunarfox", "wa? +44…", "snap is easier for me".
 */
const OPENER_BEFORE = /^[^a-z0-9]*(?:[a-z]+\W+|[a-z]+ or )?$/;
const NOT_A_NAME = String.raw`(?:not|never|no|so|too|really|just|kinda|pretty|very|tired|busy|good|fine|ok|okay|done|confused|lost|sorry|sure|in|out|down|up|off|on it|a|an|the|going|gonna|trying|literally|actually|obsessed|addicted|over|banned|blocked|bored|scared|new|old|always|still|also|bad|hooked|glad|happy|sad|dead|dying|deleting|quitting|taking|leaving|only|more|all|shocked|surprised|crying|screaming|weak|jealous|curious|interested|offended|embarrassed|impressed|late|kidding|joking|serious|sold|convinced|here|there)(?![a-z])`;
const OPENER_AFTER = new RegExp(
  String.raw`^\s*(?:id|handle|username|user ?name|@)?\s*(?:\?+|pls|plz|please|bhejo|bhej do|de do|dedo|do na)(?:\s*(?:pls|plz|please|\?))*\s*(?:[^a-z0-9\s]*$|(?:i'?m|im|i am) (?:on there|(?!${NOT_A_NAME})[a-z][a-z0-9._]*(?: [a-z]+)?(?:[^a-z]*$| from | on | btw))|(?:it'?s|its) (?:easier|better)|\+?\d|add me|@[a-z]|my (?:name|username|user name|handle|id)(?: on (?:it|there))? (?:is|'s) (?!${NOT_A_NAME}|weird|wrong|spelled|misspelled|different)[a-z]|i'?ll (?:send|text|add|dm|message|msg|give) (?:you |u )?(?:my|you|u|there))`,
);
const EASIER_AFTER =
  /^\s*(?:is|'s) (?:way |much |so much |just |a lot )?(?:easier|better|quicker|faster)(?: for (?:me|us))?\s*(?:[^a-z\s]*$|[,!]|tbh|lol|honestly|to (?:talk|chat|reach me|text|find me|send (?:pics|photos|stuff)))/;

/** "hinge is my main app, add me there": an ask after a dating app that is also a word. */
const DATING_ASK_GATE = /there|hmu| me|want my/;

type Mention = { name: string; standalone: boolean; loose: boolean; start: number; end: number };

export function mentions(text: NormalisedText): Mention[] {
  return platformMentions(text).map(([platform, start, end]) => ({
    name: platform.name,
    standalone: 'standalone' in platform && platform.standalone,
    loose: 'loose' in platform && platform.loose,
    start,
    end,
  }));
}

/** Whether the pattern finds a username (one with a digit, dot or underscore when asked). */
function handleIn(pattern: RegExp, after: string, addressLike = false): boolean {
  const m = pattern.exec(after);
  if (m === null) return false;
  // "the steam sale. anyone?": a full stop closing a word does not make it a username.
  const name = m.groups!.handle!.replace(/\.+$/, '');
  return !NOT_A_HANDLE.has(name) && (!addressLike || ADDRESS_LIKE.test(name));
}

export function isInvitation(m: Mention, words: string, folded: string): boolean {
  if (m.standalone) return true;
  const before = words.slice(Math.max(0, m.start - 60), m.start);
  const after = words.slice(m.end, m.end + 40);
  const foldedAfter = folded.slice(m.end, m.end + 70);
  if ((after.includes('name') || after.includes('same')) && SAME_NAME_AFTER.test(after)) return true;
  if (SAME_NAME_BEFORE.test(before) || BETTER_THAN_HERE_AFTER.test(after)) return true;
  // The bracket after first: anchored, it fails at once; the one before is looked for everywhere.
  if (BRACKETED.after.test(after) && BRACKETED.before.test(folded.slice(Math.max(0, m.start - 32), m.start)))
    return true;
  if (PREFER.before.test(before) && PREFER.after.test(after)) return true;
  if (handleIn(ARROW_HANDLE_AFTER, foldedAfter)) return true;
  if ((BETTER_AFTER.test(after) || LETS_BEFORE.test(before)) && runsDownHere(words)) return true;
  if (MORE_THAN_HERE.before.test(before) && MORE_THAN_HERE.after.test(after)) return true;
  if (INSTEAD_QUESTION.after.test(after) && INSTEAD_QUESTION.before.test(before)) return true;
  if (handleBefore(folded.slice(Math.max(0, m.start - 40), m.start))) return true;
  if (pointsToAnAccount(m, before, after, foldedAfter, m.start <= 4 ? words.slice(0, m.start) : undefined)) return true;
  if (m.loose && m.name === 'dating' && DATING_ASK_GATE.test(after) && (invitesAfter(after) || thereAfter(after)))
    return true;
  if (m.name === 'dating' && DATING_PROFILE_AFTER.test(after)) return true;
  if (m.loose) return isLooseInvitation(before, after, foldedAfter, words, SITES.has(m.name));
  if (NAME_AT_END.before.test(before) && handleIn(NAME_AT_END.after, foldedAfter)) return true;
  if (m.start <= 12 && OPENER_BEFORE.test(words.slice(0, m.start))) {
    if (OPENER_AFTER.test(after) || EASIER_AFTER.test(after)) return true;
  }
  if (QUESTION_AFTER.test(after) && ELSEWHERE_QUESTION.test(words)) return true;
  if (HANDLE_AFTER_COMMA.test(after)) return true;
  if (invitesAfter(after) || thereAfter(after) || IN_PROFILE_AFTER.test(after)) return true;
  if (KOREAN_ID_AFTER.test(after)) return true;
  if (m.name === 'kakaotalk' && KOREAN_VERB_AFTER.test(after)) return true;
  if (CHINESE_HAVE.before.test(before) && CHINESE_HAVE.after.test(after)) return true;
  if (INVITE_BEFORE.test(before) && !NEGATED_BEFORE.test(before)) return true;
  if (DO_YOU_BEFORE.test(before) && QUESTION_AFTER.test(after)) return true;
  if (YOUR_BEFORE.test(before) && (QUESTION_AFTER.test(after) || DETAIL_AFTER.test(after))) return true;
  if (VERB_PLATFORMS.has(m.name) && AS_VERB_AFTER.test(after) && !OH_BEFORE.test(before)) return true;
  if (INSTEAD_AROUND.before.test(before) && INSTEAD_AROUND.after.test(after)) return true;
  if (PHONE_PLATFORMS.has(m.name) && NUMBER_AFTER.test(after)) return true;
  if (ID_PLATFORMS.has(m.name) && ID_NUMBER_AFTER.test(foldedAfter)) return true;
  if (m.name === 'threema' && THREEMA_ID_AFTER.test(foldedAfter)) return true;
  if (MY_BEFORE.test(before) && DETAIL_AFTER.test(after)) return true;
  if (handleIn(AS_HANDLE_AFTER, foldedAfter, true) || handleIn(AT_HANDLE_AFTER, foldedAfter)) return true;
  if (farHandle(foldedAfter)) return true;
  return handleFollows(foldedAfter, MY_BEFORE.test(before));
}

/**
 * Names that are also everyday words ("session", "steam", "imo"): a clear move, an id or a handle
 * that looks like one. `site`: a video or music site, asked about in ordinary talk ("do you use
 * spotify?", "search it on youtube"), so only an ask to the writer ("follow me on") will do.
 */
function isLooseInvitation(before: string, after: string, foldedAfter: string, words: string, site: boolean): boolean {
  if (INVITE_BEFORE.test(before) && !ARTICLE_BEFORE.test(before)) {
    if (site ? SITE_ASK_BEFORE.test(before) && LOOSE_AFTER.test(after) : LOOSE_AFTER.test(after) || runsDownHere(words))
      return true;
    // "follow my soundcloud, i'm djkoda, message me there"
    if (thereAfter(after) || invitesAfter(after)) return true;
  }
  if (MY_BEFORE.test(before) && (DETAIL_AFTER.test(after) || IN_PROFILE_AFTER.test(after))) return true;
  if (EXCHANGE_AFTER.test(after)) return true;
  if (handleIn(LOOSE_LABELLED_AFTER, foldedAfter)) return true;
  if (ON_IT_BEFORE.test(before) || LOOSE_APP_AFTER.test(after) || runsDownHere(words)) {
    if (thereAfter(after) || invitesAfter(after) || HANDLE_AFTER_COMMA.test(foldedAfter)) return true;
  }
  if (LOOSE_HANDLE_AFTER_COMMA.test(foldedAfter)) return true;
  if (handleIn(AS_HANDLE_AFTER, foldedAfter, true) || handleIn(AT_HANDLE_AFTER, foldedAfter)) return true;
  return LOOSE_ID_AFTER.test(foldedAfter) || handleIn(HANDLE_AFTER, foldedAfter, true);
}

function farHandle(after: string): boolean {
  const m = FAR_HANDLE_AFTER.exec(after);
  if (m === null) return false;
  const name = m.groups!.handle!;
  return TWO_LETTERS.test(name) && !NOT_A_HANDLE.has(name);
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
