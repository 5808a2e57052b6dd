import { FIGURE_SUM, SUM, keyed, rule, type Rule } from './money-rule';

/**
 * Issue 18's eighteenth round: money asked for as a sale paid before anything changes hands
 * ("flames tickets, $280 for the pair, need the money first", "box seats, 100 interac"), a fee
 * on a "safety" or verification site ("verify on this site, it costs $25"), a courier's import
 * fee paid on a link the writer sends, a subscription paid for the writer ("pay my spotify this
 * month?"), and a sum leaned on the reader for ("could i lean on you for 300?"). Each needs the
 * price and the reader's part in it together, so tickets bought, a fee paid or a subscription
 * talked about do not count. Use on `words`.
 */

/** What is sold by a stranger in chat and paid for before it is seen. */
const SOLD = String.raw`(?:tickets?|tix|seats?|passes|wristbands?)`;
/** The ways a buyer pays a stranger, named right after the price ("100 interac"). */
const PAID_BY = String.raw`(?:interac|e-?transfer|etransfer|e-?t|paypal|venmo|cash ?app|zelle|crypto|btc|usdt)`;
/** The same as a whole word, the cheap test in front of the rule that names one. */
const PAID_BY_WORD = new RegExp(String.raw`(?<![a-z])${PAID_BY}(?![a-z])`);

const PAID_FIRST: Rule[] = keyed(
  [
    ['ticket', 'tickets', 'tix', 'seat', 'seats', 'passes', 'wristband', 'wristbands'],
    ['ticket', 'tickets', 'tix', 'seat', 'seats', 'passes', 'wristband', 'wristbands'],
  ],
  [
    // "flames playoff tickets!!! section 112, $280 for the pair, need the money first"
    rule(
      String.raw`(?<![a-z])${SOLD}(?![a-z])[^\n]{0,80}?${SUM}[^\n]{0,60}?(?:need|want|send|pay|get)(?: me)?(?: the)? (?:money|payment|cash|it|e-?transfer|etransfer|deposit)(?: sent)? (?:first|up ?front|before(?: i| we)? (?:send|transfer|meet))`,
      / (?:first|up ?front|before)/,
      (words) => !/(?<![a-z])(?:i|we) (?:already )?(?:paid|sent|bought)(?![a-z])/.test(words),
    ),
    // "wranglers box seats, 100 interac"
    rule(
      String.raw`(?<![a-z])${SOLD}(?![a-z])[^.!?\n]{0,40}?(?<![a-z\d.,:$/])\$?[1-9]\d{1,4}(?:[.,]\d\d)?(?: each| for (?:both|two|the pair|all))?,? (?:by |via |thru |through |on |over )?${PAID_BY}(?![a-z])`,
      PAID_BY_WORD,
      (words) => !/(?<![a-z])(?:i|we) (?:paid|sent|bought|got|spent)(?![a-z])/.test(words),
    ),
  ],
);

const SITE_FEE: Rule[] = keyed(
  [
    ['verify', 'verified', 'verification'],
    ['fedex', 'ups', 'dhl', 'purolator', 'courier', 'customs', 'shipping', 'post'],
  ],
  [
    // "before we meet u need to verify on this safety site, it costs $25"
    rule(
      String.raw`(?<![a-z])(?:you|u) (?:need|have|must|gotta|got)(?: to)? (?:get )?verif(?:y|ied)[^.!?\n]{0,60}?(?:costs?|fee(?: is)?|charges?|is only|is just|pay) (?:only |just |like )?${SUM}`,
      /verif[^.!?\n]{0,60}?(?:cost|fee|charge|only|just|pay)/,
    ),
    // "fedex wants $95 for import fees, just pay it on the link they sent"
    rule(
      String.raw`(?<![a-z])(?:fedex|ups|dhl|purolator|canada post|courier|customs|shipping company|delivery company)(?![a-z])[^.!?\n]{0,30}?(?:wants|needs|is asking for|asks for|is charging|charges)(?: (?:you|u))? ${SUM}[^\n]{0,50}?(?:pay|send)(?: it| that| them)?(?: on| thru| through| via| at)? (?:the |this |that )?(?:link|site|website|page)`,
      /(?:pay|send)[^\n]{0,12}(?:link|site|page)/,
    ),
  ],
);

/** Subscriptions a member may be asked to carry for someone. */
const SUBSCRIPTION = String.raw`(?:spotify|netflix|crave|disney\+?|disney plus|hulu|prime|amazon prime|apple music|youtube premium|icloud|xbox game pass|game pass|ps plus|gym membership|membership|subscription)`;

const CARRIED: Rule[] = keyed(
  [
    [
      'spotify',
      'netflix',
      'crave',
      'disney',
      'hulu',
      'prime',
      'apple',
      'youtube',
      'icloud',
      'xbox',
      'pass',
      'plus',
      'membership',
      'subscription',
    ],
    ['lean', 'count', 'rely'],
  ],
  [
    // "do me a solid and pay my spotify this month? mine bounced"
    rule(
      String.raw`(?:^|[,.!?] ?|(?<![a-z])(?:and|just|pls|please|can (?:you|u)|could (?:you|u)|would (?:you|u)|wanna) )(?:pay|cover|get|take care of) (?:for )?my ${SUBSCRIPTION}(?![a-z])(?=[^.!\n]{0,40}?(?:\?|this month|for me|pls|please|bounced|declined|i'?ll pay))`,
      /(?:pay|cover|get|take care of) (?:for )?my /,
    ),
    // "the hardest part is having no one to lean on. could i lean on you for 300?"
    rule(
      String.raw`(?<![a-z])(?:lean on|count on|rely on) (?:you|u) for (?:like |about |maybe |just )?(?:${FIGURE_SUM}|${SUM})`,
      /(?:lean|count|rely) on (?:you|u) for /,
    ),
  ],
);

export const SALE_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_upfront_fee', PAID_FIRST],
  ['financial_upfront_fee', SITE_FEE],
  ['financial_bill', CARRIED],
];
