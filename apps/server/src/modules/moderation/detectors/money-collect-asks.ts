import { FIGURE, FIGURE_RE, keyed, rule, type Rule } from './money-rule';

/**
 * Issue 18's seventeenth round: the reader's share collected ("send me your $145 when you
 * can", "etf me your 65", "bring like 120 or etf before"), a price settled by the reader
 * ("send it through and they're yours", "send half now"), a fee or deposit the reader must
 * pay before a viewing, a test drive, a job or a withdrawal ("after a $100 viewing fee",
 * "upgrade with $100", "fund the account"), a code the reader's phone receives, and the
 * vaguer asks after a hardship ("even a short loan would save me", "pitch in some money",
 * "could you pay them off", "any money you give"). Each needs the reader and the money
 * together, so a fee told about ("i paid a $100 application fee") does not count. Use on `words`.
 */

/** The writer telling what they paid or were asked, not asking. */
const TOLD =
  /(?<![a-z])(?:i|we) (?:paid|had to pay|already paid|got charged|was charged|were charged)(?![a-z])|walked away|noped|scam|phishing/;

/** A price paid to someone else, told as how things work: "just pay $3 at the meter". */
const PAID_ELSEWHERE =
  /at the (?:door|meter|counter|gate|front|till|registrar|bookstore|office|box office|machine|pharmacy)|on the (?:app|website|portal)|for (?:the )?(?:bus|train|c-?train|parking|entry|cover|gym|locker)(?![a-z])/;

const COLLECTED: Rule[] = keyed(
  [['your', 'ur'], ['bring'], ['tip', 'tax', 'fee', 'deposit']],
  [
    // "send me your $145 when you can", "just etf me your $65 whenever"
    rule(
      String.raw`(?<![a-z])(?:send|etf|e-?transfer|etransfer|venmo|interac|pay|give|transfer) me (?:your|ur) (?:share |half |part |cut )?(?:of )?(?:\$ ?[1-9]\d{0,4}(?![\d%:])|[1-9]\d{1,4}(?= *(?:$|[,.!?]|when|whenever|tonight|today|by|asap|for|back|now|bucks|dollars)))`,
      / me (?:your|ur) /,
    ),
    // "so bring like $120 haha, or etf before"
    rule(
      String.raw`(?<![a-z])bring (?:like |about |around |at least )?\$ ?[1-9]\d{0,4}[^.!?\n]{0,30}?(?:or |and )?(?:etf|e-?transfer|etransfer|send|venmo|interac)`,
      /bring (?:like |about |around |at least )?\$/,
    ),
    // "send me a $25 tip for the pic", "pay the $50 attention tax"
    rule(
      String.raw`(?<![a-z])(?:send|pay|give|etf|e-?transfer) (?:me )?(?:a |the |my |an )?\$ ?[1-9]\d{0,4} (?:[a-z]+ )?(?:tip|tax|fee|tribute|deposit)(?![a-z])`,
      /\$ ?[1-9]\d{0,4} (?:[a-z]+ )?(?:tip|tax|fee|tribute|deposit)/,
      (words) => !TOLD.test(words),
    ),
  ],
);

const SETTLED: Rule[] = keyed(
  [
    ['through', 'half', 'balance', 'rest'],
    ['just', 'pay'],
  ],
  [
    // "$180 each, send it through and they're yours", "the jeep is yours for 4,800 if you send half now"
    rule(
      String.raw`(?<![a-z])(?:send|etf|e-?transfer|etransfer|pay|transfer|drop) (?:it through|it over|half(?: now| today| upfront)?|the balance|the rest|the full amount)(?![a-z])`,
      /(?:it through|it over|half|the balance|the rest|the full amount)/,
      (words) => FIGURE_RE.test(words) && !TOLD.test(words),
    ),
    // "i already packed it, just pay the $600 plus $40 courier fee"
    rule(
      String.raw`(?:^|[,.!?;:] ?|(?<![a-z])(?:just|please|kindly|pls|plz|then|so) )pay (?:me |the |a |an )?(?:\$ ?[1-9]|[1-9]\d{1,4} ?(?:dollars|bucks|cad)|[1-9]\d{1,4} (?:plus|and|upfront|now|first))`,
      /pay (?:me |the |a |an )?(?:\$|\d)/,
      (words) => !TOLD.test(words) && !PAID_ELSEWHERE.test(words),
    ),
  ],
);

/** A fee or deposit the reader must pay first, named beside what it buys. */
const FEE_FIRST: Rule[] = keyed(
  [['fee', 'deposit', 'charge'], ['upgrade', 'topup', 'top', 'recharge', 'fund', 'load'], ['collect']],
  [
    // "viewing is by appointment after a $100 viewing fee", "for a $900 processing fee"
    rule(
      String.raw`${FIGURE} (?:[a-z]+ )?(?:viewing|processing|application|booking|holding|refundable|security|admin|courier|shipping|clearance|upgrade|activation|starter|license|licence|unlock|withdrawal|release|verification|insurance|handling) (?:fee|deposit|charge)(?![a-z])`,
      / (?:fee|deposit|charge)/,
      (words) => /(?<![a-z])(?:you|u|your|ur)(?![a-z])/.test(words) && !TOLD.test(words),
    ),
    // "to go to level 2 you need to upgrade with $100", "fund the account, follow my signals"
    rule(
      String.raw`(?<![a-z])(?:upgrade|top ?up|recharge|reload|deposit|load|fund)(?: (?:your|ur|the|my) (?:account|wallet|balance|membership))?(?: with| of)? (?:\$ ?[1-9]|[1-9]\d{1,5} ?(?:dollars|bucks|usdt|usd|cad))|(?<![a-z])fund (?:your|ur|the) (?:account|wallet)(?![a-z])`,
      /(?:upgrade|top ?up|recharge|reload|deposit|load|fund)/,
      (words) =>
        /(?<![a-z])(?:you|u|your|ur)(?![a-z])/.test(words) &&
        /level|vip|platform|task|signals?|trading|trade|profit|withdraw|bot|mentor|invest|earn/.test(words) &&
        !TOLD.test(words),
    ),
    // "the landlord is up north so she asked me to collect the deposit"
    rule(
      String.raw`(?<![a-z])collect (?:the |your |a )?(?:deposit|rent|fee|payment|first month)(?![a-z])`,
      /collect /,
      (words) => !TOLD.test(words) && /from (?:you|u)|for (?:her|him|them)|send|e-?transfer|etf|interac/.test(words),
    ),
  ],
);

/** The vaguer asks after a hardship. */
const AFTER_HARDSHIP: Rule[] = keyed(
  [
    ['loan'],
    ['pitch', 'chip'],
    ['off'],
    ['give', 'send', 'spare', 'contribute'],
    ['covered', 'paid', 'bought'],
    ['code', 'codes'],
  ],
  [
    // "could i ask a huge favour? even a short loan would save me"
    rule(String.raw`(?<![a-z])even a (?:short |small |little |tiny |quick )?loan(?![a-z])`, /even a /),
    // "would you be willing to pitch in some money?"
    rule(
      String.raw`(?<![a-z])(?:pitch|chip) in (?:some |a bit of |a little |like )?(?:money|cash|funds|bucks|\$ ?\d|\d+ (?:dollars|bucks))`,
      /(?:pitch|chip) in /,
    ),
    // "my parking tickets piled up, could you pay them off?"
    rule(
      String.raw`(?<![a-z])(?:can|could|would|will) (?:you|u)(?: please| maybe| just)? pay (?:them|it|those|these|that|my \w+(?: \w+)?) off(?![a-z])`,
      / pay (?:them|it|those|these|that|my )/,
    ),
    // "any money you give would go straight to them"
    rule(
      String.raw`(?<![a-z])(?:whatever|any) (?:money|amount|cash|donation)(?: at all)? (?:you|u) (?:can )?(?:give|send|spare|contribute|could give|could send)(?![a-z])`,
      / (?:you|u) (?:can )?(?:give|send|spare|contribute|could)/,
    ),
    // "you know what would make me happy? if you covered my manicure"
    rule(
      String.raw`(?<![a-z])if (?:you|u) (?:covered|paid for|bought) (?:me |my )`,
      /if (?:you|u) /,
      (words) => !/(?:shift|slot|presentation|class|notes|lab|section|turn|seat|spot)(?![a-z])/.test(words),
    ),
    // "can i use your number to verify my bank app? just send me whatever code comes in"
    rule(
      String.raw`(?<![a-z])(?:send|give|tell|text|read) me (?:the |whatever |any |that )?(?:code|codes|otp|digits)(?: (?:that|which))? (?:comes? in|comes? through|(?:you|u) get|pops? up|arrives?|they send)`,
      /(?:code|codes|otp|digits)/,
    ),
  ],
);

export const COLLECT_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_bill', COLLECTED],
  ['financial_bill', SETTLED],
  ['financial_upfront_fee', FEE_FIRST],
  ['financial_plea', AFTER_HARDSHIP],
];
