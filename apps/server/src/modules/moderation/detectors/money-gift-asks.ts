import { FIGURE_RE, FIGURE_SUM, keyed, rule, type Rule } from './money-rule';

/**
 * Issue 18's sixteenth round: money asked for as a price of affection or a forfeit ("do u love
 * me enough to pay my parking ticket", "you lost, you're buying my groceries", "hand over the
 * card"), a threat's price ("$400 and i forget this ever happened"), in-app gifts ("send me a
 * lion gift"), the reader's bank account lent ("can i use your account for my refund", "hold my
 * tax refund for me"), a share of a collection ("send yours now so i can get the supplies") and
 * a fee set before something is released ("to receive your offer letter, pay the $75 fee").
 * Each needs the reader's money or bank and an ask together, so a gift told about or a share
 * already sent does not count. Use on `words`.
 */

const AFFECTION: Rule[] = keyed(
  [
    ['buying', 'paying', 'covering', 'treating'],
    ['hand'],
    ['love', 'like', 'liked', 'likes', 'care', 'serious'],
    ['treat'],
    ['spend'],
  ],
  [
    // "you lost at mario kart, you're buying my groceries this week"
    rule(
      String.raw`(?<![a-z])(?:you'?re|youre|ur|you are|u r) (?:buying|paying for|covering|treating me to) (?:me |my )`,
      /(?:buying|paying for|covering|treating me to) (?:me|my) /,
      (words) =>
        !/(?:you'?re|youre|ur|you are|u r) (?:buying|paying for|covering) (?:me |my )(?:a )?(?:break|headache|attention|point|day)/.test(
          words,
        ) && !/shift|slot|presentation|class|lecture|notes|lab|part of|section|turn/.test(words),
    ),
    // "whoever texts first pays, hand over the card 😌"
    rule(
      String.raw`(?<![a-z])hand (?:over|me) (?:the|your|ur) (?:card|credit card|cash|money|wallet)(?![a-z])`,
      /hand (?:over|me) /,
    ),
    // "do u love me enough to pay my parking ticket", "a guy who liked me would just cover my textbook"
    rule(
      String.raw`(?<![a-z])(?:love|like|liked|likes|care about|cared about|serious about) me[^.!?\n]{0,30}?(?<![a-z])(?:pay|cover|buy|get|take care of)(?: for)? (?:me |my )(?:a |an |new |the )?(?:[a-z]+ )?(?:ticket|bill|textbook|books?|tuition|rent|groceries|hair|nails|phone|internet|gift|flight|lunch|dinner|coffee|drinks|uber|ride|outfit|shoes|bag|airpods|spotify|netflix|subscription)`,
      / me[^.!?\n]{0,30}?(?:pay|cover|buy|get|take care of)/,
    ),
    // "one brunch at monogram, your treat, no splitting"
    rule(
      String.raw`(?<![a-z])(?:(?:it'?s|its|that'?s|thats) )?(?:your|ur) treat(?![a-z])(?! (?:was|yesterday|last))`,
      /(?:your|ur) treat/,
      (words) => !/(?:was|wasn'?t|thanks? for|thank you for) (?:it )?(?:your|ur) treat/.test(words),
    ),
    // "show me i matter more than your ps5, send me what you'd spend on a new game"
    rule(
      String.raw`(?<![a-z])(?:send|give|transfer|e-?transfer) me what (?:you'?d|you would|u'?d|u would|you) (?:spend|pay|drop|blow)`,
      / me what /,
    ),
  ],
);

/** What makes a sum and a deadline a threat's price: money, or what would be shown. */
const THREAT_CONTEXT =
  /\$|dollars|bucks|cad|usd|pay|send|transfer|bitcoin|crypto|gift ?card|screenshots?|pics|photos|nudes|videos?|chats?|tell|post|everyone|sees?(?![a-z])/;

/** What a threat promises once paid: "and i forget this ever happened", "and this goes away". */
const THREAT_PRICE: Rule[] = keyed(
  [['forget', 'delete', 'goes', 'disappears', 'away'], ['tomorrow', 'tonight', 'midnight', 'noon'], ['unless']],
  [
    // "$400 and i forget this ever happened", "600 and this goes away forever"
    rule(
      String.raw`${FIGURE_SUM}[^.!?\n]{0,20}? and (?:i(?:'?ll| will)? (?:forget|delete|drop|leave you alone)|(?:this|it|everything) (?:all )?(?:goes away|disappears|gets deleted|is deleted))`,
      / and (?:i|this|it|everything)/,
      (words) => THREAT_CONTEXT.test(words),
    ),
    // "$350 by tomorrow or she sees everything you sent me"
    rule(
      String.raw`${FIGURE_SUM}[^.!?\n]{0,25}? (?:by|before|until|till) (?:tomorrow|tonight|midnight|noon|the end of (?:the )?day|\d{1,2} ?(?:am|pm))[^.!?\n]{0,15}? or (?:she|he|they|everyone|everybody|your|ur|i(?:'?ll| will)? (?:post|leak|send|show|tell|share|expose|tag))(?![a-z])`,
      / or (?:she|he|they|everyone|everybody|your|ur|i)/,
      (words) => THREAT_CONTEXT.test(words),
    ),
    // "i'll tell everyone you catfished me unless you make it right. $400"
    rule(
      String.raw`(?<![a-z])unless (?:you|u) (?:make (?:it|this|things) right|pay up|cough up|settle (?:up|this))(?![a-z])`,
      /unless (?:you|u) /,
      (words) => FIGURE_RE.test(words) || /tell|post|send|expose|everyone|family|friends/.test(words),
    ),
  ],
);

/** Gifts that cost the sender money inside a live-stream or dating app. */
const IN_APP_GIFT: Rule[] = keyed(
  [['gift', 'gifts', 'coins', 'diamonds', 'tokens', 'roses']],
  [
    // "send me a lion gift if you want a shoutout", "send me a gift worth 500 coins"
    rule(
      String.raw`(?<![a-z])(?:send|gift|give|buy|get) me (?:a |an |one |some |the |your |ur |like )?(?:[a-z]+ )?(?:gift|gifts|coins|diamonds|tokens|roses)(?![a-z])(?! (?:ideas?|list|guide|wrap|wrapping|receipt))`,
      /me (?:a |an |one |some |the |your |ur |like )?(?:[a-z]+ )?(?:gift|coins|diamonds|tokens|roses)/,
      (words) =>
        !/(?:mom|mum|dad|parents|grandma|aunt|uncle|sister|brother) (?:will |would |to )?(?:send|gift|give|buy|get) me/.test(
          words,
        ),
    ),
  ],
);

/** The reader's bank account lent to the sender. */
const ACCOUNT_LENT: Rule[] = keyed(
  [
    ['account', 'acct', 'banking', 'deposit', 'chequing', 'checking'],
    ['banking', 'deposit'],
    ['refund', 'paycheque', 'paycheck', 'transfer', 'payment', 'money', 'funds'],
  ],
  [
    // "can i use your account for my refund", "could i borrow your direct deposit"
    rule(
      String.raw`(?<![a-z])(?:can|could|may|cn) i (?:use|borrow|put it (?:in|into|through)) (?:your|ur) (?:bank )?(?:account|acct|direct deposit|banking|chequing|checking)(?![a-z])`,
      /(?:use|borrow|into|in|through) (?:your|ur) /,
    ),
    // "just send me your banking info", "i'll file it with your direct deposit info"
    rule(
      String.raw`(?<![a-z])(?:your|ur) (?:online banking|banking|direct deposit) (?:info|information|details|login|password|number)(?![a-z])`,
      /(?:banking|direct deposit) (?:info|information|details|login|password|number)/,
      (words) =>
        !/(?:never|don'?t|do not|dont) (?:send|give|share)|they (?:want|ask|asked|wanted)|scam|careful|beware|phishing/.test(
          words,
        ),
    ),
    // "hold my tax refund for me?", "receive the transfer in your account and pass it on"
    rule(
      String.raw`(?<![a-z])(?:hold|keep|receive|take|accept) (?:my|the|a|some) (?:tax )?(?:refund|paycheque|paycheck|transfer|payment|money|funds|deposit)(?: for me)?(?:[^.!?\n]{0,25}?(?:in|into|through|on|to) (?:your|ur) (?:bank |chequing |checking )?(?:account|acct|card)|(?: for me)(?=[?.!\s]|$))`,
      /(?:hold|keep|receive|take|accept) (?:my|the|a|some) /,
    ),
  ],
);

/** A share of a collection, asked for now. */
const SHARE_NOW: Rule[] = keyed(
  [['yours', 'share', 'part', 'half', 'cut']],
  [
    // "everyone's chipping in $25, wanna send yours now?"
    rule(
      String.raw`(?<![a-z])(?:send|e-?transfer|etransfer|venmo|interac|pay) (?:me )?(?:yours|your share|your part|your half|your cut|ur share|ur part|ur half)(?![a-z])`,
      /(?:yours|your share|your part|your half|your cut|ur share|ur part|ur half)/,
      (words) => FIGURE_RE.test(words) || /chip|split|owe|each/.test(words),
    ),
  ],
);

/** A fee set before something is released: "to receive your offer letter, pay the $75 fee". */
const FEE_TO_RELEASE: Rule[] = keyed(
  [['pay']],
  [
    rule(
      String.raw`(?<![a-z])to (?:avoid|stop|drop|settle|receive|unlock|release|get|claim|confirm|activate|secure|keep)[^.!?\n]{1,50}?,? (?:you (?:must|need to|have to) |please |just |kindly )?pay (?:the |a |an |your |this )?(?:\$ ?)?[1-9][\d,]*`,
      /to (?:avoid|stop|drop|settle|receive|unlock|release|get|claim|confirm|activate|secure|keep) /,
    ),
  ],
);

export const GIFT_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_bill', AFFECTION],
  ['financial_extortion', THREAT_PRICE],
  ['financial_paid_content', IN_APP_GIFT],
  ['financial_money_mule', ACCOUNT_LENT],
  ['financial_bill', SHARE_NOW],
  ['financial_upfront_fee', FEE_TO_RELEASE],
];
