/**
 * The words before a platform's name that make it an invitation: "add me on", "what's
 * your", "let's move to", "t'as", "加我", "kết bạn"; a username right before it ("i'm
 * silvapriya9 on imo"); and the warnings that are not one ("don't move to whatsapp").
 */

const VIA = String.raw`(?:on|over on|over to|via|thru|through|at|@|in|to|onto)`;
export const INVITE_BEFORE = new RegExp(
  [
    String.raw`(?:add|hmu|hit me up|hit me|holla|slide into my dms?|sub to|subscribe to|look me up) (?:me |us )?(?:up )?${VIA}? ?(?:my |the )?$`,
    String.raw`(?:dm|pm|follow|find|friend|message|msg|text|txt|ping|reach|contact|call|facetime|video ?call|vc|snap|kik|chat with|talk to|talk with|catch|@|📩|💬|✉\ufe0f?|📲) (?:me|us)(?: up)? ${VIA} (?:my |the )?$`,
    // The message opens with where to answer: "reply on snap, …", "vc on discord?", "join my server on dc".
    String.raw`(?:^|[,.!?;]\s*)(?:reply|respond|answer|write|text|message|msg|dm|talk|chat|vc|voice ?chat|video ?call)(?: me| back)? (?:on|over on|via|in) (?:my |the )?$`,
    String.raw`(?<![a-z])join (?:me |us )?(?:on |in )(?:my |the )?$|(?<![a-z])join my $`,
    String.raw`(?:let'?s|lets|let us|we can|we could|can we|could we|should we|we should|wanna|want to|i'?d rather|prefer to|easier to|better to|rather|i can|u can|you can|just) (?:just )?(?:voice |video )?(?:talk|chat|call|facetime|vc|play|text|continue|move|switch|go|hop|come|connect|message|msg|keep talking|talk more|chat more|continue this)(?: this)?(?: conversation| convo| chat)? ${VIA} (?:my |the )?$`,
    String.raw`(?:what'?s|whats|wats|what is|send me|give me|gimme|drop|share|lemme get|let me get|lemme have|can i get|could i get|can i have|could i have|may i have|do you have|do u have|you have|u have|you got|u got|have you got|do you use|do u use|you use|u use|add|lmk) (?:your |ur |yr |a |an |any )?$`,
    String.raw`(?:are you|are u|r u|r you|you|u) (?:on|active on|using|still on) (?:the )?$`,
    String.raw`(?:i'?m|im|i am) (?:more |mostly |always |only |way more |much more )?active on (?:my |the )?$`,
    String.raw`(?:check out|check|see|look at|peep|visit|follow) my $`,
    String.raw`(?:swap|exchange|trade) (?:our |your |ur |yr )?$`,
    String.raw`(?:come|hop|move|switch|go) (?:over )?(?:to|on|onto) (?:the )?$`,
    String.raw`(?:take|move|bring) (?:this|it|things)(?: convo| conversation| chat)? (?:to|over to|onto|on) (?:the )?$`,
    String.raw`(?:i'?ll|ill|i will|let me|lemme|i can) (?:send|give|drop|dm|text) (?:you|u) my $`,
    // Other languages: Spanish, Portuguese, French, German, Tagalog, Russian (as folded), Chinese.
    String.raw`(?:pasame|pasa|dame|mandame|agregame|anademe|me pasas|me passa|me manda|tienes|tenes|voce tem|vc tem|tem|tens|hablame|escribeme|escribime|llamame|hablemos)(?: (?:tu|su|seu|teu|al|a|o|por|en|un mensaje al|mensaje al))* $`,
    String.raw`(?:ajoute[- ]moi|add moi|ecris[- ]moi) (?:sur|on) $|(?:t'?as|tu as|as[- ]tu|tu aurais|t'aurais|donne[- ]moi|envoie[- ]moi) (?:pas )?(?:ton |ta |un |une )?$`,
    String.raw`(?:hast du|gib mir|schick mir|kannst du mir|kann ich) (?:dein |deine |deinen |ein |eine |einen )?$|(?:schreib|ruf|meld) (?:mir|mich|dich)(?: (?:lieber|doch|einfach|mal|gern|gerne))* (?:bei|auf|uber|per|an|in) $`,
    String.raw`(?:i-?add|add) mo (?:ako|ko) sa $|(?<![a-z])(?:ectb|dau|ckuhb|kuhb) $`,
    String.raw`(?:加我|加个|加一下|加下|给我|給我|发我|發我)(?:你的)? ?$`,
    String.raw`(?:keep|stay) (?:talking|chatting|in touch),? (?:on |over on |via )?$`,
    // Something already done or asked on the other app: "sent u a request on insta", "check ur dms on ig".
    String.raw`(?:sent|send|sending) (?:you|u) (?:a |my )?(?:friend |follow )?request (?:on|in) $|accept (?:my|the) (?:friend |follow )?request (?:on|in) $`,
    String.raw`check (?:your|ur) (?:dms?|messages|inbox|requests) (?:on|in) $|i (?:dm'?d|messaged|texted|snapped|followed|added) (?:you|u) (?:on|in) $|(?:replied|reacted) to (?:your|ur) (?:story|post|pic) (?:on|in) $`,
    String.raw`scan my (?:qr|code|snapcode)(?: code)? (?:on|in) $|(?:check|see|look at) my (?:bio|profile) for my $`,
    String.raw`add me,? @?[a-z][a-z0-9._]{2,29} (?:over )?on (?:the )?$|(?:i go by|i'?m known as) @?[a-z][a-z0-9._]{2,29} (?:over )?on (?:the )?$`,
    String.raw`@?[a-z][a-z0-9._]{2,29} (?:is|'s) my (?:@|handle|username|user name) (?:on|in) $`,
    String.raw`(?:lmk|tell me|let me know) when (?:you|u) (?:download|get|join|make)(?: an? account on)? (?:the )?$`,
    String.raw`(?:i'?ll|ill|let me|lemme) (?:follow|add) (?:you|u) (?:on|over on) $|ket ban (?:qua |tren |voi minh (?:qua|tren) )?$`,
    // A name before the platform: "add brownzara on signal", "daniel.wang is my @ on disc".
    String.raw`(?:add|follow|find|search(?: for)?|look up) (?:me+ )?@?[a-z][a-z0-9._]{2,29} (?:over )?on (?:the )?$`,
    String.raw`@?[a-z][a-z0-9]*[._\d][a-z0-9._]* (?:is|'s) my (?:@|handle|username|user name|name|id) (?:on|in) $`,
    String.raw`(?:^|[,.!?;]\s*|(?<![a-z])(?:pls|please|plz|you|u|can you|can u|just) )(?:contact|message|msg|text|add|dm) me $`,
    String.raw`(?:i'?ll be|i'?m|im) in (?:your|ur) (?:requests|dms|inbox|message requests) (?:on|in) $|swipe (?:right )?on me (?:on|in) $|(?:send|give) me a like (?:on|in) $`,
    String.raw`(?:tell me|lmk|send|drop) (?:your |ur )$|(?:search|look up|look for|find) (?:my name|me)(?: from here)? (?:on|in) $|slide into my $`,
    String.raw`(?:reply|answer|respond|text back)(?: \S+)? (?:faster|quicker|more) on $|(?<![a-z])continue (?:this )?(?:on|over on|over to) $`,
    String.raw`(?:dm|message|msg|text|find|add|hmu|continue|talk|chat|move) (?:me )?(?:there|here|over)\s*(?:→|->|=>|:|👉)\s*$`,
  ].join('|'),
);
/** A username right before the platform: "i'm silvapriya9 on imo", "at the.real.kenji on fb", "i'm sofia45, signal" (on `folded`, digits intact). */
export const HANDLE_BEFORE = new RegExp(
  [
    String.raw`(?<![a-z0-9])@?[a-z][a-z0-9_]*[\d._][a-z0-9._#]* (?:over )?on (?:the )?$`,
    String.raw`(?:i'?m|im|i am|it'?s|its) @?[a-z][a-z0-9_]*[\d._][a-z0-9._#]*,? (?:btw,? )?(?:on )?(?:the )?$`,
    // Spelled letter by letter: "a n n a . k l y on insta".
    String.raw`(?<![a-z0-9])(?:[a-z0-9] ){2,}[._] (?:[a-z0-9] ){1,}(?:over )?on (?:the )?$`,
    // Separators said as words: "it's em dot ily dot rose on the gram", "i'm kai underscore r on snap".
    String.raw`(?:it'?s|its|i'?m|im|i am|add|follow|find|search(?: for)?|(?:name|handle|@|at|user ?name) is) (?:at |@)?(?!(?:a|an|the|my|polka|one|no) )[a-z][a-z0-9]*(?: (?:dot|underscore|period) [a-z0-9]+)+ (?:over )?on (?:the )?$`,
    // A username built from one's name: "it's my first name dot last name on ig".
    String.raw`(?<![a-z])my (?:first|full|real|last) name (?:dot|underscore|period|plus|\+) (?:my )?[a-z0-9]+(?: name)? (?:over )?on (?:the )?$`,
  ].join('|'),
);
/** Separators said as words, as in a username spelled out: HANDLE_BEFORE looks for one only where one of these is. */
export const SPOKEN_MARK = / dot | underscore | period /;

/**
 * A label or an ask after a comma, before a username: "the pink camera app, user is ruby.joy",
 * "i'm always on steam, search frostbite_yyc".
 */
export const COMMA_LABEL = String.raw`(?:(?:user ?name|user|handle|id|name|@|at)(?:'s| is|:| =)\s*|(?:search(?: for)?|add|find|look up|look for|follow)(?: me)?(?: as| at|:)?\s+)?`;

/** Video and music sites: a channel is a way to reach someone, but they are everyday topics. */
export const SITES = new Set(['youtube', 'music']);
/** The asks that make a site an invitation: to the writer ("message me on", "follow me on") or to the writer's own ("check out my"). */
export const SITE_ASK_BEFORE = /(?<![a-z])(?:(?:me|us)(?: up)? (?:on|over on|via|at|in)|my) (?:my |the )?$/;

/** "don't move to whatsapp with people from here", "never add anyone on snap": a warning, not an invitation. */
export const NEGATED_BEFORE =
  /(?:(?<![a-z])(?<!why )(?:don'?t|do not|never)(?: ever)?|(?:asked|told|wanted|tried to get|begged) (?:me|us|her|him|them) to) (?:\S+ ){0,3}$/;
