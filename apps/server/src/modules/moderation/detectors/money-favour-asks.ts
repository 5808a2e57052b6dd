import { FIGURE, FIGURE_RE, FIGURE_SUM, PRICED, PRICED_RE, moneyNamed, keyed, rule, type Rule } from './money-rule';

/**
 * Issue 18's eleventh round: a price named and then handed over with a pronoun ("it's 115 for
 * the month, would you be able to cover it", "could you send me that", "if you send 100 it'll
 * stop the fees"), slang sums ("a few hundo", "a c-note", "a couple of twenties"), misspelt
 * needs ("i ned 200 for my rent"), the reader's card used or a card reloaded, and the fees of
 * fake opportunities ("i can get you into the agency but the shoot is 400", "pay tax before they
 * release your coins"). Each needs the ask and the money together, so a price told about
 * ("the pass is 115 a month") does not count. Use on `words`.
 */

const hasMoney = (words: string) => PRICED_RE.test(words) || moneyNamed(words);

/** After a handed-over "it": the end, a pause, or what follows an ask. */
const ASK_END = String.raw`(?=\s*(?:$|[,.!?🙏🥺]|to me|over|please|pls|plz|tonight|today|asap|for (?:me|us|her|him)|and i|i'?ll|i'?d|i will|i would|so i))`;

/** A price handed to the reader with a pronoun. */
const HANDED_OVER: Rule[] = keyed(
  [
    ['cover', 'pay', 'send', 'transfer', 'etransfer', 'wire', 'handle', 'take', 'sort', 'front', 'help', 'spare'],
    ['send', 'lend', 'transfer', 'etransfer', 'spot', 'front', 'give'],
    ['account', 'card', 'wallet', 'number', 'email'],
  ],
  [
    // "would you be able to cover it", "could you please help me with that", "can you transfer it to me"
    rule(
      String.raw`(?:(?:would|could|will) (?:you|u) be able to|(?:can|could|would) (?:you|u)(?: please| maybe| possibly)?|if (?:you|u) (?:could|can|would|'?d)(?: maybe| possibly| please| just)?) (?:cover|pay|pay for|send(?: me)?|transfer|e-?transfer|wire|handle|take care of|sort|front|help (?:me |us )?with|spare) (?:it|that|this|them|the rest|the fee|the bill|the balance|the amount)(?![a-z])${ASK_END}`,
      / (?:it|that|this|them|rest|fee|bill|balance|amount)(?![a-z])/,
      hasMoney,
    ),
    // "my account's in overdraft, if you send 100 it'll stop the fees"
    rule(
      String.raw`(?<![a-z])if (?:you|u) (?:could |can |would )?(?:send|lend|transfer|e-?transfer|spot|front|give)(?: me| us)? (?:like |about |just )?${FIGURE_SUM}`,
      /if (?:you|u) /,
      moneyNamed,
    ),
    // "please send it to my friend's account"
    rule(
      String.raw`(?<![a-z])send (?:it|that|the money|the rest) to (?:my|this) (?:\w+'?s? )?(?:account|card|wallet|number|email)(?![a-z])`,
      /send (?:it|that|the money|the rest) to /,
      moneyNamed,
    ),
  ],
);

/** Slang sums and misspelt needs. */
const SLANG: Rule[] = keyed(
  [
    ['hundo', 'hundos', 'hundies', 'note', 'notes', 'twenties', 'fifties', 'tenners', 'fivers', 'benjamins', 'bands'],
    ['twenty', 'fifty', 'tenner', 'fiver', 'hundred', 'note', 'hundo'],
    ['ned', 'nd', 'needd', 'neeed'],
    ['count'],
    ['cover', 'spot', 'front', 'float'],
  ],
  [
    // "send over a few hundo", "could you spare a c-note", "spot me a couple of twenties"
    rule(
      String.raw`(?<![a-z])(?:send|lend|spot|spare|front|toss|throw|slide|run|give|float|bless)(?: me| us| over)? (?:a |an |like |a few |a couple(?: of)? |two |three |some )?(?:hundos?|hundies|c-? ?notes?|twenties|fifties|tenners|fivers|benjamins|bands)(?![a-z])`,
      /hundo|hundies|c-? ?note|twenties|fifties|tenners|fivers|benjamins|bands/,
    ),
    // "u got a twenty u could spot me? paying u back thursday"
    rule(
      String.raw`(?<![a-z])(?:you|u) (?:got|have|gt) (?:a |an )?(?:spare )?(?:twenty|fifty|tenner|fiver|hundred|c-? ?note|hundo)(?![a-z])[^\n]{0,30}?(?:spot|lend|borrow|front|pay(?:ing)? (?:you|u) back)`,
      /(?:got|have|gt) (?:a |an )?(?:spare )?(?:twenty|fifty|tenner|fiver|hundred|c-? ?note|hundo)/,
    ),
    // "i ned 200 for my rnet can u help"
    rule(
      String.raw`(?<![a-z])(?:ned|nd|needd|neeed) (?:like |about |just )?\$?[1-9]\d{1,4}(?![\d%:])(?: bucks| dollars)? (?:for|4|to|asap|pls|plz|please)(?![a-z])`,
      /(?:ned|nd|needd|neeed) /,
    ),
    // "can i count on you for something small? just 40"
    rule(
      String.raw`(?<![a-z])count on (?:you|u) for (?:something|a little|a bit|a favou?r|a small)(?![a-z])`,
      /count on (?:you|u) for /,
      (words) => PRICED_RE.test(words),
    ),
    // "any chance you could cover me this once? it's like 60"
    rule(
      String.raw`(?<![a-z])(?:cover|spot|front|float) (?:me|us)(?: this (?:once|time)| once| real quick)?[^\n]{0,20}?(?:it'?s|its) (?:like |about |just |only )?${PRICED}`,
      /(?:cover|spot|front|float) (?:me|us)/,
    ),
  ],
);

/** The reader's card used or reloaded. */
const CARD_USE: Rule[] = keyed(
  [
    ['card', 'visa', 'mastercard', 'amex'],
    ['reload', 'load', 'recharge', 'refill', 'top'],
  ],
  [
    // "can i use your credit card for the flight, i'll pay you back"
    rule(
      String.raw`(?<![a-z])(?:can|could|may|cn) i (?:use|borrow) (?:your|ur) (?:(?:credit|debit|bank|visa|mastercard) )?(?:card|visa|mastercard|amex)(?![a-z])`,
      /(?:use|borrow) (?:your|ur) /,
      (words) => /credit|debit|bank|visa|mastercard|pay (?:you|u) back|flight|order|booking/.test(words),
    ),
    // "could you reload my compass card, 50"
    rule(
      String.raw`(?<![a-z])(?:reload|load|recharge|refill|top up) (?:my|me) (?:\w+ )?(?:card|pass|phone|account|wallet|balance)(?![a-z])`,
      /(?:reload|load|recharge|refill|top up) (?:my|me) /,
      (words) => FIGURE_RE.test(words),
    ),
  ],
);

/** The fees of fake opportunities. */
const FEE_FIRST: Rule[] = keyed(
  [
    [
      ...['job', 'internship', 'agency', 'scholarship', 'visa', 'position', 'contract', 'casting'],
      ...['loan', 'grant', 'interview', 'placement', 'permit', 'gig'],
    ],
    [
      'coins',
      'funds',
      'money',
      'profit',
      'profits',
      'winnings',
      'prize',
      'package',
      'crypto',
      'earnings',
      'account',
      'payout',
    ],
  ],
  [
    // "i can get you into the modelling agency but the portfolio shoot is 400"
    rule(
      String.raw`(?<![a-z])(?:i can|i'?ll|i will|i could|let me) (?:get|find|land|secure|hook) (?:you|u) (?:into |in |up with )?(?:a |an |the )?(?:\w+ )?(?:job|internship|agency|scholarship|visa|position|contract|casting|loan|grant|interview|placement|permit|work permit|gig)(?![a-z])[^.!?\n]{0,40}?(?:but|though|,|just|only)[^.!?\n]{0,30}?${FIGURE}`,
      /(?:get|find|land|secure|hook) (?:you|u) /,
      (words) =>
        /fee|deposit|cost|charge|up ?front|(?:is|are) \$?\d/.test(words) && !/(?<![a-z])pays(?![a-z])/.test(words),
    ),
    // "you need to pay tax of 15 percent before they release your coins"
    rule(
      String.raw`(?:pay|send) (?:a |the )?(?:tax|fee|charge|deposit)[^.!?\n]{0,30}? (?:before|to|so) (?:they |we |it |i )?(?:can )?(?:release|unlock|withdraw|send|transfer|credit)s? (?:your|ur|the) (?:coins|funds|money|profits?|winnings|prize|package|crypto|earnings|account|payout)`,
      /(?:release|unlock|withdraw|send|transfer|credit)s? (?:your|ur|the) /,
    ),
  ],
);

export const FAVOUR_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_bill', HANDED_OVER],
  ['financial_borrowing', SLANG],
  ['financial_card_details', CARD_USE],
  ['financial_upfront_fee', FEE_FIRST],
];
