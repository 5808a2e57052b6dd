import { FIGURE_RE, FIGURE_SUM, PLEA, moneyNamed, keyed, rule, type Rule } from './money-rule';

/**
 * Issue 18's eleventh round: money demanded under a threat ("send 500 to this account or
 * everyone sees it"), fundraising for the writer's own people ("raising money for my brother's
 * surgery, send what your heart tells you"), the words of paid company ("roses are 250 for an
 * hour", "no deposit no meet", "a proof of commitment payment", "send something to show you
 * appreciate me") and a bill held over the writer ("3 days to find 1100 or i'm on the street",
 * "if you could cover it"). Each needs the ask and the money together, so a charity told about
 * ("our club is raising money for the food bank") does not count. Use on `words`.
 */

/** What a threat says will happen: "everyone sees it", "your family gets the pics", "i'll post". */
const THREAT = String.raw`(?:everyone|everybody|(?:your|ur) (?:friends|family|parents|mom|dad|school|followers|contacts|classmates|prof|professor|boss|girlfriend|boyfriend|gf|bf|wife|husband)|i(?:'?ll| will)? (?:post|leak|expose|upload)|(?:the|these|those|your|ur) (?:pics|photos|nudes|videos?|vids?|screenshots|chats) (?:go|get|will|are))`;
const THREAT_RE = new RegExp(THREAT);
const MONEY_WORDS = /money|cash|bucks|dollars|gift ?card|crypto|bitcoin|usdt|\$/;
const EXTORTION: Rule[] = keyed(
  [
    [
      ...['everyone', 'everybody', 'friends', 'family', 'parents', 'mom', 'dad', 'school', 'followers', 'contacts'],
      ...['classmates', 'prof', 'professor', 'boss', 'girlfriend', 'boyfriend', 'gf', 'bf', 'wife', 'husband'],
      ...['post', 'leak', 'expose', 'upload', 'pics', 'photos', 'nudes', 'video', 'videos', 'vids', 'screenshots'],
      'chats',
    ],
    ['hours', 'hrs', 'days', 'minutes', 'mins'],
    ['unless', 'don', 'dont', 'won', 'wont', 'refuse'],
  ],
  [
    // "send 500 to this account or everyone sees it", "300 or your family gets the pics"
    rule(
      String.raw`(?:(?<![a-z])(?:send|pay|transfer|wire|e-?transfer|venmo|give me)(?![a-z])[^.!?\n]{0,40}?|${FIGURE_SUM}[^.!?\n]{0,30}?) (?:or|otherwise)(?: else)?,? ${THREAT}`,
      / (?:or|otherwise)(?: else)?,? /,
      (words) => FIGURE_RE.test(words) || MONEY_WORDS.test(words),
    ),
    // "you have 24 hours to send 500"
    rule(
      String.raw`(?<![a-z])(?:you|u) (?:have|got|'ve got|get) (?:\d{1,2}|one|two|three|a few) (?:hours?|hrs?|days?|minutes?|mins?) to (?:send|pay|transfer|wire|e-?transfer|venmo)(?![a-z])`,
      / to (?:send|pay|transfer|wire|e-?transfer|venmo)(?![a-z])/,
      (words) => FIGURE_RE.test(words) && (THREAT_RE.test(words) || /or else|this account|or i(?![a-z])/.test(words)),
    ),
    // "i'll post them unless you pay 300", "if you don't send 200 your friends see everything"
    rule(
      String.raw`(?<![a-z])(?:unless|if (?:you|u) (?:don'?t|dont|do not|won'?t|wont|refuse to)) (?:send|pay|transfer|wire|e-?transfer|venmo|give)(?![a-z])`,
      /(?:unless|don'?t|dont|do not|won'?t|wont|refuse to) (?:send|pay|transfer|wire|e-?transfer|venmo|give)/,
      (words) => THREAT_RE.test(words) && (FIGURE_RE.test(words) || MONEY_WORDS.test(words)),
    ),
  ],
);

/** Fundraising for the writer's own people, asked of the reader. */
const FUNDRAISING: Rule[] = keyed(
  [['heart'], ['raising', 'collecting', 'fundraising', 'crowdfunding'], ['gofundme', 'fundraiser', 'raise']],
  [
    // "please send what your heart tells you"
    rule(
      String.raw`(?:send|give|donate|contribute|transfer|gift)(?: me| us)? (?:what|whatever) (?:your|ur) heart (?:tells|says|leads|desires|wants|allows)`,
      /(?:your|ur) heart /,
    ),
    // "i'm raising money for my brother's surgery, anything you can send"
    rule(
      String.raw`(?<![a-z])(?:raising|collecting|fundraising|crowdfunding) (?:money|funds|donations|cash) for (?:my|our|his|her)(?![a-z])[^\n]{0,80}?(?:send|donate|give|chip in|contribute|help)(?: me| us)? (?:what|whatever|anything|something|a little|a bit|any amount|even)(?![a-z])`,
      /(?:raising|collecting|fundraising|crowdfunding) (?:money|funds|donations|cash) for /,
    ),
    // "please donate to my gofundme", "help me raise 2000 for my mom's treatment"
    rule(
      String.raw`(?:donate|contribute|give|send)(?: something| anything| a little| what you can)? (?:to|for) (?:my|our) (?:gofundme|go fund me|fundraiser|crowdfund(?:ing)?(?: page)?)(?![a-z])|(?<![a-z])help (?:me|us) raise (?:\$ ?[1-9]|[1-9]\d{1,5}(?![\d%:])|money|funds)`,
      /gofundme|go fund me|fundraiser|crowdfund|help (?:me|us) raise /,
    ),
  ],
);

/** The words of paid company. */
const HOURLY = String.raw`(?:for|per|an?|\/) ?(?:an? |the |one |\d+ )?(?:hours?|hrs?|hh|half hour|night|overnight|session|visit|meet|date)(?![a-z])`;
const COMPANY: Rule[] = keyed(
  [
    ['roses'],
    ['deposit', 'payment', 'gift', 'tribute', 'money', 'cash', 'roses', 'donation'],
    ['commitment', 'trust', 'sincerity', 'loyalty', 'seriousness', 'interest'],
    ['show', 'prove'],
  ],
  [
    // "roses are 250 for an hour", "300 roses for the night"
    rule(
      String.raw`(?<![a-z])roses (?:are|is|=|:|r|start at|starting at) \$?[1-9]\d{1,4}(?![\d%:])(?: \w+)? ${HOURLY}|(?<![a-z\d])\$?[1-9]\d{1,3} roses ${HOURLY}`,
      /roses/,
    ),
    // "no deposit no meet"
    rule(
      String.raw`(?<![a-z])no (?:deposit|payment|gift|tribute|money|cash|roses|donation),? no (?:meet|meetup|meeting|date|show|pics|address|visit|fun|play|hangout|link)(?![a-z])`,
      /no (?:deposit|payment|gift|tribute|money|cash|roses|donation),? no /,
    ),
    // "i need a proof of commitment payment, 75"
    rule(
      String.raw`(?:commitment|trust|sincerity|loyalty|seriousness|interest) (?:payment|fee|deposit|money|gift)(?![a-z])`,
      /(?:commitment|trust|sincerity|loyalty|seriousness|interest) (?:payment|fee|deposit|money|gift)/,
      (words) => /proof|show|token|then i|before|first|send|pay|need/.test(words),
    ),
    // "send me something to show you appreciate me, even 50", "show your appreciation with 40"
    rule(
      String.raw`(?<![a-z])(?:send|pay|give|get|buy)(?: me)? (?:something|a little something|a gift|money|cash|${FIGURE_SUM})[^.!?\n]{0,10}? to (?:show|prove) (?:you|u|me you|me u|that you)(?:'re| are| r)? ?(?:appreciate|care|value|love|want|mean it|serious|real|generous)|(?:show|prove) (?:your|ur) (?:appreciation|interest|commitment|love|loyalty|generosity) (?:with|by (?:sending|paying|giving))`,
      / to (?:show|prove) |(?:show|prove) (?:your|ur) /,
      (words) => FIGURE_RE.test(words) || /money|cash|\$|bucks/.test(words),
    ),
  ],
);

/** A bill held over the writer and handed over; "if you could cover it" is in money-favour-asks.ts. */
const HELD_OVER: Rule[] = keyed(
  [
    ['find', 'raise', 'come'],
    ['clear', 'settle'],
  ],
  [
    // "i've got 3 days to find 1100 or i'm on the street, could you help me even a little"
    rule(
      String.raw`(?<![a-z])(?:find|raise|come up with) (?:like |about |the )?${FIGURE_SUM}[^.!?\n]{0,20}? or (?:i'?m|i am|i'?ll|i will|we'?re|i get|i lose|they|he|she|my)(?![a-z])(?=[^\n]{0,80}?${PLEA})`,
      / or /,
    ),
    // "my tickets went to collections, 320, can you help me clear them"
    rule(
      String.raw`(?:(?:can|could|would) (?:you|u)|please|pls|plz)(?: please| maybe)? (?:help (?:me )?)?(?:clear|settle|clear off) (?:it|them|this|that|the rest|my|the)(?![a-z])`,
      /(?:clear|settle|clear off) (?:it|them|this|that|the|my)(?![a-z])/,
      moneyNamed,
    ),
  ],
);

export const PRESSURE_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_extortion', EXTORTION],
  ['financial_plea', FUNDRAISING],
  ['financial_companionship', COMPANY],
  ['financial_bill', HELD_OVER],
];
