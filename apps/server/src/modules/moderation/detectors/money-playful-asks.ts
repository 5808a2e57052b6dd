import { FIGURE, FIGURE_RE, FIGURE_SUM, PRICED, keyed, rule, type Rule } from './money-rule';
import { AMOUNT } from './money-asks';

/**
 * Issue 18's eleventh round: money asked for as a joke or a flirt ("my favourite person would
 * pay my spotify", "a kiss for every ten dollars you send", "wanna adopt me? 200 a month",
 * "my love language is e-transfers"), money misspelt ("lend me mony"), a share of a bill
 * pushed over ("cover my half of the airbnb", "send me your half plus mine", "take over my car
 * payments") and a wishlist with a budget. Each needs the reader asked and the money together,
 * so splitting a bill ("i'll send you my half") or talk of a subscription ("i pay my spotify
 * yearly") does not count; threats, fundraising and paid company are in money-pressure-asks.ts.
 * Use on `words`.
 */

/** Things a joking ask puts on the reader: subscriptions, fines and bills, not a meal shared on a date. */
const CHARGES = String.raw`spotify|netflix|crave|disney\+?|hulu|apple music|youtube premium|prime|subscriptions?|phone bill|phone plan|data plan|wifi|internet|hydro|parking tickets?|speeding tickets?|fines?|rent|tuition|bills?|car payments?|insurance|student loans?|loans?|credit card|debt|vet bill|gym membership|nails|lashes|brows|hair appointment|tattoo|groceries`;

/** Money misspelt: "mony", "kash", "buks". */
const MISSPELLINGS = ['mony', 'muny', 'moni', 'monie', 'munny', 'monney', 'mulah', 'moolah', 'cahs', 'kash', 'buks'];
const MISSPELT = MISSPELLINGS.join('|');

/** Jokes and flirts that ask anyway. */
const PLAYFUL: Rule[] = keyed(
  [
    ['pay', 'cover'],
    ['every', 'each'],
    ['adopt', 'sponsor', 'fund', 'bankroll'],
    MISSPELLINGS,
    ['dolar', 'dolars', 'doller', 'dollers', 'dollaz'],
    ['liked', 'loved', 'cared', 'wanted'],
    ['language', 'heart'],
    ['tip', 'tips'],
    ['financially', 'financial'],
  ],
  [
    // "my favourite person would pay my spotify", "i'll name my firstborn after you if you pay my parking ticket"
    rule(
      String.raw`(?:(?<![a-z])(?:you|u|ya)(?:'?d| would| could| can| should)?|would|if (?:you|u)(?: \w+)?|person|someone|somebody|anyone|daddy|pls|please|plz) (?:pay|cover|pay for|pay off) (?:for )?my (?:\w+ )?(?:${CHARGES})(?![a-z])`,
      /(?:pay|cover|pay for|pay off) (?:for )?my /,
    ),
    // "a kiss for every ten dollars you send", "one pic for each 20 you tip"
    rule(
      String.raw`(?<![a-z])(?:(?:for|per) )?(?:every|each) (?:${AMOUNT}|\$?[1-9]\d{0,3}(?![\d%:])) (?:you|u) (?:send|give|pay|tip|transfer|e-?transfer|venmo|spend|drop)(?![a-z])`,
      /(?:every|each) /,
    ),
    // "wanna adopt me? starting at 200 a month"
    rule(
      String.raw`(?<![a-z])(?:adopt|sponsor|fund|bankroll) (?:me|us)(?![a-z])[^\n]{0,40}?(?:starting at |from |only |just )?${FIGURE} (?:a|per|every|\/) ?(?:month|week|mo|wk)(?![a-z])`,
      /(?:adopt|sponsor|fund|bankroll) (?:me|us)/,
    ),
    // "could u lend me mony for food", "send me 20 dolars"
    rule(
      String.raw`(?<![a-z])(?:lend|loan|send|snd|giv|give|spare|spot|wire|need|ned|nid|borrow|brrw)(?: me| us)? (?:some |sum |sm |a little |a lil |like |about )?(?:\$?[1-9]\d{0,4} ?)?(?:${MISSPELT})(?![a-z])`,
      new RegExp(MISSPELT),
    ),
    rule(
      String.raw`(?<![a-z])(?:lend|loan|send|snd|giv|give|spare|spot|wire|need|ned|nid|borrow|brrw)(?: me| us)? (?:like |about )?\$?[1-9]\d{0,4} ?(?:dolars?|dollers?|dollaz)(?![a-z])`,
      /dolar|doller|dollaz/,
    ),
    // "if you really liked me you'd send me 50"
    rule(
      String.raw`(?<![a-z])if (?:you|u) (?:really |actually |truly )?(?:liked|loved|cared about|wanted) me,? (?:you'?d|you would|u would|ud|u'?d|then) (?:send|pay|buy|venmo|e-?transfer|etransfer|cover|spot|get|give)(?![a-z])`,
      /if (?:you|u) (?:really |actually |truly )?(?:liked|loved|cared|wanted) /,
      (words) => FIGURE_RE.test(words) || /money|cash|bucks|dollars|\$|bill|rent|gift ?card/.test(words),
    ),
    // "my love language is receiving e-transfers", "the way to my heart is through my venmo"
    rule(
      String.raw`(?<![a-z])(?:love language is|way to my heart is)(?: (?:through|via|thru|by))?(?: my| an?| receiving| getting| being sent)* (?:e-?transfers?|etransfers?|interac|venmo|cash ?app|paypal|zelle|money|cash|bank transfers?|gift ?cards?|crypto|bitcoin)(?![a-z])`,
      /love language is|way to my heart is/,
    ),
    // "tip me 10 for the advice", "tips appreciated, venmo below"
    rule(
      String.raw`(?<![a-z])tip (?:me|us)(?: like| a)? ${PRICED}|(?<![a-z])tips? (?:are |r )?(?:appreciated|welcome|accepted|encouraged)(?![a-z])(?=[^\n]{0,40}?(?:venmo|e-?transfer|etransfer|interac|paypal|cash ?app|zelle|\$|\d))`,
      /tip (?:me|us)|tips? (?:are |r )?(?:appreciated|welcome|accepted|encouraged)/,
    ),
    // "could you assist me financially", "i'm asking for your financial support"
    rule(
      String.raw`(?<![a-z])(?:help|assist|support|bless|sponsor) (?:me|us)(?: out)? financially|(?<![a-z])(?:your|ur) financial (?:help|assistance|support)|financial (?:help|assistance|support|aid) from (?:you|u)(?![a-z])|(?:could|can|would) (?:really )?use (?:some |a little |a bit of )?financial (?:help|assistance|support)`,
      /financial/,
    ),
  ],
);

/** A share of a bill pushed onto the reader. */
const SHARE: Rule[] = keyed(
  [
    ['half', 'share', 'part', 'portion'],
    ['mine'],
    ['take', 'pick'],
    ['urgent', 'emergency', 'back', 'return', 'repay', 'give', 'broke', 'help', 'till', 'until', 'til'],
  ],
  [
    // "can you cover my half of the airbnb now? 275"
    rule(
      String.raw`(?:(?:can|could|would|will) (?:you|u)|(?:you|u) (?:can|could)|pls|please|plz|just) (?:please |just |maybe )?(?:cover|pay|pay for|front|take care of|get) my (?:half|share|part|portion)(?![a-z])`,
      /my (?:half|share|part|portion)/,
      (words) => FIGURE_RE.test(words),
    ),
    // "just send me your half plus mine, 70"
    rule(
      String.raw`(?<![a-z])(?:your|ur) (?:half|share|part|portion) (?:plus|and|\+|&|n) (?:mine|my (?:half|share|part))(?![a-z])`,
      /(?:plus|and|\+|&|n) (?:mine|my )/,
    ),
    // "take over my car payments for two months? 380 each", "could you pick up my phone bill this month"
    rule(
      String.raw`(?<![a-z])(?:take over|take on|pick up) (?:my|our) (?:\w+ )?(?:payments?|installments?|phone bill|bills|loan)(?![a-z])`,
      /(?:take over|take on|pick up) (?:my|our) /,
      (words) => FIGURE_RE.test(words),
    ),
    // "lmk if u can do 150 rn, its kinda urgent", "could you swing 200 till friday"
    rule(
      String.raw`(?:(?:can|could) (?:you|u)|(?:you|u) (?:can|could)) (?:do|manage|swing|handle) (?:like |about |just )?${PRICED}(?! for (?:it|the|that|this))[^\n]{0,40}?(?:urgent|emergency|pay (?:you|u) back|(?:i'?ll|i will|i can) (?:return|repay|give) it|broke|help me|(?:till|until|til) (?:friday|monday|payday|my|next|i get paid))`,
      / (?:do|manage|swing|handle) /,
    ),
  ],
);

/** A wishlist sent with a budget: "here's my throne link, get me anything under 100". */
const WISHLIST: Rule[] = keyed(
  [['under', 'below', 'less', 'throne', 'wishlist', 'wish', 'wishtender', 'list', 'registry']],
  [
    rule(
      String.raw`(?<![a-z])(?:get|buy|send|gift|grab) (?:me )?(?:anything|something|whatever|one thing|a thing)(?: you want| you like)? (?:under|below|less than) ${FIGURE_SUM}|(?:throne|wish ?list|wishtender|amazon list)(?![a-z])[^\n]{0,60}?(?:get|buy|send|gift|grab|spoil) (?:me|something|anything)(?![a-z])|(?:get|buy|send|gift|grab|spoil) (?:me )?(?:something|anything|a gift|an item|a thing|one thing) (?:off|from|on) my (?:amazon |throne )?(?:wish ?list|list|throne|registry)(?![a-z])`,
      /under|below|less than|throne|wish ?list|wishtender|list|registry/,
    ),
  ],
);

export const PLAYFUL_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_money_request', PLAYFUL],
  ['financial_bill', SHARE],
  ['financial_gift_card', WISHLIST],
];
