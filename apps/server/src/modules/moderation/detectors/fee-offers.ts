import { SUM, keyed, rule, type Rule } from './money-rule';
import { RuleIndex } from './word-keys';

/**
 * Offers and stories that end in a fee paid to the writer (issue 18, sixth round): official
 * and delivery fees ("pay 500 to unfreeze", "pay 2.50 redelivery fee"), a release fee on an
 * inheritance or on goods held at a port, a job that needs a purchase or an agent's fee, a
 * tuition "agent" taking the deposit, a cheque to deposit and send back, trading groups and
 * tokens to buy into, a share promised for money now, and paid company priced by the visit.
 * Each needs the fee or the price together with the reader's part in it, so a fee told
 * about ("i paid the biometrics fee yesterday", "the agent fee for our flat was 500") does
 * not count. Use on `words`.
 */

/** Fees that only scams ask a stranger for. */
const SCAM_FEE = String.raw`release|unlock|unfreeze|clearance|redelivery|re-delivery|customs|duty|biometrics?|penalty|activation|verification|withdrawal|placement|lawyer|inheritance|sponsorship|leave|travel permit|express`;
/** The same fees as words, for picking the rules below (word-keys.ts). */
const SCAM_FEE_WORDS = [
  'release',
  'unlock',
  'unfreeze',
  'clearance',
  'redelivery',
  'delivery',
  'customs',
  'duty',
  'biometrics',
  'biometric',
  'penalty',
  'activation',
  'verification',
  'withdrawal',
  'placement',
  'lawyer',
  'inheritance',
  'sponsorship',
  'leave',
  'permit',
  'express',
];
const YOURS = /(?<![a-z])(?:you|u|your|ur|trust|help|send|pay)(?![a-z])/;
const yours = (words: string) => YOURS.test(words);
/** A fee with its sum is the writer's own unless the reader is named or trusted with it. */
const YOU = /(?<![a-z])(?:you|u|your|ur|trust)(?![a-z])/;
const toYou = (words: string) => YOU.test(words);

/** An official, delivery or release fee with a sum, asked of the reader. */
const UPFRONT_FEE: Rule[] = keyed(
  [
    SCAM_FEE_WORDS,
    ['pay'],
    SCAM_FEE_WORDS,
    ['fee', 'fees', 'cost', 'charge'],
    ['vendor', 'supplier', 'their', 'fee'],
    ['deposit', 'fee', 'fees', 'payment', 'tuition'],
    ['held', 'stuck', 'seized', 'detained', 'blocked', 'frozen', 'hold'],
  ],
  [
    rule(
      String.raw`(?:^|[:,.!?] ?|please |pls |kindly |(?:can|could) (?:you|u) )pay (?:the |a |an |your )?(?:\$?\d[\d,.]*k? )?(?:${SCAM_FEE}) (?:fee|charge|penalty|fine)s?(?![a-z])`,
      /release|unlock|unfreeze|clear|deliver|customs|duty|biometric|penalt|activat|verif|withdraw|placement|lawyer|inherit|sponsor|leave|permit|express|receive|claim|restore|lift|remove/,
      yours,
    ),
    rule(
      String.raw`(?<![a-z])pay (?:like )?${SUM} (?:to (?:unfreeze|unlock|release|clear|activate|withdraw|receive|claim|reactivate|restore|lift|remove)|for (?:the |your |my )?(?:${SCAM_FEE}))(?![a-z])`,
      /release|unlock|unfreeze|clear|deliver|customs|duty|biometric|penalt|activat|verif|withdraw|placement|lawyer|inherit|sponsor|leave|permit|express|receive|claim|restore|lift|remove/,
      yours,
    ),
    rule(
      String.raw`(?:${SCAM_FEE}) (?:fee|charge|cost|penalty)s?(?: is| of| will be|'s)? (?:only |just |like )?${SUM}|\$?\d[\d,.]*k? (?:${SCAM_FEE}) (?:fee|charge|penalty)`,
      /release|unlock|unfreeze|clear|deliver|customs|duty|biometric|penalt|activat|verif|withdraw|placement|lawyer|inherit|sponsor|leave|permit|express|receive|claim|restore|lift|remove/,
      toYou,
    ),
    rule(
      String.raw`(?:job|position|role|gig|internship|hired|hiring)[^\n]{0,60}?(?:agent|agency|placement|training|background check|recruit\w*|starter kit|onboarding) (?:fee|cost|charge)s?(?: is| of|'s)? (?:only |just |like )?${SUM}`,
      /(?:fee|cost|charge)/,
      yours,
    ),
    rule(
      String.raw`(?:job|position|role|gig|internship|work from home|remote)[^\n]{0,50}?(?:you|u) (?:need|have|must|gotta|got)(?: to)? (?:buy|pay|purchase|deposit|send)(?=[^\n]{0,60}?(?:vendor|supplier|their (?:store|shop|site)|(?<![a-z])fee))`,
      /vendor|supplier|their (?:store|shop|site)|fee/,
      yours,
    ),
    rule(
      String.raw`(?<![a-z])send (?:me )?(?:the |your |a |that )?(?:\$?\d[\d,.]*k? )?(?:deposit|fee|fees|payment|tuition) (?:to me|directly to me|my way|to my (?:account|email|number))`,
      /(?:deposit|fees?|payment|tuition) (?:to me|directly to me|my way|to my)/,
      yours,
    ),
    rule(
      String.raw`(?:gold|container|shipment|consignment|parcel|package|inheritance|trunk|luggage|diamonds?|funds)[^.!?\n]{0,40}?(?:held|stuck|seized|detained|blocked|frozen|on hold)(?=[^\n]{0,80}?(?:fee|pay|${SUM}))(?=[^\n]{0,120}?(?:(?:you'?ll|you will|u'?ll) get|(?:can|could) (?:you|u)|please|pls|help me))`,
      /held|stuck|seized|detained|blocked|frozen|on hold/,
      yours,
    ),
  ],
);

/** Paid company priced by the visit, the proof or the exchange. */
const PAID_COMPANY: Rule[] = keyed(
  [
    ['prove'],
    ['donation', 'donations', 'tribute', 'tributes'],
    ['girl', 'gf', 'girlfriend', 'boy', 'bf', 'boyfriend', 'baby', 'babe', 'wife', 'companion', 'date', 'princess'],
    ['companionship', 'girlfriend', 'gfe', 'meet', 'overnight', 'night'],
    ['over', 'night', 'meet', 'visit', 'see'],
  ],
  [
    rule(
      String.raw`(?<![a-z])prove (?:it|yourself|(?:that )?(?:you'?re|ur|you are) (?:real|serious|legit))[^\n]{0,40}?(?:gift|card|deposit|\$|pay|e-?transfer|venmo|cash ?app|paypal|tribute|${SUM})`,
      /prove /,
    ),
    rule(
      String.raw`(?<![a-z])(?:donations?|tributes?)(?![a-z])[^\n]{0,40}?(?:how i know|(?:who|you|u)(?:'?s|'?re| is| are) (?:real|serious)|minimum|(?<![a-z])min(?![a-z])|first|before (?:we|i))`,
      /donation|tribute/,
    ),
    rule(
      String.raw`(?:money|pay|rent|gift|allowance|spoil|cash|bills?|${SUM})[^\n]{0,50}?(?:i'?ll|i will) be (?:your|ur) (?:\w+ )?(?:girl|gf|girlfriend|boy|bf|boyfriend|baby|babe|wife|companion|date|princess)(?![a-z])`,
      /be (?:your|ur) /,
    ),
    rule(
      String.raw`(?:companionship|girlfriend experience|gfe|first meet|per meet|overnight|the night)[^.!?\n]{0,15}?(?:is|are|'?s|costs?|=|:) (?:only |just |like )?${SUM}`,
      /companionship|girlfriend experience|gfe|first meet|per meet|overnight|the night/,
    ),
    rule(
      String.raw`(?:it'?s|its|costs?|that'?s|is) (?:only |just )?${SUM} (?:to|for) (?:(?:me|you|u) to )?(?:come over|stay(?: the)? over|stay the night|spend the night|see me|meet me|meet up|visit (?:me|you))|${SUM} if (?:i|you|u) (?:stay|spend) the night`,
      /come over|stay(?: the)? over|the night|see me|meet me|meet up|visit (?:me|you)/,
    ),
  ],
);

/** Money to be put in now for a return: trading groups, tokens, a cut of a venture, a cheque to send back. */
const SCHEME: Rule[] = keyed(
  [
    ['join'],
    ['guaranteed', 'double'],
    ['presale', 'pre', 'token', 'coin', 'ico', 'fund', 'startup', 'venture'],
    ['cut', 'share', 'equity', 'percentage', 'returns', 'profit', 'back'],
  ],
  [
    rule(
      String.raw`(?<![a-z])join (?:my|our)(?: \w+)? (?:trading|investing|investment|crypto|forex|signals?|mentorship|vip|options)(?![a-z])(?=[^\n]{0,60}?(?:${SUM}|fee|guarantee|profit|returns|signals|a month|per month))`,
      /join (?:my|our) /,
    ),
    rule(
      String.raw`guaranteed (?:signals|wins|payouts?|win rate)|double (?:any|whatever|every|all the) (?:amount|money|cash|sum|deposit)`,
      /guaranteed |double /,
    ),
    rule(
      String.raw`(?<![a-z])(?:buy|get|invest|put money) (?:in|into|on) (?:(?:my|our) (?:pre-?sale|presale|token|coin|ico|fund|project|startup|venture)|(?:this|the) (?:pre-?sale|presale|token|ico))(?![a-z])`,
      / (?:in|into|on) (?:my|our|this|the) (?:pre|token|coin|ico|fund|project|startup|venture)/,
    ),
    rule(
      String.raw`(?:need|send|invest|give me|put in|lend me|fee is|costs?)[^\n]{0,40}?\$?\d[\d,.]*k?[^\n]{0,60}?(?:you'?ll|you will|u'?ll|u will|you'?d) get (?:a cut|a share|equity|a percentage|returns|profit|\d+%|it (?:all )?back (?:x\d+|\d+x|double|triple))`,
      /get (?:a cut|a share|equity|a percentage|returns|profit|\d+%|it (?:all )?back)/,
    ),
  ],
);

/** A cheque deposited and part of it sent on. */
const CHEQUE_BACK: Rule[] = keyed(
  [['cheque', 'check']],
  [
    rule(
      String.raw`(?:deposit|cash) (?:the|this|a|my|his|her) (?:check|cheque)[^\n]{0,60}?(?:send|transfer|wire|return|give)(?: me| us| it)? (?:back|the (?:rest|difference|extra|remaining))`,
      /che(?:ck|que)/,
      (words) => /deposit|cash/.test(words),
    ),
  ],
);

/** Each kind in the order tried; the first that matches names it. */
const KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_upfront_fee', UPFRONT_FEE],
  ['financial_companionship', PAID_COMPANY],
  ['financial_opportunity', SCHEME],
  ['financial_money_mule', CHEQUE_BACK],
];
const INDEX = new RuleIndex(KINDS);

/** The kinds of fee or offer that end in a payment to the writer, by pattern name. */
export function feeOffers(words: string): string[] {
  const name = INDEX.first(words);
  return name === undefined ? [] : [name];
}
