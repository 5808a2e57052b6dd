import { gated, type GatedPattern } from './literal-gate';
/**
 * Money asked for without the words money, send or pay (issue 18's classes): slang borrowing,
 * someone else's bill as the writer's problem, invented emergencies, paid companionship,
 * a payment app as the verb or the destination next to an amount, and up-front "opportunities".
 * Each needs an amount or an ask next to its cue, so money talked about ("rent went up to
 * $900", "the hospital bill was $100, insurance covered it") does not count. Use on `words`.
 */

/** An amount as people write it: $80, 80$, 1.2k, 150 cad, 40 quid, a couple bills, fifty bucks. */
export const AMOUNT = String.raw`(?<![a-z0-9])(?:[$€£₹₦₱¥₩฿₫₵]\s?\d[\d,.]*k?|(?:rm(?=\d)|s\$|a\$|c\$|hk\$|ksh|gh₵|php|aed|sgd|myr|inr|ngn|zar|rs\.?|r(?=\d{3}))\s?\d[\d,.]*k?(?![a-z])|\d[\d,.]*\s?(?:k|\$|€|£|bucks|dollars?|cad|usd|usdt|btc|quid|euros?|pounds|naira|pesos|rupees|grand|bones|racks?|bands?|hundy|hunnid|yen|won|baht|ringgit|rand|cedis|shillings|dirhams?|lakh|triệu)(?![a-z])|(?:usd|cad)\s?\d+|(?:a|one|two|three|four|five|a few|a couple(?: of)?|like \d|\d) (?:hundred|grand|stack|bills?|hundy|hunnid|racks?|bands?)(?![a-z])|half a (?:k|rack|band|grand|stack)(?![a-z])|(?<![a-z])a (?:hundy|hunnid|rack|band)(?![a-z])|(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred) (?:bucks|dollars|quid))`;
export const NEAR = String.raw`[^.!?\n]{0,40}?`;

const BORROW_VERBS = String.raw`borrow|spot|front|float|lend|loan|spare|advance|carry me|help a (?:sis|bro|girl|brother|sister)|hold me over|tide me over|slide|bless|put me on|hook me up|cover|chip in|help (?:me |a \w+ |ur \w+ |your \w+ )?(?:out )?with|bridge me|run it back|(?:can|could|may) i owe (?:you|u)|(?:lemme|let me) owe (?:you|u)|owe (?:you|u)(?! (?:like |about |only |just )?[$€£]?\d)`;
/** A bare number right after the verb is an amount too ("spot me 80", "borrow 200 til friday"). */
const BARE_AFTER = String.raw` (?:me |us |a \w+ |u |you )?(?:like |about |just )?\d{2,5}(?![\d:%a-z])`;
const BORROW = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:${BORROW_VERBS})(?![a-z])(?:${NEAR}${AMOUNT}|${BARE_AFTER})|(?<![a-z])(?:u|you) good for ${AMOUNT}|(?:lend|loan|borrow)(?: me)? (?:a couple|a few|some) bills|(?:double|triple) (?:whatever|what) (?:you|u) (?:lend|loan|spot|front|give)|(?:lemme|let me|can i|could i|may i) (?:get|grab|snag|have|borrow) (?:like |about )?${AMOUNT}|(?<![a-z])(?:u|you) got (?:like |about |any |a spare )?${AMOUNT}|(?:got|have) (?:like )?(?:${AMOUNT}|\d{2,5}) (?:to spare|lying around)`,
  ),
);

export const BILLS = String.raw`rent|tuition|(?:phone|hydro|gas|internet|electric(?:ity)?|water|hospital|vet|dentist|medical|credit card|power) bill|bills?|wifi|insurance|bus pass|transit pass|meal plan|textbooks|lab fees|visa fees?|application fee|parking tickets?|speeding tickets?|daycare|medicine|deposit|flight home|groceries|car repair|tow fee|impound|loan payment|school fees|fees|bail|surgery`;
const MINE = String.raw`(?:my|our|his|her|their|(?:my )?(?:mom|dad|mum|brother|sister|grandma|grandpa|cousin|roommate|aunt|uncle|son|daughter|friend|landlord)'?s)`;
const THEIRS = String.raw`(?:the|${MINE})`;
/** What makes a due date pressing rather than a date: "due tomorrow", "due and i'm broke", "due, can you…". */
const PRESSING = String.raw`(?:today|tonight|tomorrow|tmrw|tmr|now|asap|this week|friday|monday|(?:and|but) i(?! always| usually| never| normally| forget| keep| just remembered)|can|could|would|help|short|broke|don'?t have|dont have|can'?t|cant|no money|nothing)`;
/**
 * What makes a bill the reader's problem. "Due" and "late" count only for the writer's (or
 * their family's) own bill and when pressing: "the deposit is due in march" and "my phone bill is
 * due on the 15th" are dates, "we'll settle the bill later" a plan.
 */
const BILL_TROUBLE = String.raw`overdue|behind|short|collections|bounced|cut (?:off|everything)|comes out|is on me|kick\w*|threaten\w*|expel\w*|evict\w*`;
/** A bill that is due, late or short, or a bill the reader is asked to take on. */
const BILL_PROBLEM = gated(
  new RegExp(
    [
      String.raw`${MINE} (?:\w+ )?(?:${BILLS})(?![a-z])${NEAR}(?:${BILL_TROUBLE}|(?:due|late)(?![a-z])${NEAR}${PRESSING})(?![a-z])`,
      String.raw`the (?:\w+ )?(?:${BILLS})(?![a-z])(?:${NEAR}(?:${BILL_TROUBLE})(?![a-z])|[^.!?\n]{0,60}?(?:due|late)(?![a-z])${NEAR}(?:can|could|would|will) (?:you|u) )`,
      String.raw`(?:behind on|short (?:on|for)|can'?t (?:make|afford|pay)|can'?t cover) ${THEIRS}? ?(?:\w+ )?(?:${BILLS})`,
      String.raw`(?:(?:can|could|would|will) (?:you|u) (?:please |pls |just )?|(?:^|[,.!?] ?)(?:please |pls )?)(?:cover|handle|take care of|pick up|pay|help (?:me )?with|chip in (?:for|on)) (?:${THEIRS} )?(?:\w+ )?(?:${BILLS})(?![a-z])`,
      String.raw`(?:you|u) (?:would|'?d) (?:help (?:me |us )?(?:out )?with|cover|take care of) (?:${THEIRS} )?(?:\w+ )?(?:${BILLS})(?![a-z])|(?<![a-z])help (?:me|us) (?:out )?with (?:the|my|our) (?:rent|tuition|bills|school fees|medical bills|hospital bill)(?![a-z])`,
      String.raw`(?:could|can|would) (?:you|u) (?:put|lay) (?:it|that|the \w+) down for me|(?:landlord|school|hospital|impound|mechanic|agency) (?:wants|needs|is asking for|demands) (?:the |my )?(?:deposit|rent|fees?|payment) (?:today|tonight|now|by)(?![^.!?\n]{0,40}?(?:already (?:sent|paid|e-?transferred|covered)|i (?:sent|paid) it|it'?s (?:paid|sent|done)))(?=[^\n]*?(?:(?<![a-z])(?:you|u|ur|your|help|pls|please|plz)(?![a-z])|\?|🙏|🥺))|(?:i )?need (?:some )?(?:help|hlp) (?:with|for|paying) (?:${THEIRS} )?(?:\w+ )?(?:${BILLS})(?![a-z])(?! (?:application|form|office|portal|receipt|statement)s?(?![a-z]))`,
      String.raw`(?:account|card|bank) is (?:at zero|empty|negative|overdrawn)|(?:i'?m|im) (?:\$?\d+\S* )?short for (?:the |my )?(?:${BILLS})`,
    ].join('|'),
  ),
);

const EMERGENCY = String.raw`accident|arrested|passport|mugged|robbed|hospital|stranded|stolen|infection|evicted|locked out|hacked|border|cloned|missed my flight|fine|crashed|stuck abroad|emergency|deported|surgery|lawyer|police|jail`;
const EMERGENCY_ASK = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:${EMERGENCY})(?![a-z])[^.!?\n]{0,80}?(?:need|needs|needed|wants?|help|send|cover|short|deposit|asking for|asks for|charging|demands?)${NEAR}(?:${AMOUNT}|money|cash|funds|(?<![\d.,:$])[1-9]\d{1,4}(?![\d%:])(?= (?:for|to|before|by|or|so|and)(?![a-z])))|(?<![a-z])(?:${EMERGENCY})(?![a-z])[^.!?\n]{0,80}?(?:help me with money|send help|help me out financially|send (?:me |us )?(?:something|anything|a (?:bit|little)|what (?:you|u) can))|(?<![a-z])(?:${EMERGENCY})(?![a-z])[^!?\n]{0,100}?(?:can|could) (?:you|u) (?:please |pls )?help(?: me)?(?: out)?\s*(?:\?|$|please|pls|lol|😭|🙏)`,
  ),
);

const COMPANION_CUES = String.raw`rates?|per (?:meet|visit|night|session)|arrangement|allowance|custom (?:pics|videos|vids|content)|full set|whole (?:evening|night)|all yours|taxi money|uber money|for my (?:nails|hair|lashes)|spoil me|gfe|incall|outcall|donation|tribute|booking fee(?=[^.!?\n]{0,60}?(?:meet|see (?:you|u)|clients|agency|come|rest in person|confirm|date))|(?<=pay (?:the |my |a )?)booking fee|screening fee|verification (?:fee|deposit)|meet fee|travel fee(?=[^.!?\n]{0,60}?(?:meet|see (?:you|u)|come))|full service|overnight|per date|paid date|companionship|first meet|spoiling session|my time(?! was| is)|provider|sponsor`;
const COMPANION = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:${COMPANION_CUES})(?![a-z])${NEAR}${AMOUNT}`,
      String.raw`(?:first meet|incall|outcall|overnight|full service|gfe|custom (?:pics|videos|vids)|arrangement)${NEAR}\d{2,5}(?![\d:%a-z])`,
      String.raw`looking for (?:a |my )?(?:sponsor|sugar daddy|generous|provider|benefactor)|show me (?:you'?re|how|that you'?re) generous|only meet generous|generous (?:men|man|guys?|daddy)`,
      String.raw`(?<![a-z])tributes? (?:first|welcome|before)|(?<!(?:wanted|asked for|asked me for|asking for|asking me for|asks for|demanded) (?:a |the )?)(?:gifts?|deposit|donation) (?:first|before (?:we )?meet)|be my (?:provider|sponsor|sugar)`,
      String.raw`(?<!(?:wanted|asked for|asked me for|asking for|asking me for|asks for|demanded) (?:a |the )?)deposit${NEAR}(?:to (?:confirm|hold|book|meet|secure)|first|before we meet|up ?front)|(?:send|gift|get|buy)(?: me)? (?:a )?${AMOUNT} gift|(?<![a-z])a ${AMOUNT} gift(?! ?cards?)`,
    ].join('|'),
  ),
);

export const PAY_APPS = String.raw`iban|swift code|sort code|venmo|zelle|cash ?app|paypal|pp|e-?transfer|etransfer|e-?trans|e-?tax|e-t|interac|emt|wise|revolut|apple pay|apple cash|google pay|gpay|chime|remitly|western union|moneygram|wu|alipay|wechat pay|paytm|upi|gcash|maya|mpesa|skrill|pix|bizum|phonepe|bank transfer|direct deposit|btc|usdt|crypto`;
/** Crypto beside an amount is as often a loss told about ("lost $95 in crypto"); financial.detector.ts reads crypto. */
export const PAY_APPS_NOT_CRYPTO = PAY_APPS.replace('|btc|usdt|crypto', '');
/** A payment app next to an amount ("80 on venmo", "zelle me 80", "cash app: jess22 — $80"), or as a handle's label. */
const APP_AND_AMOUNT = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:${PAY_APPS_NOT_CRYPTO})(?![a-z])[^.!?\n]{0,25}?(?:${AMOUNT}|(?:like|about|just|only) \d{2,5}(?![\d:%a-z]))`,
      String.raw`(?<![a-z])(?:my )?(?:${PAY_APPS}|cash)(?: tag| handle| id)? ?(?:is|:|=|-|—) ?@?[a-z][a-z0-9._]*[\d._][a-z0-9._]*`,
    ].join('|'),
  ),
);
/** Where someone told to pay might spend: only with an amount or a me/my next to the app. */
const APP_AS_VERB = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:${PAY_APPS})(?: it)? (?:me|to me)(?![a-z])|(?:on|to|into) my (?:${PAY_APPS})(?![a-z])`,
  ),
);

const OPPORTUNITY = gated(
  new RegExp(
    String.raw`(?:starter kit|registration|processing fee(?! (?:for|on) (?:my|our))|activation|activate (?:your|ur) account|unlock (?:your|ur) \w+|to withdraw|release (?:the|your) (?:package|funds|money)|buy in|minimum (?:deposit|investment|is)|training materials|background check|put \S+ in|invest(?!ed)|recruiter|sure thing|watch it grow|flip (?:your|ur)|double it|returns?|grant|visa sponsor|side hustle|mining pool|trading coach|to get in|to start|buy-?in|signals group|vip group|trading group|agency fee|portfolio costs|the kit|minimum)${NEAR}${AMOUNT}|(?<![a-z])(?:top ?up|deposit|put in)${NEAR}(?:${AMOUNT}|\d{2,5}(?![\d%]))${NEAR}(?:unlock|withdraw|level|tasks|trade|profit|returns?)`,
  ),
);

/** Someone else's need made the reader's: an amount with "i have no one else", "i only have half", "i'll return it". */
const PLEA = gated(
  new RegExp(
    String.raw`(?:i|we) only have half|(?:i have|there'?s|i got) no (?:one|body) else|(?:i'?m|im) (?:so )?(?:ashamed|embarrassed) to ask|(?:you'?re|ur|you are) my (?:only|last) hope|(?:please|pls|plz),? (?:i'?m )?begging|i'?ll (?:return|refund) (?:it|you)|i (?:will|can) (?:return|refund) (?:it|you)|(?:would|will|could) (?:really |honestly |literally )?(?:save|carry) me|(?:that'?s|thats) all i (?:need|want|ask)|(?:need|want) (?:like |just |only )?\S+ (?:real quick|rq|asap|urgently)|won'?t (?:release|let me|give|start|treat|see|admit|discharge|return)[^.!?\n]{0,40}? without|(?:it'?s|its) on me now|(?:fell|falls|landed) on me|(?:small|little|quick|big|huge) favou?r|(?:${PAY_APPS}) (?:works|is fine|is okay|is ok|is easier)`,
  ),
);
/** Topping up the writer's phone, SIM or wallet: "reload my phone with 20", "load me 500". */
const TOP_UP = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:reload|re-load|top ?up|load|recharge)(?: up)? (?:me|my (?:phone|sim|line|card|account|wallet|number|gcash|data|balance))(?:${NEAR}${AMOUNT}| (?:with |for )?(?:like |just )?\d{2,5}(?![\d:%a-z]))|(?<![a-z])(?:loads?|puts?) ${AMOUNT} on (?:it|my)`,
  ),
);
/** Card numbers, PINs and accounts asked for, or the reader's account used to move money. */
const CREDENTIALS = gated(
  new RegExp(
    String.raw`(?:what'?s|whats|what is|give me|send me|tell me|read me|text me|i need|need) (?:the |your |ur )?(?:bank |card |atm |debit )?(?:pin|cvv|card (?:number|details|info)|numbers on (?:your|ur|the) card|online banking (?:login|password)|routing number|account (?:and|&) (?:routing|transit)(?: numbers?)?)(?![a-z])|(?:hold|receive|keep|move|accept) (?:some )?(?:money|funds|cash|a (?:transfer|payment|deposit)) (?:in|into|through|thru|for me in|on) (?:your|ur|their) (?:account|bank|card)|use (?:your|ur) (?:bank account|account|card) (?:for|to)`,
  ),
);
const PLEA_AMOUNT = gated(new RegExp(AMOUNT));
/**
 * The kinds that start at the amount ("$80 on my venmo", "120 per meet", "80 tax to withdraw").
 * Tried from every position they are the dearest patterns here, so they share one scan.
 */
const OPPORTUNITY_TAIL = String.raw`${NEAR}(?:tax|fees?|deposit|top ?up|gas)${NEAR}(?:withdraw|unlock|release|claim|activate|receive)`;
/** One pattern, so the text is scanned for amounts once; the group that matched names the kind. */
const AMOUNT_LED = gated(
  new RegExp(
    [
      String.raw`${AMOUNT}(?:(?<payment_app>[^.!?\n]{0,20}?(?<![a-z])(?:on|to|via|thru|through|by|with|in|into|my|ur|your)? ?(?:${PAY_APPS_NOT_CRYPTO})(?![a-z]))`,
      String.raw`(?<borrowing> (?:(?:i|we) can hold|my way|to (?:hold|tide|carry|get) me (?:over|through|by)))`,
      String.raw`(?<companionship>${NEAR}(?<![a-z])(?:${COMPANION_CUES})(?![a-z]))`,
      String.raw`(?<opportunity>${OPPORTUNITY_TAIL}))`,
      String.raw`(?<![\d.,])\d{2,5}(?![\d%])(?:(?<companionship2> per (?:meet|date|visit|night)(?![a-z]))|(?<opportunity2>${OPPORTUNITY_TAIL}))`,
    ].join('|'),
  ),
);
const LED_KIND = (groups: Record<string, string | undefined>): string =>
  groups.payment_app !== undefined
    ? 'financial_payment_app'
    : groups.borrowing !== undefined
      ? 'financial_borrowing'
      : groups.companionship !== undefined || groups.companionship2 !== undefined
        ? 'financial_companionship'
        : 'financial_opportunity';
/** The writer's own balance ("i have like $3 in my paypal") or payment ("$31, already sent it to maya"). */
const HELD_BEFORE = gated(/(?:have|had|got|has|left)(?: like| about| only| just)? $/);
const PAID_WITHIN = gated(/(?<![a-z])(?:sent|paid|transferred|venmoed|gave)(?![a-z])/);
function paidOrHeld(led: RegExpExecArray, words: string): boolean {
  if (led.groups!.payment_app === undefined) return false;
  return PAID_WITHIN.test(led[0]) || HELD_BEFORE.test(words.slice(Math.max(0, led.index - 16), led.index));
}

/** A hard story without an amount: "lost everything, anything helps". */
const ANYTHING_HELPS = gated(
  /(?:lost everything|broke|scammed|stranded|starving|desperate|no food|nothing left)[^.!?\n]{0,60}?(?:anything helps|any amount|whatever you can (?:spare|give|afford))/,
);

const GATE = gated(
  /\d|send (?:me |us )?(?:something|anything|a bit|a little|what)|bill|rent|tuition|fee|borrow|lend|loan|spot|front|float|cover|tribute|gift|deposit|donation|hundred|grand|stack|bucks|quid|dollar|account|card|bank|emergency|help|me$|pin|cvv|routing|generous|sponsor|lend|whatever|hold|anything|amount|half|rack|band|hundy|hunnid|bones|load|top ?up|recharge/,
);

/** Cheap literal tests in front of each kind: most texts run only one or two of its patterns. */
const PAY_GATE = gated(
  /venmo|zelle|cash|pal|\bpp\b|transfer|interac|\bemt\b|wise|revolut|pay|chime|remit|western|gram|\bwu\b|\bupi\b|gcash|maya|mpesa|skrill|pix|bizum|phonepe|deposit|iban|swift|sort code|btc|usdt|crypto/,
);
const BILL_GATE = gated(
  /rent|tuition|bill|fee|insur|wifi|pass|plan|book|ticket|daycare|medicine|deposit|flight|grocer|repair|impound|loan|bail|surgery|account|card|bank|down for me/,
);
const COMPANION_GATE = gated(
  /rate|per |arrange|allowance|custom|full|whole|yours|money|nails|hair|lashes|spoil|gfe|call|donation|tribute|fee|overnight|date|compan|meet|session|time|provider|sponsor|generous|deposit|gift/,
);
const EMERGENCY_GATE = gated(
  /accident|arrest|passport|mugged|robbed|hospital|strand|stolen|infect|evict|locked|hacked|border|cloned|flight|fine|crash|abroad|emergency|deport|surgery|lawyer|police|jail/,
);
/** Words one of the pleas needs before the plea's pattern is tried. */
const PLEA_GATE = gated(
  /half|else|body|ashamed|embarrass|hope|begging|return|refund|save|carry|all i|quick|rq|asap|urgent|without|on me|works|fine|okay|ok|easier|favou?r/,
);

/** The pattern name for each kind of request, tried in order; the first that matches names it. */
const KINDS: [string, GatedPattern, GatedPattern][] = [
  ['financial_payment_app', PAY_GATE, APP_AND_AMOUNT],
  ['financial_payment_app', PAY_GATE, APP_AS_VERB],
  [
    'financial_borrowing',
    gated(
      /borrow|spot|front|float|lend|loan|spare|advance|carry|help|tide|hold|slide|bless|put me|hook|cover|chip|bridge|run it|owe|good for|bills|double|triple|get|grab|snag|have|got/,
    ),
    BORROW,
  ],
  ['financial_bill', BILL_GATE, BILL_PROBLEM],
  ['financial_emergency', EMERGENCY_GATE, EMERGENCY_ASK],
  ['financial_companionship', COMPANION_GATE, COMPANION],
  [
    'financial_opportunity',
    gated(
      /kit|regist|fee|activ|unlock|withdraw|release|buy|entry|minimum|training|check|put|invest|recruit|sure|grow|flip|double|return|grant|sponsor|hustle|mining|coach|to get|to start|signal|vip|group|agency|portfolio|top ?up|deposit/,
    ),
    OPPORTUNITY,
  ],
  ['financial_top_up', gated(/load|top ?up|recharge|puts? /), TOP_UP],
  [
    'financial_card_details',
    gated(/pin|cvv|card|numbers|bank|routing|account|money|funds|cash|transfer|payment|deposit/),
    CREDENTIALS,
  ],
  ['financial_emergency', gated(/anything|any amount|whatever/), ANYTHING_HELPS],
];

/** The kinds of veiled money request in the text, by pattern name. */
export function moneyAsks(words: string, folded: string = words): string[] {
  const found = asksIn(words);
  // Amounts read as leetspeak in `words` ("1.2k" → "i.2k", "rm200" → "rm2oo"): look at the digits as typed.
  if (found.length === 0 && folded !== words && LEET_DIGIT.test(folded)) found.push(...asksIn(folded));
  return found;
}

/** An amount leetspeak may have read as letters: "1.2k", "80$", "rm200", "s$150", "r500". */
const LEET_DIGIT = gated(/\d[\d,.]*(?:k|\$|usd|cad)(?![a-z])|(?:rm|\$|r|\.)\d/);

function asksIn(words: string): string[] {
  if (!GATE.test(words)) return [];
  const found: string[] = [];
  for (const [name, gate, pattern] of KINDS) {
    if (!found.includes(name) && gate.test(words) && pattern.test(words)) found.push(name);
  }
  if (found.length === 0) {
    const led = AMOUNT_LED.exec(words);
    if (led && !paidOrHeld(led, words)) found.push(LED_KIND(led.groups!));
  }
  if (found.length === 0 && PLEA_GATE.test(words) && PLEA.test(words) && PLEA_AMOUNT.test(words))
    found.push('financial_plea');
  return found;
}
