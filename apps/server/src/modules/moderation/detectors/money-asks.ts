/**
 * Money asked for without the words money, send or pay (issue 18's classes): slang borrowing,
 * someone else's bill as the writer's problem, invented emergencies, paid companionship,
 * a payment app as the verb or the destination next to an amount, and up-front "opportunities".
 * Each needs an amount or an ask next to its cue, so money talked about ("rent went up to
 * $900", "the hospital bill was $100, insurance covered it") does not count. Use on `words`.
 */

/** An amount as people write it: $80, 80$, 1.2k, 150 cad, 40 quid, a couple bills, fifty bucks. */
const AMOUNT = String.raw`(?:[$€£₹₦₱]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:k|\$|€|£|bucks|dollars?|cad|usd|quid|euros?|pounds|naira|pesos|rupees|grand)(?![a-z])|(?:usd|cad)\s?\d+|(?:a|one|two|a few|a couple(?: of)?|\d) (?:hundred|grand|stack|bills?)(?![a-z])|(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred) (?:bucks|dollars|quid))`;
const NEAR = String.raw`[^.!?\n]{0,40}?`;

const BORROW_VERBS = String.raw`borrow|spot|front|float|lend|loan|hold me over|tide me over|slide|bless|put me on|hook me up|cover|chip in|help (?:me |a \w+ |ur \w+ |your \w+ )?(?:out )?with|bridge me|run it back|owe (?:you|u)`;
/** A bare number right after the verb is an amount too ("spot me 80", "borrow 200 til friday"). */
const BARE_AFTER = String.raw` (?:me |us |a \w+ |u |you )?(?:like |about |just )?\d{2,5}(?![\d:%a-z])`;
const BORROW = new RegExp(
  String.raw`(?<![a-z])(?:${BORROW_VERBS})(?![a-z])(?:${NEAR}${AMOUNT}|${BARE_AFTER})|(?<![a-z])(?:u|you) good for ${AMOUNT}|(?:lend|loan|borrow)(?: me)? (?:a couple|a few|some) bills`,
);

const BILLS = String.raw`rent|tuition|(?:phone|hydro|gas|internet|electric(?:ity)?|water|hospital|vet|dentist|medical|credit card|power) bill|bills?|wifi|insurance|bus pass|transit pass|meal plan|textbooks|lab fees|visa fees?|application fee|parking ticket|speeding ticket|daycare|medicine|deposit|flight home|groceries|car repair|tow fee|impound|loan payment|school fees|fees|bail|surgery`;
const THEIRS = String.raw`(?:my|the|our|his|her|their|(?:my )?(?:mom|dad|mum|brother|sister|grandma|grandpa|cousin|roommate|aunt|uncle|son|daughter|friend|landlord)'?s)`;
/** A bill that is due, late or short, or a bill the reader is asked to take on. */
const BILL_PROBLEM = new RegExp(
  [
    String.raw`${THEIRS} (?:\w+ )?(?:${BILLS})(?![a-z])${NEAR}(?:due|overdue|late|behind|short|collections|bounced|cut (?:off|everything)|comes out|is on me|kick|threaten|expel|evict)`,
    String.raw`(?:behind on|short (?:on|for)|can'?t (?:make|afford|pay)|can'?t cover) ${THEIRS}? ?(?:\w+ )?(?:${BILLS})`,
    String.raw`(?:(?:can|could|would|will) (?:you|u) (?:please |pls |just )?|(?:^|[,.!?] ?)(?:please |pls )?)(?:cover|handle|take care of|pick up|pay|help (?:me )?with|chip in (?:for|on)) (?:${THEIRS} )?(?:\w+ )?(?:${BILLS})(?![a-z])`,
    String.raw`(?:account|card|bank) is (?:at zero|empty|negative|overdrawn)|(?:i'?m|im) (?:\$?\d+\S* )?short for (?:the |my )?(?:${BILLS})`,
  ].join('|'),
);

const EMERGENCY = String.raw`accident|arrested|passport|mugged|robbed|hospital|stranded|stolen|infection|evicted|locked out|hacked|border|cloned|missed my flight|fine|crashed|stuck abroad|emergency|deported|surgery|lawyer|police|jail`;
const EMERGENCY_ASK = new RegExp(
  String.raw`(?<![a-z])(?:${EMERGENCY})(?![a-z])[^.!?\n]{0,80}?(?:need|needs|needed|wants?|help|send|cover|short|deposit)${NEAR}(?:${AMOUNT}|money|cash|funds)|(?<![a-z])(?:${EMERGENCY})(?![a-z])[^.!?\n]{0,80}?(?:help me with money|send help|help me out financially)`,
);

const COMPANION_CUES = String.raw`rates?|donation|tribute|booking fee|screening fee|verification (?:fee|deposit)|meet fee|travel fee|full service|overnight|per date|paid date|companionship|first meet|spoiling session|my time|provider|sponsor`;
const COMPANION = new RegExp(
  [
    String.raw`(?<![a-z])(?:${COMPANION_CUES})(?![a-z])${NEAR}${AMOUNT}|${AMOUNT}${NEAR}(?<![a-z])(?:${COMPANION_CUES})(?![a-z])`,
    String.raw`(?<![a-z])tributes? (?:first|welcome|before)|(?:gifts?|deposit|donation) (?:first|before (?:we )?meet)|be my (?:provider|sponsor|sugar)`,
    String.raw`deposit${NEAR}(?:to (?:confirm|hold|book|meet|secure)|first|before we meet|up ?front)|(?:send|a|gift me) (?:a )?${AMOUNT} gift`,
  ].join('|'),
);

const PAY_APPS = String.raw`venmo|zelle|cash ?app|paypal|pp|e-?transfer|etransfer|interac|emt|wise|revolut|apple pay|google pay|gpay|chime|remitly|western union|moneygram|wu|alipay|wechat pay|paytm|upi|gcash|maya|mpesa|skrill|bank transfer|direct deposit|btc|usdt|crypto`;
/** A payment app next to an amount ("80 on venmo", "zelle me 80", "cash app: jess22 — $80"), or as a handle's label. */
const APP_AND_AMOUNT = new RegExp(
  [
    String.raw`(?<![a-z])(?:${PAY_APPS})(?![a-z])[^.!?\n]{0,25}?${AMOUNT}`,
    String.raw`${AMOUNT}[^.!?\n]{0,20}?(?<![a-z])(?:on|to|via|thru|through|by|with|in|into|my|ur|your)? ?(?:${PAY_APPS})(?![a-z])`,
    String.raw`(?<![a-z])(?:my )?(?:${PAY_APPS}|cash)(?: tag| handle| id)? ?(?:is|:|=|-|—) ?@?[a-z][a-z0-9._]*[\d._][a-z0-9._]*`,
  ].join('|'),
);
/** Where someone told to pay might spend: only with an amount or a me/my next to the app. */
const APP_AS_VERB = new RegExp(
  String.raw`(?<![a-z])(?:${PAY_APPS})(?: it)? (?:me|to me)(?![a-z])|(?:on|to|into) my (?:${PAY_APPS})(?![a-z])`,
);

const OPPORTUNITY = new RegExp(
  String.raw`(?:starter kit|registration|processing fee|activation|activate (?:your|ur) account|unlock (?:your|ur) \w+|to withdraw|release (?:the|your) (?:package|funds|money)|buy in|entry is|minimum (?:deposit|investment|is)|training materials|background check|put \S+ in|invest|recruiter|sure thing|watch it grow|flip (?:your|ur)|double it|returns?|grant|visa sponsor|side hustle|mining pool|trading coach|to get in|to start)${NEAR}${AMOUNT}`,
);

const GATE =
  /\d|bill|rent|tuition|fee|borrow|lend|loan|spot|front|float|cover|tribute|gift|deposit|donation|hundred|grand|stack|bucks|quid|dollar|account|card|bank|emergency|help|me$/;

/** The pattern name for each kind of request, tried in order; the first that matches names it. */
const KINDS: [string, RegExp][] = [
  ['financial_payment_app', APP_AND_AMOUNT],
  ['financial_payment_app', APP_AS_VERB],
  ['financial_borrowing', BORROW],
  ['financial_bill', BILL_PROBLEM],
  ['financial_emergency', EMERGENCY_ASK],
  ['financial_companionship', COMPANION],
  ['financial_opportunity', OPPORTUNITY],
];

/** The kinds of veiled money request in the text, by pattern name. */
export function moneyAsks(words: string): string[] {
  if (!GATE.test(words)) return [];
  const found: string[] = [];
  for (const [name, pattern] of KINDS) if (!found.includes(name) && pattern.test(words)) found.push(name);
  return found;
}
