import { NUMBER } from './direct-asks';
import { AMOUNT, NEAR } from './money-asks';
import { gated } from './literal-gate';

/**
 * Offers that end in a payment (issue 18, fifth round): company that is not free ("i don't
 * meet for free", "a little something before we meet", "200 for an hour, 500 for the night"),
 * pictures or a meeting in exchange for money, the fee that frees a prize, a parcel or a job
 * ("verification fee", "customs", "it's 300 to release"), a visit that needs a ticket paid,
 * and schemes ("500 gets you 5000", "99 to start and you earn from everyone you bring in").
 * Fees that exist (customs on an order, a phone's activation fee) count only when something
 * of the reader's is said to be held by them. Use on `words`.
 */

const PRICE = `(?:${AMOUNT}|${NUMBER})`;
/** Someone telling how it went, not asking: "she was asking for a deposit before meeting". */
const TOLD = String.raw`(?<!(?:wanted|asked for|asked me for|asking for|asking me for|asks for|demanded) (?:a |the )?)`;
/** What pictures, a call or a meeting are: the things paid company sells. */
const FAVOURS = String.raw`(?:send|show) (?:you|u) (?:\w+ )?(?:pics?|nudes?|vids?|videos?|more|something)|be (?:yours|your \w+)|come over|spend the night|make it worth (?:your|ur) while|facetime|video ?call`;

const COMPANY_FEE = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:don'?t|dont|do not|won'?t|wont|never|not)(?: do| be)? (?:meet(?:ing|s|ups?)?|hang(?:ing)?(?: out)?|dat(?:e|es|ing)|come over|link(?:ing)?(?: up)?|see (?:you|u|guys|men|people|anyone))${NEAR} for free(?=\s*(?:$|[^a-z0-9\s]|babe|bb|hun|honey|sweetie|daddy|sorry|so|anymore)(?![a-z]))`,
      String.raw`${TOLD}(?:a (?:little|lil|small) something|(?:a |the )?(?:small |security |little )?deposit|a fee|a small fee|gifts?|tributes?|donations?)${NEAR}before (?:we|i|you|u|our|the)(?: first)? (?:meet|see|link|hang|come|date)`,
      String.raw`(?<![a-z])(?:time with me|see me|meet me|date me|book me|hang with me)${NEAR}(?:fee|deposit|tribute|donation)|(?:fee|deposit|tribute|donation) (?:first |up ?front )?(?:to|before (?:you|u) (?:can )?) (?:see|meet|date|book|spend time with) me`,
      String.raw`(?<![a-z])(?:cover|pay for|compensate (?:me )?for) my (?:time|company)|my time (?:isn'?t|is not|ain'?t) free|i charge (?:for|by) (?:my |the )?(?:company|time|dates?|meets?|hour)`,
      String.raw`(?<![a-z])(?:full|whole|gf|girlfriend) experience${NEAR}${PRICE}`,
      String.raw`(?<![a-z])(?:rate|price|cost) (?:for|of|per) (?:a |the |one )?(?:date|meet|night|visit|session)${NEAR}${PRICE}|(?:i'?m|i am|as) an? (?:paid )?(?:companion|escort)(?![a-z])`,
      String.raw`(?<![a-z])buy my (?:\w+ )?(?:pics|photos|vids|videos|content|nudes)|(?<![a-z])my (?:\w+ )?(?:pics|photos|vids|videos|content|nudes|time|company) (?:aren'?t|isn'?t|are not|is not|ain'?t) free`,
      String.raw`(?:\$\$|money|cash|payment|tips?|gifts?|deposit|donations?)(?: is| are)? (?:first|up ?front|required|welcome|accepted)(?=.{0,60}?(?:pics?|talk|meet|send|rates?|vids?|video|call|chat))|(?:rates|prices|menu)(?: are)? (?:on|in) my (?:profile|bio)(?![^.!?\n]{0,30}?(?:tutor|lesson|class|coach))`,
      String.raw`(?<![a-z])(?:gift|deposit|payment|tip|tribute)${NEAR}(?:you'?re|ur|you are|u r) (?:serious|real|legit)(?![a-z])`,
      String.raw`(?<![a-z])(?:gas|uber|lyft|cab|taxi|train|bus) (?:money|fare)${NEAR}(?:i'?m there|i'?ll (?:come|be there)|on my way|come over)`,
      String.raw`${PRICE} (?:for|per|an?) (?:an? |one |half an? )?(?:hour|hr)[, ]+(?:and )?${PRICE} (?:for|per) (?:the )?(?:night|overnight)`,
      String.raw`(?:it'?s|its|that'?s|only) ${PRICE} (?:for|per|an?) (?:an? |the |one )?(?:hour|hr|night|session|evening)(?=.{0,60}?(?:babe|bb|hun|meet|date|my time|with me|come over|your place|my place))`,
      String.raw`(?<![a-z])(?:gas|uber|lyft|taxi|cab|bus|train|travel|flight|ticket) (?:money|fare|fee)${NEAR}to (?:come )?(?:see|meet|visit|get to) (?:you|u)(?![a-z])`,
      String.raw`(?<!(?:i'?ll|i will|i can|i could|let me|i'?m gonna|i would|i'?d) )(?:pay|cover|get|buy)(?: for)? (?:my|me an?|the) (?:gas|uber|lyft|taxi|cab|bus|train|flight|ticket|ride)${NEAR}(?:to (?:come )?(?:see|meet|visit) (?:you|u)|to (?:your|ur) (?:place|house|city|apartment)|(?:i'?ll|i will|and) (?:come|be there|see (?:you|u)|meet (?:you|u)|visit))`,
      String.raw`(?<![a-z])(?:visit|see|meet|come (?:to|see)) (?:you|u)[^.!?\n]{0,50}?(?:need|help|can'?t afford)[^.!?\n]{0,20}?(?:flight|ticket|bus|train|gas|uber|travel|fare)`,
      String.raw`(?<![a-z])(?:visit|see (?:you|u)|come (?:over|see|to))[^\n]{0,40}?(?:you|u)(?:'?d| would| will|'?ll)?(?: have| need| gotta)?(?: to)? (?:book|buy|pay for|cover|get) (?:me |my )?(?:a )?(?:flight|ticket|plane ticket|bus ticket|train ticket|uber)`,
      String.raw`(?<![a-z])(?:need|want|get me|buy me) (?:a |the )?(?:flight|ticket|plane ticket|bus ticket|train ticket|gas money|uber)${NEAR}to (?:come )?(?:see|visit|meet) (?:you|u)(?![a-z])`,
      String.raw`(?:i'?ll|i will|i can|i could|i'?d)(?: \w+)? (?:send|show) (?:you|u) (?:more |my |some |a few |the |extra )?(?:\w+ )?(?:pics?|vids?|videos?|nudes?|content|photos?|clips?)[^.!?\n]{0,15}? for (?:just |only )?\$?[1-9]\d{0,3}(?=\s*(?:$|[^a-z0-9\s]|bucks|dollars|each|babe|bb|\$))`,
      String.raw`(?<!not |n'?t |never )(?:looking for|seeking|open to) (?:an? )?(?:arrangement|allowance)|allowance (?:is )?(?:discussed|negotiable|upfront|up front|first)`,
      String.raw`(?<![a-z])(?:buy|spoil|treat) me${NEAR}(?:and|then|&) (?:i'?ll|i will|ill|i can)(?: \w+)? (?:${FAVOURS})`,
      String.raw`(?<![a-z])pay me(?! back)${NEAR}(?:and|then|&) (?:i'?ll|i will|ill|i can|we can|we'?ll)(?: \w+)? (?:${FAVOURS}|meet (?:you|u)|see (?:you|u))`,
      String.raw`(?:spoil|spoiling|gifts?|generous)${NEAR}make it worth (?:your|ur) while`,
      String.raw`(?<![a-z])if (?:you|u) (?:pay|send|tip|venmo|e-?transfer|cash ?app|zelle|paypal)(?: me)? (?:like |just )?${PRICE}(?=.{0,60}?(?:my (?:pics|videos|vids|content|snap)|nudes|see me|meet me|come over|i'?ll (?:send|show|meet|come|be)))|(?:pic|video|vid|nude|content)${NEAR}if (?:you|u) (?:pay|send|tip|venmo|e-?transfer|cash ?app|zelle|paypal)(?: me)? (?:like |just )?${PRICE}`,
    ].join('|'),
  ),
);

/**
 * A stretch of text each pattern of COMPANY_FEE cannot match without, in the patterns' order:
 * most texts have none, and the long list (about 7 µs a text) is then skipped. A pattern added
 * to COMPANY_FEE needs its own stretch here.
 */
const COMPANY_CUES = gated(
  new RegExp(
    [
      String.raw`for free`,
      String.raw`before (?:we|i|you|u|our|the)(?: first)? (?:meet|see|link|hang|come|date)`,
      String.raw`(?:time with|see|meet|date|book|hang with) me|(?:fee|deposit|tribute|donation) (?:first |up ?front )?(?:to|before)`,
      String.raw`my time|my company|i charge`,
      String.raw`experience`,
      String.raw`(?:rate|price|cost) (?:for|of|per)|companion|escort`,
      String.raw`buy my|(?:n'?t|not) free`,
      String.raw`(?:\$\$|money|cash|payment|tips?|gifts?|deposit|donations?)(?: is| are)? (?:first|up ?front|required|welcome|accepted)|(?:on|in) my (?:profile|bio)`,
      String.raw`(?:you'?re|ur|you are|u r) (?:serious|real|legit)`,
      String.raw`(?:gas|uber|lyft|cab|taxi|train|bus|travel|flight|ticket) (?:money|fare|fee)`,
      String.raw`(?:for|per) (?:the )?(?:night|overnight)`,
      String.raw`(?:for|per|an?) (?:an? |the |one )?(?:hour|hr|night|session|evening)`,
      String.raw`(?:pay|cover|get|buy)(?: for)? (?:my|me an?|the) (?:gas|uber|lyft|taxi|cab|bus|train|flight|ticket|ride)`,
      String.raw`visit|(?:see|meet) (?:you|u)|come (?:to|see|over)`,
      String.raw`(?:need|want|get me|buy me) (?:a |the )?(?:flight|ticket|plane ticket|bus ticket|train ticket|gas money|uber)`,
      String.raw`(?:pics?|vids?|videos?|nudes?|content|photos?|clips?)[^.!?\n]{0,15}? for `,
      String.raw`arrangement|allowance`,
      String.raw`(?:buy|spoil|treat) me`,
      String.raw`pay me`,
      String.raw`make it worth`,
      String.raw`if (?:you|u) (?:pay|send|tip|venmo|e-?transfer|cash ?app|zelle|paypal)`,
    ].join('|'),
  ),
);

/** What a fee frees: the reader's prize, earnings or job, a parcel sent to them, a frozen account. */
const AT_STAKE = gated(
  /(?:your|ur) (?:prize|winnings|earnings|profits?|funds|package|parcel|payout|reward|account|job|position)|(?:won|win) (?:a|an|the|our)(?![a-z])|gift (?:to|for) (?:you|u)(?![a-z])|a job for (?:you|u)|(?:sending|sent|send) (?:you|u) (?:a|the) (?:package|parcel|gift|box)|(?:account|funds|money|card) (?:is |are |got |was |has been )?(?:frozen|locked|blocked|on hold)|(?:you'?ve|you have|u have) been (?:selected|chosen|approved|shortlisted)|i'?ll be (?:with (?:you|u)|on my way)|so i can (?:come|see (?:you|u)|be with (?:you|u))/,
);
/** The reader told to pay: "you need to pay", "i need you to cover", "please pay", "just pay". */
const PAY_LEAD = String.raw`(?:(?:you|u)(?: (?:need|have|must|gotta|got)(?: to)?)?|(?:you|u)'?ll (?:need|have) to|need (?:you|u) to|please|pls|just|(?:can|could) (?:you|u))(?: just| only| first)? (?:pay|cover|send|settle|clear|buy|help (?:me |us )?(?:with|pay))`;
/** Fees no one charges for a real thing, asked of the reader or named with a price. */
const SCAM_FEE = gated(
  new RegExp(
    [
      String.raw`${PAY_LEAD}${NEAR}(?:verification|unlock|release|training|starter|leave|vacation) (?:fee|tax|deposit|charge|kit|pack|papers)`,
      String.raw`(?<![a-z])verif(?:y|ication)[^.!?\n]{0,30}?(?:by (?:sending|paying)|paying|fee|deposit)(?=.{0,40}?(?:${PRICE}|me|you|u|account))`,
      String.raw`(?<![a-z])unless (?:you|u) pay(?: the| a| an)?(?: \$?\d+)? (?:fee|fine|tax|deposit|charge|\$|\d)|(?:receive|get|release|claim|unlock|access) (?:the|your|ur) (?:package|parcel|prize|funds|reward|payment|account|winnings|earnings)${NEAR}(?:must|need to|have to|gotta) pay`,
      String.raw`${PRICE} (?:fee )?to (?:(?:release|unlock|withdraw) (?:your|ur|my|the (?:package|parcel|funds|money|gift|account|profits?|earnings))|clear customs)(?![a-z])`,
    ].join('|'),
  ),
);
const STAKED_FEE = gated(
  new RegExp(
    String.raw`(?:${PAY_LEAD}|(?<![a-z])pay (?:the |a |an )?)${NEAR}(?:customs|clearance|shipping|delivery|withdrawal|activation|processing|handling|registration)(?: (?:fee|tax|deposit|charge|cost))?(?![a-z])|${PAY_LEAD}${NEAR}(?:up ?front|first|in advance)|${PRICE} (?:fee )?to (?:release|clear|get) (?:it|them)(?![a-z])|${PRICE} (?:fee )?to (?:release|clear)(?=\s*(?:$|[^a-z0-9\s]))`,
  ),
);
/** Recruiting and money-growing schemes. */
const SCHEME = gated(
  new RegExp(
    [
      String.raw`${PRICE} to (?:start|join|get started)${NEAR}(?:bring in|recruit|refer|your team|downline|commission)|(?:join my team|recruit|downline)${NEAR}${PRICE} to (?:start|join|get started)`,
      String.raw`(?<![a-z])pay${NEAR}(?:they|we|the agency)(?:'?ll| will) (?:book|hire|sign|place|represent) (?:you|u)(?![a-z])`,
      String.raw`${PRICE} (?:gets (?:you|u)|turns into|becomes|will (?:become|turn into|get (?:you|u)))(?: back)? ${PRICE}`,
      String.raw`(?<![a-z])invest (?:it |your money |ur money )?with me|(?:you|u|people|everyone|friends) to invest (?:${PRICE}|in (?:my|this|our) (?:business|startup|company|fund|platform|crypto))|invest ${PRICE} each|(?:could|can|would) (?:you|u) (?:please )?invest(?![a-z])|(?:raising|raise) (?:money|funds|capital)${NEAR}(?:could|can|would) (?:you|u)`,
      String.raw`(?<![a-z])\d+ ?% (?:a|per|every) (?:week|day)(?![a-z])|(?:daily|weekly) returns?(?![a-z])`,
      String.raw`(?:${PRICE} gets (?:you|u) started|(?:entry|onboarding|sign ?up|joining|membership|registration)(?: fee)?(?: is| of|:)? ${PRICE})(?=[^\n]{0,80}?(?:job|crypto|trading|forex|signals|earn|income|resell|profit|invest|recruit))|(?:job|crypto|trading|forex|signals|earn|income|resell|profit|invest|recruit)[^\n]{0,80}?(?:${PRICE} gets (?:you|u) started|(?:entry|onboarding|sign ?up|joining|membership|registration)(?: fee)?(?: is| of|:)? ${PRICE})`,
      String.raw`(?<![a-z])trust me with ${PRICE}|(?:i'?ll|i will|i can|let me) make (?:you|u) (?:rich|a fortune|so much money)(?! in (?!a |\d|one |two ))`,
      String.raw`(?<![a-z])(?:put|invest|send|deposit|give me)(?: in)? ${PRICE}(?: in)?[^.!?\n]{0,30}?(?:i'?ll|we'?ll|it'?ll|and) (?:double|triple|\dx|multiply|flip)`,
      String.raw`(?<![a-z])(?:teach|show|mentor|coach) (?:you|u)(?: how)? to (?:trade|invest|make money|earn|flip)${NEAR}(?:pay|fee|course|${PRICE})`,
      String.raw`(?<![a-z])buy my (?:starter )?(?:kit|pack|course|program)${NEAR}${PRICE}|(?:opportunit|program|platform|business|team)\w*${NEAR}buy[- ]in|buy[- ]in${NEAR}(?:opportunit|program|platform|returns|profit|earn)`,
      String.raw`(?<![a-z])pay ${PRICE} for (?:the|my) (?:course|kit|training|pack|program|uniform|mentorship)`,
    ].join('|'),
  ),
);
/** A job or an income offered to the reader, not the writer's own job ("i got hired at the bookstore"). */
const JOB = gated(
  /(?:a|the|this) (?:job|position|opportunit\w*|role)(?: for (?:you|u)| pays)|(?:you'?re|you are|you'?ve been|you have been|u r) (?:hired|selected)|(?:i'?m|we'?re|we are) hiring|work from home|remote (?:job|work|position)|make money|earn (?:\$|\d|money|from home)|passive income/,
);

type Pattern = { test(words: string): boolean };
const both = (a: Pattern, b: Pattern): Pattern => ({ test: (words) => a.test(words) && b.test(words) });

/** Each kind behind a literal test most texts fail; the first that matches names it. */
const KINDS: [name: string, gate: Pattern, pattern: Pattern][] = [
  ['financial_companionship', COMPANY_CUES, COMPANY_FEE],
  [
    'financial_upfront_fee',
    gated(/fee|tax|deposit|charge|kit|pack|papers|verif|release|unlock|withdraw|customs|unless|pay/),
    SCAM_FEE,
  ],
  [
    'financial_upfront_fee',
    gated(/fee|tax|deposit|charge|front|first|advance|release|clear|customs|shipping|delivery|cost/),
    both(AT_STAKE, STAKED_FEE),
  ],
  ['financial_upfront_fee', gated(/fee|front|first|advance/), both(JOB, STAKED_FEE)],
  [
    'financial_opportunity',
    gated(
      /start|join|pay|get|turn|becom|invest|buy|put|send|deposit|give|teach|show|mentor|coach|trust|rich|rais|%|daily|weekly|entry|onboard|sign|joining|member|registr|started/,
    ),
    SCHEME,
  ],
];

/** The offers in the text that end in a payment, by pattern name. */
export function scamOffers(words: string): string[] {
  for (const [name, gate, pattern] of KINDS) if (gate.test(words) && pattern.test(words)) return [name];
  return [];
}
