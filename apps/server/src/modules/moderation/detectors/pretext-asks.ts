import { NUMBER } from './direct-asks';
import { AMOUNT, BILLS, NEAR, PAY_APPS, PAY_APPS_NOT_CRYPTO } from './money-asks';
import { scamOffers } from './scam-offers';
import { gated } from './literal-gate';

/**
 * Money asked for through its pretext rather than its sum (issue 18, fifth round): a slang
 * loan "till the 15th", "do you have 20 bucks?", "i hate asking but" beside money, a bill
 * passed over ("help me with one"), a utility cut off with "can you help", a ride ordered for
 * someone who has no money, an Interac money request to accept. Each pattern starts at a cue
 * word and needs the ask next to it, so the same words told about ("i hate asking my parents
 * for money", "my wifi got cut off lol") do not count. The offers that end in a payment (paid
 * company, fees up front, schemes) are in scam-offers.ts. Use on `words`.
 */

const CASH = String.raw`(?:\$\$|money|cash|dough|change|bucks|funds|💰|💵|💸|🤑)`;
/** The end of an ask: "?", the end, a please or a pleading emoji. */
const ASK_END = String.raw`\s*(?:\?|$|please|pls|plz|🙏|🥺)`;
/** A bare number as a price: what follows is a pause or what the money is for, not "12 people". */
const SUM = String.raw`(?:${AMOUNT}|${NUMBER}(?=\s*(?:$|[^a-z0-9\s]|bucks|dollars|for|to|by|before|or|and|so|i)(?![a-z])))`;
/** The writer paying their own way: "i'll e-transfer you", "i'll pay gas". */
const PAYS_OWN_WAY = gated(
  /i'?ll (?:e-?transfer|etransfer|venmo|interac|send) (?:you|u)|i'?ll pay (?:for )?(?:gas|my (?:share|half|own))/,
);

/** "float me till the 15th", "lnd me sum cash", "hook me up with a twenty", "do u have 50 i can borrow". */
const SLANG_LOAN = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:float|front|advance|lend|lnd|len|loan|hook|bless)(?:ing)?(?: me| us)(?: up)?(?: with)? (?:some |sum |a bit of |a little |a lil |a few |any |a couple )?${CASH}`,
      String.raw`(?<![a-z])(?:float|front|advance|lend|lnd|loan)(?:ing)?(?: me| us)(?: a bit| a little| a lil| some| sum)? (?:till|until|til|this (?:week|month))(?![a-z])`,
      String.raw`(?<![a-z])(?:float|front|advance|lend|lnd|loan|spot)(?:ing)?(?: me| us)(?: a bit| a little| some)? for (?:the |my )?(?:week|month|groceries|food|rent|gas|lunch|bills|tuition)(?![a-z])`,
      String.raw`(?<![a-z])(?:lend|lnd|loan|front|float|spare)(?:ing)? (?:me|us)(?: some| any| a bit| a little| a lil| sum| something)?${ASK_END}`,
      String.raw`(?<![a-z])bless (?:me|us) with (?:a (?:lil|little|small) something|something small|${CASH}|${AMOUNT}|${NUMBER})`,
      String.raw`(?<![a-z])hook (?:me|us) up with (?:a |an )?(?:twenty|fifty|tenner|fiver|hundred|hunnid|c note|${AMOUNT}|${NUMBER}(?=\s*(?:[^a-z0-9\s]|$|bucks|dollars)))`,
      String.raw`(?<![a-z])spare (?:some|any|a little|a bit of|sum) (?:change|cash|money|bucks)${NEAR}(?:for me|\?)|(?:(?:could|can) (?:you|u)|if (?:you|u) (?:could|can)) spare (?:anything|something|a bit|a little|whatever)(?![a-z])`,
      String.raw`(?<![a-z])sub (?:me|us) (?:like )?(?:${AMOUNT}|${NUMBER})|(?<![a-z])hold (?:me|us) down(?: with)? (?:like )?(?:${AMOUNT}|${NUMBER})`,
      String.raw`(?:can|could) (?:you|u) bless (?:me|us)(?![a-z])(?=.{0,60}?(?:rent|bill|broke|money|cash|due|\d))`,
      String.raw`(?<![a-z])(?:u|you|ya) good for an? (?:${AMOUNT}|${NUMBER})(?: loan)?`,
      String.raw`(?<![a-z])(?:do (?:you|u)|d'?you|(?:you|u)) (?:have|got) (?:like |about |a spare |an extra )?(?:${AMOUNT}|${NUMBER}|hundred|twenty|fifty)(?: (?:bucks|dollars))?(?:${ASK_END}| (?:i|we) (?:can|could) (?:borrow|have|use|get))`,
      String.raw`(?<![a-z])(?:got|have|any) (?:any |some )?spare (?:cash|money|change|bucks|twenty|hundred)${ASK_END}`,
      String.raw`(?<![a-z])help (?:a|ur|your) (?:\w+ )?(?:brother|bro|sister|sis|girl|guy|student|friend|homie|gal|brotha|sista) out(?=.{0,60}?(?:broke|money|cash|rent|bills|\d{2}))|(?:broke|money|cash|rent|bills)${NEAR}help (?:a|ur|your) (?:\w+ )?(?:brother|bro|sister|sis|girl|guy|student|friend|homie|gal|brotha|sista) out`,
    ].join('|'),
  ),
);

const SEND_ANYTHING = String.raw`send (?:me |us )?(?:anything|whatever (?:you|u) can(?: spare)?|what (?:you|u) can(?: spare)?)(?=\s*(?:$|[^a-z0-9\s]|please|pls|i'?m|even))`;

/** "i hate asking but" beside money, "my only hope" beside a sum, "even 20 helps", "i'll repay you triple". */
const PLEA = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:hate|sorry|embarrassed|ashamed|don'?t (?:want|like)|never|wouldn'?t|would never)(?: to)? ask(?:ing)?(?:,| but| you| u| this| again)${NEAR}(?:money|financ|cash|rent|bills?|broke|tuition|a loan|${AMOUNT})`,
      String.raw`(?:my (?:only|last) hope|no (?:one|body) else|begging)(?=.{0,80}?(?:need|short|owe)\w* (?:like |about |just )?${SUM})|(?:need|short|owe)\w* (?:like |about |just )?${SUM}${NEAR}(?:my (?:only|last) hope|no (?:one|body) else|begging)`,
      String.raw`(?<![a-z])(?:need|send|gimme|want|help (?:me |us )?(?:out )?with) (?:some |sum |a little |a lil )?(?:💰|💵|💸|🤑)`,
      String.raw`(?<![a-z])if (?:you|u) (?:really )?(?:love|loved|care|cared about|trust|trusted) me,? (?:you|u)(?:'?d| would| will)? (?:send|pay|lend|cover|buy|help me (?:with this|financially|out))|i promise (?:you'?ll|you will|u will|i'?ll|i will) (?:get|pay|give)(?: you| u)? (?:it|every \w+|the money)(?: all)? back`,
      String.raw`(?<![a-z])desperate (?:for|need of) (?:money|cash|funds)|(?<![a-z])(?:need|needing) (?:money|cash) (?:so )?(?:bad|badly|desperately)`,
      String.raw`(?:anything|any amount|every (?:bit|little bit|dollar)) helps(?=.{0,60}?(?:rent|bills|tuition|money|broke|food|short))|(?:rent|bills|tuition|money|broke|food|short)${NEAR}(?:anything|any amount|every (?:bit|little bit|dollar)) helps|${NUMBER} (?:away from|short of) (?:making |paying )?(?:rent|tuition|my \w+)`,
      String.raw`(?<![a-z])kindly (?:send|pay|transfer|wire|assist|help)${NEAR}(?:money|funds|cash|${SUM}|western|moneygram|bank)`,
      String.raw`(?<![a-z])(?:help|assist|support) (?:me|us)(?: out)?(?: with| to| get| make| pay| cover)?${NEAR}(?:${AMOUNT}|(?:only|just|need|needs|short|it'?s|its|costs?|with|owe|another) \$?[1-9]\d{1,4}(?![\d%:])(?=\s*(?:$|[^a-z0-9\s]|bucks|dollars|for|to|by|before|so|and|or|i|this|today|tonight|asap|rn|pls|please)(?![a-z])))|(?:i need|need) (?:your|ur) help${NEAR}(?:need|owe|short)\w* ${NUMBER}`,
      String.raw`(?<![a-z])(?:blocked|frozen|locked|suspended|closed) (?:my )?(?:bank )?(?:account|card)${NEAR}(?:need|send|pay|costs?)\w*${NEAR}(?:${AMOUNT}|${NUMBER})`,
      String.raw`(?<![a-z])(?:fundraiser|donations?|gofundme|collecting)${NEAR}(?:my|for my) (?:rent|bills|tuition|surgery)|(?:my|for my) (?:rent|bills|tuition)${NEAR}(?:donations?|fundraiser|gofundme)`,
      String.raw`(?<![a-z])not asking for (?:much|a lot|alot)${NEAR}(?:${AMOUNT}|${NUMBER}|money|cash)`,
      String.raw`(?<![a-z])(?:financially|money ?wise|money|cash|rent|bills|broke|struggling)${NEAR}any (?:help|amount|support)(?: at all)?(?: would| is| will)? (?:be )?(?:appreciated|helps?|welcome|mean)|(?<![a-z])anything (?:you|u) (?:can |could )?(?:send|spare|give)(?![a-z])`,
      String.raw`(?<![a-z])(?:broke|send|need|help|spare|anything|desperate)${NEAR}even (?:like |just )?\$?[1-9]\d{0,3}(?![\d%:])(?=\s*(?:$|[^a-z0-9\s]|bucks|dollars|would|helps|is fine|works))`,
      String.raw`(?<![a-z])(?:repay|pay (?:you |u )?back|return it|give it back)${NEAR}(?:double|triple|twice|2x|3x|with interest)(?! in (?!a |\d|one |two ))`,
      String.raw`(?<![a-z])(?:need|want) (?:some |a little |a bit of )?(?:help|support|assistance) financially|(?<![a-z])support (?:me|us) (?:(?:a (?:little|bit) )?this month|financially|with (?:money|cash|rent|bills|tuition))`,
      String.raw`(?<![a-z])(?:you|u|pls|please)[^.!?\n]{0,15}?(?:sponsor|bankroll|finance|fund) (?:my|me)(?![a-z])|(?<![a-z])be my (?:atm|bank|wallet|personal atm)(?![a-z])`,
      String.raw`(?<![a-z])(?:desperate|broke|starving|struggling)${NEAR}${SEND_ANYTHING}|${SEND_ANYTHING}${NEAR}(?:desperate|broke|starving|struggling)`,
    ].join('|'),
  ),
);

/** What the writer lost or cannot pay: "my hydro is about to be cut off", "my card is maxed out". */
const CUT_OFF = String.raw`(?:cut off|disconnected|shut off|suspended|repossessed|towed|impounded|seized|maxed(?: out)?|overdrawn)`;
const PASSED_BILL = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:bills|rent|tuition|fees|expenses|debts?)${NEAR}(?:can|could|would) (?:you|u) (?:please |pls )?(?:help(?: me| us)?(?: out)? with|cover|take|pay|handle) (?:one|some|a few|part|half|a couple)(?: of (?:them|it|those))?(?![a-z])`,
      String.raw`(?<![a-z])(?:you|u) (?:helping|covering|paying for|taking care of) (?:me |us )?(?:out )?(?:with |w )?(?:my|our) (?:\w+ )?(?:expenses|bills|rent|tuition|fees|groceries|debts?|loans?)(?![a-z])`,
      String.raw`(?<![a-z])(?:my|our) (?:phone|hydro|power|electricity|internet|wifi|heat|gas|water|lights|car|card|credit card|account)${NEAR}${CUT_OFF}(?=.{0,60}?(?:(?:can|could|would) (?:you|u)[^.!?\n]{0,20}?help|please help|pls help|help me|${SUM}))`,
      String.raw`(?<![a-z])(?:consider|mind|think about) (?:covering|paying(?: for| off)?|helping (?:me |us )?(?:out )?with|chipping in (?:for|on))(?: (?:part|some|half) of)? (?:my|our) (?:\w+ )?(?:${BILLS}|expenses)(?![a-z])`,
      String.raw`(?:help (?:me |us )?|(?:can|could) (?:you|u) )(?:keep|get) (?:my|the|our) (?:lights|phone|power|heat|wifi|internet|hydro)(?: \w+)? (?:on|back on)(?![a-z])`,
      String.raw`(?<![a-z])(?:lend|give) (?:me |us )?a hand with (?:my |the |this month'?s )?(?:rent|bills|tuition|fees|groceries|expenses)(?![a-z])`,
      String.raw`(?<![a-z])(?:landlord|bank|school|registrar|lender)${NEAR}(?:i'?m out|evict\w*|kick\w* me out|cut me off|repo\w*|drop me|deregister)(?=.{0,60}?(?:please|pls|help|(?:can|could|would) (?:you|u)))`,
      String.raw`(?<![a-z])(?:pass|phone|ticket|textbooks?|books|laptop|bill|rent|shoes|meds|medicine|groceries)${NEAR}(?:can|could|would) (?:you|u) (?:please )?(?:buy|pay for|cover) (?:me )?(?:one|it|that|them|a new one)(?![a-z])`,
      String.raw`(?<![a-z])(?:wants?|needs?|charging|asking for|demands?) ${SUM}(?=.{0,40}?(?:i have nothing|i have no money|i (?:can'?t|cannot) pay|i don'?t have (?:it|that|the money)))`,
    ].join('|'),
  ),
);

/** A ride or a meal bought for someone who says they have no money; luxuries asked for outright. */
const ERRAND = gated(
  /(?<![a-z])(?:get|order|buy|call|book) me (?:an? |some )?(?:uber|lyft|cab|taxi|food|dinner|lunch|groceries|skip|doordash|uber ?eats|pizza)(?![a-z])/,
);
const NO_MONEY = gated(
  /no (?:money|cash)|(?:don'?t|dont) have (?:any )?(?:money|cash)|broke(?![a-z])|can'?t afford|cant afford|haven'?t eaten|starving/,
);
const LUXURY = gated(
  /(?<![a-z])(?:get|buy|gift|treat) me (?:to )?(?:a |an |the |those |that |some |these )?(?:new )?(?:shoes|sneakers|jordans|outfit|dress|bag|purse|airpods|iphone|ipad|macbook|laptop|nails|lashes|perfume|makeup|jewel(?:le)?ry|necklace|earrings|designer \w+|gucci|lv|louis|ps5)(?![a-z])/,
);

/** Interac's "request money": "accept my money request", "sent you an e-transfer request for 60". */
const APPS = String.raw`(?:money|payment|e-?transfer|etransfer|interac|paypal|venmo|cash ?app|zelle)`;
const MONEY_REQUEST = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:accept|approve|pay|complete)(?: my| the| it| this)? ${APPS} request|(?<![a-z])sent (?:you|u) (?:a |an |my )?${APPS} request|${APPS} request(?: sent)?${NEAR}(?:accept|approve|for (?:${AMOUNT}|${NUMBER}))|request sent (?:on|via|thru|through) ${APPS}`,
  ),
);

/**
 * A payment app beside a bare sum or "this email", asked for ("pls send via e-transfer, 50",
 * "venmo or zelle, whichever, 60"), not the writer's own payment or balance.
 */
const APP_SUM = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:${PAY_APPS_NOT_CRYPTO})(?![a-z])(?:[^.!?\n]{0,30}?${NUMBER}(?=\s*(?:$|[^a-z0-9\s]|bucks|dollars|to|for|pls|please|plz|babe|bb|rn|asap|now|tonight|today)(?![a-z]))|${NEAR}to (?:this|my|the following) (?:email|e-?mail|number|account|address|handle))`,
  ),
);
/** The app as the first word is the verb of an order: "etransfer 30 to …". */
const APP_ASKED = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:send|pls|please|plz|whichever|works|to (?:my|this|me)|me)(?![a-z])|(?:can|could) (?:you|u)|(?:you|u) can|^(?:${PAY_APPS_NOT_CRYPTO})(?![a-z])`,
  ),
);
const OWN_PAYMENT = gated(
  /(?<![a-z])(?:i|we) (?:just |already )?(?:sent|paid|got|have|had|owe|transferred|received|spent|lost|made|use)(?![a-z])|i'?ll (?:send|pay|venmo|e-?transfer|interac|zelle)|(?:my|our|her|his) (?:roommate|mom|dad|landlord|friend|sister|brother|parents)|owes? me|split|each|refund/,
);

type Pattern = { test(words: string): boolean };
/** The writer's offer to pay their own way takes a favour asked out of the money asks. */
const unlessPaying = (pattern: Pattern): Pattern => ({
  test: (words) => pattern.test(words) && !PAYS_OWN_WAY.test(words),
});

/** Each kind behind a literal test most texts fail; the first that matches names it. */
const KINDS: [name: string, gate: Pattern, pattern: Pattern][] = [
  [
    'financial_borrowing',
    gated(/float|front|advance|lend|lnd|len|loan|hook|spare|spot|sub|hold|good for|bless|have|got|help a/),
    SLANG_LOAN,
  ],
  [
    'financial_plea',
    gated(
      /ask|hope|else|begging|any|need|love|care|trust|promise|desperate|helps|away|short|kindly|assist|blocked|frozen|locked|suspended|closed|fundrais|donation|gofundme|collecting|send|gimme|want|help|even|back|support|sponsor|fund|financ|atm|bank|wallet|💰|💵|💸|🤑/,
    ),
    PLEA,
  ],
  [
    'financial_bill',
    gated(
      /bill|rent|tuition|fee|expense|debt|hand|consider|mind|keep|phone|lights|power|heat|wifi|internet|hydro|landlord|bank|school|registrar|lender|helping|covering|paying|taking care|off|connect|suspend|repossess|tow|impound|seize|maxed|overdrawn|buy|pay|cover|want|need|charg|asking|demand/,
    ),
    unlessPaying(PASSED_BILL),
  ],
  ['financial_errand', gated(/ me /), { test: (words) => NO_MONEY.test(words) && unlessPaying(ERRAND).test(words) }],
  ['financial_errand', gated(/ me /), LUXURY],
  ['financial_money_request', gated(/request/), MONEY_REQUEST],
  [
    'financial_payment_app',
    gated(new RegExp(PAY_APPS)),
    { test: (words) => APP_SUM.test(words) && APP_ASKED.test(words) && !OWN_PAYMENT.test(words) },
  ],
];

/** The kinds of money asked for through a pretext or an offer, by pattern name. */
export function pretextAsks(words: string): string[] {
  for (const [name, gate, pattern] of KINDS) if (gate.test(words) && pattern.test(words)) return [name];
  return scamOffers(words);
}
