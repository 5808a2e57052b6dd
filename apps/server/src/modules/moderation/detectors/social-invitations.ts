import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { matchesOf } from './keyword-pattern';
import { NOT_A_HANDLE } from './social-platforms';
import { GatedAlternatives } from './gated-alternatives';
import { gated } from './literal-gate';

/**
 * Invitations that name no platform: "let's talk off this app", "link in bio", "same @ as
 * here", "where else can i find you", "username in my bio", "lemme get ur @", "add me pls";
 * a bare @handle offered ("follow @jess.xo22", "u can find me @ lucas__r"); OnlyFans as
 * "OF"; WhatsApp by its Spanish and Portuguese nicknames ("hablamos por whats?").
 */

/**
 * Thirty-one alternatives: more than one gated pattern runs one by one, so they are split
 * (gated-alternatives.ts) and a text with "on " or "?" no longer runs all of them.
 */
const INVITE_WITHOUT_PLATFORM = new GatedAlternatives([
  String.raw`(?:talk|chat|text|continue|move|take this|take it|keep talking)(?: this)?(?: conversation| convo| chat| to (?:the |my )?dms?)? (?:somewhere else|elsewhere|off (?:this|the|of this) app|off here|outside (?:of )?(?:here|this app|the app)|on (?:another|a different|a better|a real) (?:app|platform))`,
  String.raw`(?:do you|do u|you|u) (?:have|use) (?:any )?(?:other|another) (?:app|apps|socials|social media)`,
  String.raw`(?:what are|whats|what'?s|drop|send me|give me) (?:your|ur) (?:socials|social media|@)`,
  String.raw`(?<![a-z])(?:my|our) socials?(?! media manager)`,
  String.raw`(?<![a-z])(?:you|u) (?:have|got|use|on) (?:any )?socials(?: media)?\s*(?:\?|$)`,
  // Which other apps: "what app do u use most", "what else are you on", "trade socials?", "follow for follow".
  String.raw`(?:what|which) (?:other )?apps? (?:do|are|r) (?:you|u) (?:use|on)(?: (?:the )?most| besides this| other than this)?\s*(?:\?|$)|what else (?:are|r) (?:you|u) on\s*(?:\?|$)`,
  String.raw`(?:swap|exchange|trade) (?:our |your |ur )?(?:socials|handles|@s|usernames)|(?<![a-z])(?:follow (?:for|4) follow|f4f)(?![a-z])`,
  String.raw`(?<![a-z])link in (?:my )?bio(?![a-z])`,
  String.raw`(?<![a-z])add me on(?! here| this| quad)`,
  // The same name everywhere: "same @ as here", "i'm the same on every app", "find me on the other app, same pics".
  String.raw`(?<![a-z])same (?:@|user ?name|handle|name|pics|photos|account)(?: as (?:here|on here|this app|on this app)| everywhere| on (?:every|all|other|the other|most) (?:app|apps|socials|platforms|sites))`,
  String.raw`(?<![a-z])(?:user ?name|handle|@)(?:'s| is) (?:the )?same (?:everywhere|as here|on (?:every|all(?: the)?|other|the other|most(?: of the)?) (?:app|apps|socials))|that'?s me (?:everywhere|on (?:every|all) (?:app|apps|socials))`,
  String.raw`(?<![a-z])same user (?:everywhere|on (?:every|all|other) (?:app|apps|socials))|(?:find|add|follow) me (?:everywhere|anywhere) with (?:this|my|the same) (?:user ?name|name|handle|@)`,
  String.raw`(?:what'?s|whats|drop|send me|give me|gimme|lmk) (?:your|ur) (?:handle|user ?name)(?![a-z])(?! (?:here|on here|on quad))`,
  String.raw`(?:let'?s|we (?:can|could|should)|wanna|can we) (?:get|go|move|hop|take this|take it) off (?:quad|here|this app|the app)`,
  String.raw`(?<![a-z])(?:i'?m|im|i am) the same (?:on|across|everywhere)(?: (?:every|all|other|the other|most) (?:app|apps|socials|platforms))?`,
  String.raw`(?:find|add|follow|see|message|msg|text|talk to|dm) (?:me|you|u) on the other app|the other app,? same (?:name|pics|photos|@|username)`,
  // Somewhere else, unnamed: "where else can i find you", "reach you outside of here".
  String.raw`(?:(?:find|reach|add|contact|message|msg|follow|text|talk to|dm) (?:you|u|ya|me)|hmu|hit me up)(?: \S+){0,2}? (?:somewhere else|elsewhere|outside (?:of )?(?:here|this app|the app|quad)|off (?:here|this app|the app|quad))`,
  // How to find you elsewhere: "what do i add you as", "where can i follow you".
  String.raw`what (?:do|should|can|would) i (?:add|search|look up|find|follow) (?:you|u) (?:as|under)(?![a-z])|(?:where|how) (?:can|do|should|could) i (?:follow|add) (?:you|u)(?![a-z])(?! (?:to|on|in) (?:the |this )?(?:group|project|doc|d2l|team|list|chat|here|this app|quad))`,
  String.raw`where else (?:can|could|should|do|would|might) (?:i|we) (?:find|reach|add|talk to|message|msg|follow|text|contact|chat with) (?:you|u|ya)(?! (?:on|at|in|around) (?:campus|school|the))`,
  // The username asked for or pointed to: "lemme get ur @", "username on my third photo".
  String.raw`(?:get|drop|send|gimme|give me|what'?s|whats|lmk|for|need|want|share|leave) (?:my|ur|your|yr) @(?![a-z0-9])`,
  String.raw`(?<![a-z])(?:user ?name|handle|@|socials?|snapcode|qr code)(?:'s| is| are)? (?:in|on) (?:my )?(?:bio|(?:first|second|third|fourth|fifth|sixth|last|\d(?:st|nd|rd|th)) (?:photo|pic|picture|prompt)|photos|pics|pictures)(?![a-z])(?! (?:class|lab))`,
  // A follow on another app: "follow me back", "accept my follow request".
  String.raw`(?<![a-z])follow me back(?! to| home| in| out| down| up| there| inside| here)|(?:accept|approve|sent you|send you|sent u|send u) (?:my |a |the )?follow request`,
  // The whole message is the ask: "add me pls", "username?".
  String.raw`^\W*(?:pls |please |just |u can |you can )?add me(?: pls| plz| please| back| there| too)?[^a-z0-9]*$`,
  String.raw`^\W*(?:and |so )?(?:(?:your|ur|yr) )?(?:user ?name|handle|@|socials)\s*\?+[^a-z0-9]*$`,
]);
/** Every invitation above holds one of these. */
const INVITE_GATE = gated(
  /else|everywhere|\bapps?\b|platform|social|@|\bbio\b|add me|same|follow|user ?name|handle|outside|off |snapcode|qr code|add (?:you|u)\b|f4f/,
);

/**
 * Moving without naming where, the way off-platform grooming and romance scams are described:
 * "text me instead", "this app keeps glitching, let's move", "i'm rarely on here, hmu elsewhere".
 */
const INSTEAD_MOVE = gated(
  /(?<![a-z])(?:(?:text|txt|call|ring|facetime|imessage|sms) (?:me|you|u)|(?:let'?s|lets|can we|could we|we can|we should|wanna) (?:just )?(?:text|call|facetime)|(?:can|could|should|may) i (?:just )?(?:text|call|facetime) (?:you|u))(?: (?:now|rn|later|tonight|then))? instead(?! of)(?![a-z])/,
);
const APP_RUN_DOWN = gated(
  /(?:this app|it|the app) (?:is |keeps |always |kinda |so |really |just ){0,2}(?:glitch|lag|bug|crash|delet|slow|sketch|trash|suck|weird|annoying|dead|broken)|(?:notifs?|notifications?) (?:here|on here|on this app) (?:don'?t|dont|never|aren'?t)|(?:i'?m|im|i am) (?:rarely|barely|never|hardly|not really) (?:on|checking) (?:here|this)/,
);
const UNNAMED_MOVE = gated(
  /(?:let'?s|lets|can we|we should|wanna|we could|should we) (?:just )?(?:move|switch|hop|go)(?: (?:this|it))?(?: (?:over|somewhere|elsewhere|apps|platforms))?(?=\s*(?:$|[,.!?;)]|(?:to|onto) (?:a |another |an other |the other |a different )?(?:app|platform)))|(?:hmu|hit me up|reach me|find me|text me|message me|msg me|dm me|add me)(?: \S+)? (?:elsewhere|somewhere else)/,
);
/** "ig for ig?", "sub 4 sub": the same app offered both ways. */
const SAME_FOR_SAME = gated(/(?<![a-z])(ig|insta|snap|sc|tiktok|tt|sub)\s*(?:for|4)\s*\1(?![a-z])/);
/** "i'm kevinlee_ on everything": a name that looks like one, the same on every app (on `folded`). */
const HANDLE_EVERYWHERE = gated(
  /(?:i'?m|im|i am|it'?s|its|add|follow|find me as) @?[a-z][a-z0-9]*[._\d][a-z0-9._]* (?:on everything|everywhere|on all (?:the )?(?:apps|socials|platforms)|on every (?:app|platform|social))/,
);
/** "my handle: jess.k", "username jess.k", "@ is jess.k": a username label and a name that looks like one (on `folded`). */
const LABELLED_HANDLE = gated(
  /(?:(?<![a-z])(?:handle|user ?name)\s*(?:is|:|=|-|→|->)?|(?<![a-z0-9._%+-])@\s*(?:is|:|=|-|→|->))\s*@?[a-z][a-z0-9]*(?:[._][a-z0-9]+|\d)[a-z0-9._]*(?![a-z0-9@])/,
);
/** "add me!! jamie_lynn99", "dm me: r.okafor" (on `folded`). */
const ASK_THEN_HANDLE = gated(
  /(?<![a-z])(?:add|follow|hmu|ping|dm|msg|message|find) me\s*[!:,.=>→👉-]*\s*@?[a-z][a-z0-9]*(?:[._][a-z0-9]+|\d)[a-z0-9._]*(?![a-z0-9@])/u,
);

/** OnlyFans as "OF" only where it cannot be the word "of". */
const ONLYFANS_SHORT = gated(
  /(?:(?:find|add|follow|see|catch) me on|sub(?:scribe)? to my|check out my|on my|my) of(?=$|[\s,.!?;])(?! (?:the|a|my|your|course|them|us|all))/,
);

const PAYMENT_BEFORE = /(?:venmo|paypal|cash ?app|zelle|e-?transfer|interac)\W{0,3}(?:me\W{0,3})?$/;
/** A handle may open with an underscore or a dot: "@_sienna.k_". */
const BARE_HANDLE = /(?<![a-z0-9._%+-])@(?<handle>[._]?[a-z][a-z0-9._]{2,29})(?![a-z0-9@])/g;
const HANDLE_HINT_BEFORE =
  /(?:add|follow|find|dm|hmu|msg|message|my|handle|user(?:name)?|me|it'?s|its|i'?m|im|at|here|back|(?:handle|name|@) is|on (?:x|bluesky|bsky|mastodon))\W{0,3}$/;
/** The whole message is a handle: "@kenji", "@kenji 🙂". */
const ONLY_A_HANDLE = /^[^a-z0-9@]*@[._]?[a-z][a-z0-9._]{2,29}[^a-z0-9]*$/;
/** "@kimhana add me", "@jess that's me" */
const HANDLE_HINT_AFTER =
  /^\W{0,3}(?:add me|follow me|hmu|dm me|that'?s me|is me|on (?:ig|insta|snap|tiktok|tt|x|twitter))(?![a-z])/;
/** A Matrix address: "@mike:matrix.org". */
const MATRIX_ID = gated(/(?<![a-z0-9])@[a-z0-9._=-]{2,}:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/);
/** "my @ is omar63" */
const MY_AT = gated(/(?:my|the|mine) @ ?(?:is|:|=|-) ?@?[a-z][a-z0-9._]{2,29}/);
/** "u can find me @ lucas__r", "@ me there: ali.khan_", "find me at jess_w". */
const HANDLE_OFFER = gated(
  /(?:(?:find|add|follow|dm|hmu|msg|message|ping) me (?:@ ?@?|at @?)|(?<![a-z0-9])@ me(?: there| on there| everywhere)?\s*[:=-]?\s*@?)[a-z][a-z0-9]*[._][a-z0-9._]*/,
);
const OFFER_GATE = gated(/@|me at/);
const ADDRESS_LIKE = /[\d._]/;

/** WhatsApp as "whats", "wpp" or "zap" after a Spanish or Portuguese verb or possessive. */
const WHATS_SLANG = gated(
  /(?<![a-z])(?:(?:hablamos|hablemos|hablame|escribeme|mandame|pasame|agregame|me chama|me chame|chama|fala comigo|falamos|me add|me adiciona|me liga|me escreve|conversamos|seguimos) (?:por|no|pelo|na|en|al|el|o) |(?:tienes|tenes|tem|tens|usas|mi|meu|seu|teu) )(?:whats|wpp|zap|zapzap|guasap)(?![a-z])/,
);
const WHATS_GATE = gated(/whats|wpp|zap|guasap/);

function bareHandle(folded: string): boolean {
  for (const m of matchesOf(BARE_HANDLE, folded)) {
    const name = m.groups!.handle!;
    const before = folded.slice(Math.max(0, m.index - 20), m.index);
    if (NOT_A_HANDLE.has(name) || PAYMENT_BEFORE.test(before)) continue;
    if (ADDRESS_LIKE.test(name) || HANDLE_HINT_BEFORE.test(before)) return true;
    if (HANDLE_HINT_AFTER.test(folded.slice(m.index + m[0].length, m.index + m[0].length + 20))) return true;
  }
  return false;
}

/** A username offered with no platform named: looked for only where nothing else was found. */
export function namedHandle(folded: string): boolean {
  if (folded.includes('every') && HANDLE_EVERYWHERE.test(folded)) return true;
  if (LABEL_GATE.test(folded) && LABELLED_HANDLE.test(folded)) return true;
  return folded.includes(' me') && ASK_THEN_HANDLE.test(folded);
}
const LABEL_GATE = gated(/user|handle|@/);

/** The pattern names of the invitations without a platform in the text. */
export function invitationsWithoutPlatform(text: NormalisedText): string[] {
  const found: string[] = [];
  const { words, folded } = text;
  if (folded.includes('@') && (bareHandle(folded) || MY_AT.test(folded) || ONLY_A_HANDLE.test(folded))) {
    found.push('social_handle');
  } else if (OFFER_GATE.test(folded) && HANDLE_OFFER.test(folded)) found.push('social_handle');
  if (folded.includes(':') && MATRIX_ID.test(folded)) found.push('social_matrix');
  if ((words.includes('my of') || words.includes('on of')) && ONLYFANS_SHORT.test(words)) {
    found.push('social_onlyfans');
  }
  if (WHATS_GATE.test(words) && WHATS_SLANG.test(words)) found.push('social_whatsapp');
  if (INVITE_GATE.test(words) && INVITE_WITHOUT_PLATFORM.test(words)) found.push('social_invite');
  else if (words.includes('instead') && INSTEAD_MOVE.test(words)) found.push('social_invite');
  // The move first: its literals are in a few texts, the app run down's ("it is") in many.
  else if (UNNAMED_MOVE.test(words) && APP_RUN_DOWN.test(words)) found.push('social_invite');
  else if (words.includes(' f') && SAME_FOR_SAME.test(words)) found.push('social_invite');
  return found;
}
