import { AMOUNT, BILLS, PAY_APPS_NOT_CRYPTO } from './money-asks';
import { cueScanner } from './cue-scan';
import { gated } from './literal-gate';

/**
 * Money asked for in so many words, the way people ask a friend: a transfer verb in request
 * form next to an amount ("send me 20", "toss me like 15 for food", "send 60 my way",
 * "lemme hold 50"), "need 40 for food", "cover my uber home", a price with "can you help",
 * and the scams that ride on them (paid content, proof by payment, fees up front, an account
 * or a cheque borrowed). Each needs the request form, so money told about ("i sent her 20",
 * "my grandma gave me 20 bucks") and the writer paying ("i'll venmo you 20") do not count,
 * and a bare number needs a money context after it, so "send me 20 pics" and "give me
 * 10 minutes" do not either. Use on `words`.
 */

/** A number of ten or more, not part of a time, a score or a percentage. */
export const NUMBER = String.raw`(?<![a-z\d.,:$/])\$?[1-9]\d{1,4}(?:[.,]\d\d)?(?![\d%:])`;
/** What may follow a bare number for it to be money: the end, a pause, or what money is for or sent by. */
const MONEY_TAIL = String.raw`(?=\s*(?:$|to @|[^a-z0-9\s%/:'*&+x-]|(?:bucks|dollars?|quid|cad|usd|for|on|via|thru|through|asap|urgently|now|today|tonight|rn|pls|please|plz|real quick|rq|quick|first|up ?front|upfront|my way|to (?:me|my|this|prove|show)|so|and|or|i'?ll|i will|till|til|until|before|as|lol|lmao|babe|bb|bro|man|mate|hun|each|back|deposit|fee|tip|even|only|tops|max|if)(?![a-z])))`;
/** An amount as a request names it: "$50", "50 bucks", a bare "50" before a pause, "a tenner", "a few bucks". */
const MONEY = String.raw`(?:(?:like|about|just|only|around|maybe|at least|another|an extra|a quick|a measly|even) )?(?:${AMOUNT}|${NUMBER}${MONEY_TAIL}|a (?:tenner|fiver|twenty|fifty|hundred|c note)(?![a-z])|(?:a few|a couple(?: of)?|some) (?:bucks|dollars|quid)(?![a-z])|(?:some|sum|a little|a lil|a bit of|any) (?:money|cash|dough|coins|change|funds)(?![a-z]))`;

/** An amount within a few words. */
const MONEY_NEAR = String.raw`[^.!?\n]{0,20}?(?:${AMOUNT}|${NUMBER})`;

/**
 * Where a request starts: the start of a clause, a softener ("pls", "just", "so"), or "you"
 * and "can you" forms. A third person before the verb ("my dad will send me 50") is not one.
 */
const LEAD = String.raw`(?:^|[^a-z0-9\s'$]\s*|(?<![a-z])(?:and|so|then|just|jus|pls|please|plz|now|babe|bb|bro|hun|lol|ok|okay|kindly|quickly|yo|hey|mate|man|fr|go ahead and)\s+|(?<![a-z])(?<!(?:did|have|has|had|when|why|thank|thanks|if) )(?:you|u|ya)(?:'?ll| will| can| could| would| should| gonna| wanna| might| must| better| just| gotta)?\s+(?:please |pls |just |maybe |quickly )?|(?<![a-z])(?:can|could|would|will|can'?t|cant|wud|cud|won'?t|wont)\s+(?:you|u|ya)\s+(?:please |pls |plz |just |maybe |possibly |quickly |kindly |like )?|(?<![a-z])(?:need|want)\s+(?:you|u)\s+to\s+(?:just\s+)?|(?<![a-z])(?:able|willing|enough)\s+to\s+|(?<![a-z])(?:be )?(?:a dear|an angel|a doll|a gem|a sweetheart|a sweetie)\s+and\s+|(?<![a-z])(?:person|guy|man|gentleman|one) (?:would|'?d|should)\s+|(?<![a-z])if\s+(?:you|u)\s+(?:could\s+|can\s+)?)`;
/** The stricter start for "pay my rent": "i work and pay my rent" is not an ask, "can you pay my rent" is. */
const ASK_LEAD = String.raw`(?:^|[^a-z0-9\s'$]\s*|(?<![a-z])(?:pls|please|plz|babe|bb|kindly|(?:favou?r|sweetheart|sweetie|dear|doll|angel|gem),? and)\s+|(?<![a-z])(?:you|u|ya)(?:'?ll| could| can| should| gonna| better| gotta)\s+(?:please |pls |just |maybe )?|(?<![a-z])(?:can|could|would|will|can'?t|cant|wud|cud|won'?t|wont)\s+(?:you|u|ya)\s+(?:please |pls |plz |just |maybe |possibly |kindly )?|(?<![a-z])(?:need|want)\s+(?:you|u)\s+to\s+(?:just\s+)?|(?<![a-z])if\s+(?:you|u)\s+(?:could\s+|can\s+)|(?<![a-z])(?:someone|somebody|a guy|a man|a daddy|a sponsor|anyone) to )`;
/**
 * `verbs` when a request starts right before them. The verb comes first and the start is
 * checked behind it, so the pattern fails fast at the many places no verb begins.
 */
const after = (lead: string, verbs: string) => String.raw`(?:${verbs})(?<=${lead}(?:${verbs}))`;
const SEND_VERBS = String.raw`send|snd|sned|transfer|xfer|wire|e-?transfer|etransfer|interac|venmo|zelle|cash ?app|paypal|gcash|gpay|toss|shoot|drop|throw|slide|pass|spot|front|float|lend|loan|bless|hit|give|tip|chuck|flick|hand|spare|advance|forward|moneygram`;
const RECIPIENT = String.raw`(?:me|us|him|her|them|my (?:mom|dad|mum|sister|brother|son|daughter|family|uncle|aunt|grandma|grandpa|cousin))`;
const TRANSFER_REQUEST = gated(
  new RegExp(
    [
      // "send me 20", "toss me like 15 for food", "bless me with 20", "can u throw me a few bucks"
      String.raw`${after(LEAD, SEND_VERBS)} ${RECIPIENT}(?: (?:with|off|over|out|up))? ${MONEY}`,
      String.raw`(?<![a-z])gimme (?:${MONEY})`,
      // "send 60 my way", "transfer 100 to me", "send $50", "venmo 50 to @kayla", "moneygram 250 to my name"
      String.raw`${after(LEAD, 'send|snd|transfer|xfer|wire|e-?transfer|etransfer|interac|venmo|zelle|cash ?app|paypal|gcash|moneygram|western union|remit|drop|toss|throw|slide')} (?:(?:a|an|the|over) )?${MONEY}`,
      String.raw`(?<![a-z])(?:send|drop|toss|throw|slide|shoot|transfer|wire|venmo|zelle|cash ?app|paypal|e-?transfer) (?:${MONEY}|something|a little something|a bit) (?:my way|to me|over to me)(?![a-z])`,
      // "lemme hold 50", "can i get 30 on venmo"
      String.raw`(?<![a-z])(?:lemme|let me|lmme|can i|could i) (?:hold|borrow) ${MONEY}|(?<![a-z])(?:can|could|may) i (?:get|have|grab) (?:like |about |just )?(?:${AMOUNT}|${NUMBER} (?:on|via|thru|through|by) (?:my |ur |your )?(?:${PAY_APPS_NOT_CRYPTO})(?![a-z]))`,
      // "send an interac for 80", "send a payment of 200"
      String.raw`(?<![a-z])send (?:me )?an? (?:interac|e-?transfer|etransfer|payment|transfer|wire|zelle|venmo|bizum|pix)(?: (?:of|for))? ${MONEY}`,
      // "send me a little something", "send something my way please", "just send me something, even 10"
      String.raw`${after(LEAD, 'send')} (?:(?:me |us )?(?:a little|a lil|a lil bit of|lil) something(?=\s*(?:$|[^a-z0-9\s]|please|pls|i'?m|to))|(?:me |us )?something,? (?:even|like|just|anything) ${NUMBER})`,
      // "put some money on my meal card", "add 20 to my uber account", "load 50 on my card"
      String.raw`${after(LEAD, 'put|add|load|drop|throw')} (?:${MONEY}) (?:on|to|in|into|onto) my (?:\w+ )?(?:card|account|balance|wallet|phone|pass|sim|line|uber|app)(?![a-z])`,
    ].join('|'),
  ),
);
/** "send it to me", "can you send" once a price has been named ("the course is 250, send it to me"). */
const SEND_IT = gated(
  new RegExp(
    String.raw`(?<![a-z])send (?:it|that|the money|the rest|the fee|the deposit) (?:to me|my way|over to me)(?![a-z])`,
  ),
);

const PURPOSES = String.raw`food|gas|lunch|groceries|laundry|bus|uber|lyft|cab|taxi|train|tickets?|meds|medicine|medication|prescription|surgery|rent|bills?|phone|car|repair|tow|diapers|formula|books|textbooks|school|tuition|fees?|trip|flight|visa|passport|data|hydro|wifi|internet|transport|fare|ride|hotel|room|hospital|doctor|vet|lawyer|bail|deposit|loan|debt|payment|emergency|insurance|electricity|heat|heating|gym|rent money|ticket home|the week`;
/** Who may need the money: the writer, or nobody named. */
const NEED_LEAD = String.raw`(?:^|[^a-z0-9\s']\s*|(?<![a-z])(?:i|i really|i just|i only|i still|just|really|only|still|and|so|but|pls|please|baby|babe|bro)\s+)`;
/** "need 20 for food", "i need like 200 asap", "just need 40 to get my phone back on", "i need 50 dollars". */
const NEED_AMOUNT = gated(
  new RegExp(
    String.raw`${after(NEED_LEAD, 'need|neeed|nid')}\s+(?:like |about |just |only |around |maybe |another |an extra |at least |a quick )?(?![$€£]?\d(?![\dk]))(?:${AMOUNT}|${NUMBER}(?: (?:dollars|bucks))?(?: more)?(?=\s*(?:$|[^a-z0-9\s%/:'*&+x-]|(?:for (?:(?:my|the|a|an|some|his|her|our|their) )?(?:\w+ )?(?:${PURPOSES})|to (?:pay|cover|buy|fix|eat|renew|book|tide|survive|top|make rent)|to get (?:my|it|him|her|the \w+) (?:\w+ )?(?:back|home|fixed|out|released|on|off)|for [^.!?\n]{0,30}?(?:please|pls|plz|can (?:you|u)|could (?:you|u)|🙏)|asap|urgently|urgent|today|tonight|right now|rn|by|before|till|til|until|real quick|rq|pls|please|plz|or|and i|i'?ll|i will|lol|from (?:you|u))(?![a-z]))))`,
  ),
);
/** "i need a small loan", "need sum cash asap". */
const NEED_MONEY = gated(
  new RegExp(
    String.raw`${after(NEED_LEAD, 'need')} (?:some |sum |a little |a bit of |quick |fast |a lil )?(?:cash|money|funds|a (?:small |quick |little |short |tiny )?loan)(?![a-z])(?! (?:for|to) (?:the|a|my) (?:club|team|project|event|trip fund))`,
  ),
);

const ITEMS = String.raw`${BILLS}|expenses|spotify|netflix|data plan|phone plan|airpods|iphone|ipad|macbook|purse|perfume|makeup|jewelry|jewellery|lunch|dinner|meals?|food|uber|lyft|cab|taxi|ride|tickets?|flight|bus pass|books|laptop|phone|nails|hair|lashes|gym|membership|shopping|outfit|shoes|dress|bag|meds|medication|prescription|trip|hotel|meal card|repair|subscription|course|visa|passport|car payment|loan|debt|credit card|studies|education|classes`;
/** A bill's name used as a modifier ("tuition application", "rent receipt") is not the bill. */
const NOT_MODIFIER = String.raw`(?![a-z])(?! (?:application|form|office|portal|receipt|statement|question|homework|assignment)s?(?![a-z]))`;
/** "help me pay my rent", "cover my groceries", "chip in for my laptop", "could u help me w rent", "someone to pay my bills". */
const PAY_FOR_MINE = gated(
  new RegExp(
    [
      String.raw`(?:${after(ASK_LEAD, 'pay|cover|chip in|pitch in|take care of|handle|fund|sponsor|foot|spring for|top up|reload|recharge')}(?: for| on| towards| off)? (?:my|our)|${after(ASK_LEAD, 'buy')} me(?: (?:a|an|the|some|those|these|that))?) (?:\w+ ){0,2}?(?:${ITEMS})${NOT_MODIFIER}`,
      String.raw`${after(ASK_LEAD, 'help')} (?:me |us )?(?:out )?(?:with|w|pay(?:ing)?(?: for| off)?|cover(?:ing)?) (?:(?:my|our) )?(?:\w+ )?(?:${ITEMS})${NOT_MODIFIER}`,
      String.raw`(?<![a-z])need (?:some |a (?:lil|little|bit of) )?help (?:paying(?: off)?|to pay(?: off)?|covering|with) (?:for )?(?:my |our |the )?(?:\w+ )?(?:${ITEMS})${NOT_MODIFIER}`,
      String.raw`(?:can'?t|cannot|can not|couldn'?t) afford[^.!?\n]{0,60}?(?:can|could|would) (?:you|u) (?:please )?(?:pay|cover|buy|get) (?:it|that|them|for it|for them|me one)(?![a-z])`,
    ].join('|'),
  ),
);

/** A non-money number: "20 minutes", "10 pics", "3 pages". */
const UNITS = String.raw`min|mins|minutes|hours?|hrs?|secs?|seconds|days?|weeks?|wks|months?|years?|yrs|pics?|photos?|pictures?|vids?|videos?|pages?|words|times|people|ppl|students|items|questions|points|pts|marks|percent|km|miles|floors?|steps|reps|lbs|kg|am|pm|slides|chapters|credits|units|followers|likes|messages|texts|emails|files|episodes|songs|games|members|guests|seats|spots|rooms?|kids|cm|ft|feet|inches|degrees`;
const COSTS = String.raw`tow|repair|fee|bill|rent|renewal|ticket|deposit|fine|co-?pay|surgery|course|price|cost|total|balance|payment|fare|charge|bail|tuition|insurance|medicine|meds|treatment|operation|test|tests|visa|flight`;
/** What may follow a bare price: a pause, or what the money is for or by when. */
const PRICE_TAIL = String.raw`(?=\s*(?:$|[^a-z0-9\s%/:'*&+x-]|(?:bucks|dollars?|for|to|and|so|but|or|i|we|by|before|till|until|now|today|tonight|asap|upfront|up front|first|in (?:fees|fines|rent|tuition|bills))(?![a-z])))`;
/** A price or a shortfall named: "$90", "needs 200", "the tow is 150", "i'm short 80", ", 90,". */
const PRICED = gated(
  new RegExp(
    String.raw`${AMOUNT}|(?<![a-z])(?:needs?|wants?|costs?|it'?s (?:only|just)|its (?:only|just)|short|owes?(?: (?:my|the) \w+| him| her| them)?|(?:don'?t|dont|do not) have|clear|pay|charges?|charging|asking for|asks for|requires?|(?:${COSTS})s? (?:is|are|was|will be|comes to)) (?:like |about |only |just |around |almost |over )?${NUMBER}${PRICE_TAIL}|(?:${COSTS}),? \$?[1-9]\d{1,4}(?=\s*(?:[,.!?]|$))|(?<![a-z])it'?s ${NUMBER}(?=\s*(?:$|[^a-z0-9\s]|bucks|dollars))`,
  ),
);
/** "can you help", "could you help us", "please help me", ", help", "could you lend it to me", "can you send". */
const HELP_ASK = gated(
  new RegExp(
    String.raw`(?:can|could|would|will) (?:you|u) (?:please |pls |plz |maybe |possibly |just )?(?:help|help (?:me|us)(?: out)?|help out|make up the (?:difference|rest)|get (?:it|that|this|them|me (?:one|it|that|those)|my \w+(?: done| fixed)?) for (?:me|us)|get my \w+ (?:done|fixed)|help (?:me |us )?(?:cover|pay|with) (?:it|that|the rest)|lend (?:it|that|some|me some)(?: to (?:me|us))?|send(?: (?:it|that|some|something|him|her|a bit|a little|anything|what you can))?|send (?:me|us) (?:something|anything|a bit|a little|some|what you can)|cover (?:it|that|the rest|some|part)|give(?: (?:something|anything|a bit|a little|what you can))?|chip in|spot (?:me|us))(?=\s*(?:$|[^a-z0-9\s']|so|please|pls|plz|with (?:it|that|this|some|the rest)|w a (?:lil|little|bit)|with a (?:lil|little|bit)|a (?:lil|little) bit|this (?:once|time|month|week)|again|for|i)(?![a-z]))|(?:^|[,.!] ?)(?:please |pls |plz )?help(?: me| us)?(?: out)?\s*(?:[!.]|🙏|😭)*$|(?:please|pls|plz) help (?:me|us)(?![a-z])|(?:would|do) (?:you|u) mind (?:helping|covering|lending|sending|spotting)(?![a-z])|(?:can|could) (?:you|u)\s*\??\s*$`,
  ),
);
/** "cover me till payday", "can you spot me" once a paycheck is late, "got any cash you could lend me". */
const TIDE_ME_OVER = gated(
  new RegExp(
    String.raw`(?:cover|spot|front|float|carry) (?:me|us)(?![a-z])(?=[^.!?\n]{0,40}?(?:pay (?:you|u) back|(?:till|until|til) (?:then|payday|i get paid|my paycheck|next week|my (?:\w+ )?(?:loan|osap|paycheque|cheque|check|pay|refund|bursary|scholarship|stipend))|this month))|(?:paycheck|payday|get paid|paid (?:friday|monday|next))[^.!?\n]{0,60}?(?:cover|spot|front|float) (?:me|us)(?![a-z])|(?:cash|money|bucks|dollars) (?:you|u) (?:could|can|would) (?:lend|spare|send|give)(?![a-z])`,
  ),
);
const HELP_MONEY = gated(
  new RegExp(
    String.raw`help (?:me|us) (?:out )?(?:with|w) (?:some |a little |a bit of )?(?:money|cash|funds)(?![a-z])|help (?:me|us) out financially`,
  ),
);
/** The amount as the answer to a hard story: "i'm $35 short", "80 would get me there", "40 bucks would cover my bills". */
const SHORTFALL = gated(
  new RegExp(
    String.raw`(?:i'?m|im|i am|we'?re|we are) (?:still )?(?:like |about |only |just )?(?![$€£]?\d(?!\d))${AMOUNT} short(?! of)|${after(String.raw`(?<!(?:an?|the|get|got|score|scored) )(?:${AMOUNT}|(?<![a-z\d.,:$/%])[1-9]\d{1,4}) `, 'would|will|could|should')} (?:really |honestly |literally |totally )?(?:do it|do the trick|be enough|help(?: me| us| so much| a lot| out)?(?=\s*(?:$|[^a-z0-9\s]|so|a lot|me|us|out|with))|cover (?:my|the|it|rent|bills)|fix (?:everything|it|this)|get me|save (?:me|my|us)|mean (?:a lot|everything|the world|so much)|change (?:everything|my life)|make (?:a|all the) difference|go a long way)`,
  ),
);
/** Need told without a number, for "can you send something": broke, collecting, money for food. */
const NEED_CUE = gated(
  /money|cash|broke(?![a-z])|collecting|fundrais|donat|rent|bills?(?![a-z])|afford|food|saving (?:up )?for|financ|struggl|scammed|stranded|repo|bounced|(?<![a-z])short(?! on (?:time|sleep))/,
);
const DIGIT = gated(/\d/);

/** "for 25 i'll send you a video", "for 200 i'll be your girlfriend for the weekend". */
const PAID_FOR = gated(
  new RegExp(
    String.raw`(?<![a-z])for (?:just |only )?(?:${AMOUNT}|${NUMBER})(?: bucks| dollars)?,? (?:(?:i'?m|im) (?:all )?yours|(?:i'?ll|i will|i can|i'?d|you get|u get|you can|u can)(?: \w+)? (?:send (?:you|u) (?:a |my |some )?(?:\w+ )?(?:video|vid|pic|pics|photos?|nudes?|content|clip)|be (?:your|ur) (?:girlfriend|gf|boyfriend|bf|date|baby|sugar|girl)|show (?:you|u)|facetime|video ?call|sext|meet (?:you|u)|come over|spend the night|call (?:you|u)))`,
  ),
);
const PAID_CONTENT = gated(
  new RegExp(
    [
      // "my pics are 20 each", "15 for a video"
      String.raw`(?<![a-z])(?:(?:my|custom|private|spicy) (?:\w+ )?(?:pics?|photos?|videos?|vids?|sets?)|nudes?) (?:are|is|cost|go for|for) (?:${AMOUNT}|${NUMBER}) (?:each|per|a piece|apiece)|${after(String.raw`${NUMBER} for `, 'a|one|my')} (?:private |custom |spicy |naughty )?(?:video|vid|pic|pics|nudes?|sext|video ?call|facetime)(?![a-z])`,
      // "unlock my snap for 15", "my premium snap is 20"
      String.raw`(?:unlock|access to|subscribe to|join) (?:my|the) (?:private |premium |vip |spicy )?(?:snap|story|page|content|vault|album|pics|videos|of|onlyfans|fansly|telegram|close friends)[^.!?\n]{0,30}?(?:${AMOUNT}|${NUMBER})|(?<![a-z])(?:(?:my )?(?:private|premium|vip|spicy) (?:snap|story|page|content|album)|(?:my )?(?:snap|story|page|content|album|of) (?:premium|vip))[^.!?\n]{0,20}?(?:${AMOUNT}|${NUMBER}(?!\s?(?:${UNITS})(?![a-z])))`,
      // "paid dates, 80 an hour", "my rate is 300 for the night", "booking fee"
      String.raw`paid (?:dates?|meets?|company|companionship|hangouts?)${MONEY_NEAR}|(?:my|the) rates? (?:is|are|starts?(?: at)?|for)[^.!?\n]{0,20}?${NUMBER}[^.!?\n]{0,12}?(?:night|meet|date|visit|weekend|overnight)|${after(String.raw`${NUMBER} (?:for|per|a|an) (?:the )?`, 'night|weekend')}(?![a-z])[^.!?\n]{0,25}?(?:half|deposit|up ?front|first)`,
      String.raw`(?:screening|meet|date) (?:fee|deposit)[^.!?\n]{0,40}?(?:${AMOUNT}|${NUMBER})|${after(String.raw`(?:${AMOUNT}|${NUMBER}) `, '(?:screening|meet|date) (?:fee|deposit)')}|booking (?:fee|deposit)[^.!?\n]{0,40}?(?:meet|see you|clients|agency|come over)`,
      // "sponsor my studies", "i need a sponsor for my studies, 800 a month"
      String.raw`sponsor(?:ship)? (?:for )?(?:my|me)(?: \w+)? (?:studies|education|tuition|school|schooling|college|university|lifestyle|bills|rent)|(?:need|want|looking for|seeking) (?:a |an )?(?:sponsor|benefactor|provider)[^.!?\n]{0,30}?(?:${AMOUNT}|${NUMBER}) (?:a|per|every) (?:month|week)`,
    ].join('|'),
  ),
);

/** "if you're serious, show me by sending 100", "prove you care, send me 30", "a good faith payment". */
const PROOF_PAYMENT = gated(
  new RegExp(
    String.raw`(?:show|prove)(?: (?:me|it|that|you'?re \w+|you \w+|ur \w+))?[^.!?\n]{0,20}? (?:by|with) (?:(?:sending|paying|giving) (?:me )?(?:${MONEY}|something|money|a (?:gift|deposit|payment))|(?:an? |the )?(?:small |little )?(?:${NUMBER} )?(?:deposit|fee|payment)(?![a-z])|${MONEY}|money|a (?:gift|deposit|payment))|(?:prove|show) (?:you|u|that you|me you)(?:'re| are| r)? ?(?:care|serious|real|love me|want me|mean it)\w*[,.]? (?:and |by )?(?:send|pay|transfer|venmo|cash ?app)(?: me)? ${MONEY}|good faith (?:payment|deposit|money|fee)|if (?:you'?re|ur|you are|u r|u are) (?:serious|real|for real|legit|interested),? (?:then )?(?:send|pay|venmo|cash ?app|zelle|transfer|e-?transfer)(?: me)? ${MONEY}`,
  ),
);

/** What a fee up front is said to free: the reader's prize, profits or new job. */
const AT_STAKE = gated(
  /(?:your|ur) (?:profits?|prize|winnings|funds|package|parcel|account|earnings|payout|reward|money|job|position)|(?:get|got) (?:you )?(?:a|the) (?:job|position)|hired|withdraw/,
);
const FEE_NAMES = String.raw`withdrawal|release|customs|clearance|activation|processing|unlock|training|starter|verification`;
/** A fee named with its amount ("the 300 withdrawal fee"); a fee up front only with something of the reader's at stake. */
const NAMED_FEE = gated(
  new RegExp(
    String.raw`(?:${FEE_NAMES}) (?:fee|deposit|charge|pack|kit|tax)[^.!?\n]{0,30}?(?:${AMOUNT}|${NUMBER})|${after(String.raw`(?:${AMOUNT}|${NUMBER}) `, String.raw`(?:${FEE_NAMES}) (?:fee|deposit|charge|tax)`)}`,
  ),
);
const FEE_FOR_STAKE = { test: (words: string) => AT_STAKE.test(words) && NAMED_FEE.test(words) };
/** Fees up front: "send 20 for verification", "membership fee to join my vip group", "pay the 300 withdrawal fee". */
const UPFRONT_FEE = gated(
  new RegExp(
    String.raw`membership fee[^.!?\n]{0,20}?(?:vip|exclusive|private|premium|my group|my channel)|(?:vip|exclusive|private|premium) (?:\w+ )?(?:group|signals|channel|club)[^.!?\n]{0,30}?(?:membership|entry|joining) fee|(?:send|pay)[^.!?\n]{0,20}? for (?:the )?verification|(?:pay|send)(?: the| a)? (?:${AMOUNT}|${NUMBER})[^.!?\n]{0,15}? to (?:claim|release|unlock|withdraw|receive|activate)(?![a-z])|(?:invest|crypto|forex|signals)[^.!?\n]{0,40}?(?:${AMOUNT}|${NUMBER}) to (?:start|join|get in|begin)|(?:${AMOUNT}|${NUMBER}) to (?:start|join|get in|begin)[^.!?\n]{0,40}?(?:invest|trading|crypto|forex|profit|earn|returns|signals)|(?:tax|fees?|charges?) (?:on|for) (?:your|ur) (?:prize|winnings|reward|package|parcel|profits?|funds|payout|earnings)|(?:invest|put in|deposit)(?: just| only)? (?:${AMOUNT}|${NUMBER}) (?:with me|and (?:i'?ll|you'?ll|we'?ll|watch))|turn (?:it|that|your \w+) into (?:${AMOUNT}|\$?\d{3,}) (?:in|within|by) (?:a|one|\d+|two|three) (?:days?|weeks?|months?)`,
  ),
);

/** Another's bank login, a one-time code, or their account used to pass money on. */
const ACCOUNT_ACCESS = gated(
  new RegExp(
    [
      String.raw`(?:send|give|tell|text|read|share|what'?s|whats|what is)(?: me)? (?:your|ur) (?:online )?(?:bank(?:ing)?|cash ?app|venmo|paypal|apple id|icloud|account) (?:login|log ?in|password|pass|username|credentials|details)`,
      String.raw`(?:send|give|tell|text|read|share|what'?s|whats|what is)(?: me)? (?:your |ur |the |that )?(?:(?:verification|security|confirmation|one ?time|login|6 ?digit|six digit) code|otp|code (?:they|we|it|google|the bank|whatsapp|i) (?:just )?(?:sent|texted)|code (?:sent|texted) to (?:your|ur)|code (?:you|u) just (?:got|received))`,
      String.raw`(?:send|give|tell|text|read|what'?s|whats|what is)(?: me)? (?:the )?(?:code|numbers?|digits) on the back of (?:your|ur|the) card`,
    ].join('|'),
  ),
);
const MONEY_MULE = gated(
  new RegExp(
    String.raw`(?:receive|accept|take|hold) (?:a |some |the )?(?:payments?|transfers?|money|funds|deposits?) (?:for me|on my behalf)|cash (?:some |a |my |these |the )?(?:cheques?|checks?) for me|(?:deposit|cash) (?:it|the cheque|the check) and send (?:me )?(?:back )?the (?:rest|difference|extra|balance)|send it on,? (?:and )?(?:you )?keep`,
  ),
);

/**
 * A payment app as the question or the destination next to a bare number ("venmo? 40",
 * "it's 20 on venmo"), a handle after it ("venmo: @sarah-lynn-7"), or "anything helps" beside it.
 */
/** PayPal's "friends and family", which gives the payer no protection: asked for, it is the scammer's choice. */
const FRIENDS_AND_FAMILY = String.raw`(?:friends (?:and|&|n) family|f ?& ?f|fnf)(?![a-z])`;
const APP_ASK = gated(
  new RegExp(
    String.raw`(?<![a-z])(?:${PAY_APPS_NOT_CRYPTO})(?:\s*[?:]\s*${NUMBER}|(?: tag| handle| id)?\s?[:=]\s?@[a-z][a-z0-9._-]{2,}|(?![a-z])[^.!?\n]{0,60}?(?:anything helps|any amount|whatever you can))|${NUMBER}(?<!(?:have|had|got|spent|left|lost|made|earned) (?:like |about |only |just )?\$?[\d.,]+) (?:on|via|thru|through) (?:my |ur |your )?(?:${PAY_APPS_NOT_CRYPTO})(?![a-z])|${after(LEAD, 'use|do|choose|select|pick')} (?:the )?${FRIENDS_AND_FAMILY}|(?:as|via|through|thru) (?:paypal |pp )?${FRIENDS_AND_FAMILY}`,
  ),
);

/** The kinds of direct ask, each behind a literal test most texts fail; the first that matches names it. */
type Pattern = { test(words: string): boolean };
/**
 * The kinds of direct ask, each with the words one of its patterns needs (found anywhere,
 * even inside a longer word, and written `|`-separated); the first kind that matches names it.
 */
const KINDS: [name: string, cues: string, pattern: Pattern][] = [
  [
    'financial_payment_app',
    'venmo|zelle|cash|pal|pp|transfer|interac|emt|wise|revolut|pay|chime|remit|western|gram|wu|upi|gcash|maya|mpesa|skrill|pix|bizum|iban|swift|sort code|friends|f&f|f & f|fnf',
    APP_ASK,
  ],
  [
    'financial_transfer_request',
    'send|snd|sned|transfer|xfer|wire|interac|venmo|zelle|cash|paypal|gcash|gpay|toss|shoot|drop|throw|slide|pass|spot|front|float|lend|loan|bless|hit|give|gimme|tip|chuck|flick|hand|spare|advance|forward|gram|western|remit|hold|borrow|get|have|grab|put|add|load',
    { test: (words: string) => MONEYISH.test(words) && TRANSFER_REQUEST.test(words) },
  ],
  ['financial_need_amount', 'need|neeed|nid', NEED_AMOUNT],
  ['financial_need_amount', 'need', NEED_MONEY],
  ['financial_borrowing', 'cover|spot|front|float|carry|lend|spare|give', TIDE_ME_OVER],
  ['financial_money_request', 'help', HELP_MONEY],
  ['financial_plea', 'short|would|will|could', SHORTFALL],
  [
    'financial_bill',
    'pay|cover|chip|pitch|take care|handle|fund|sponsor|foot|spring|buy me|help|afford|top up|topup|reload|recharge',
    PAY_FOR_MINE,
  ],
  [
    'financial_paid_content',
    'unlock|access|subscribe|join|private|premium|vip|spicy|paid|rate|night|weekend|fee|deposit|booking|sponsor|pics|photo|vid|nude|sets',
    PAID_CONTENT,
  ],
  ['financial_paid_content', 'for ', { test: (words: string) => DIGIT.test(words) && PAID_FOR.test(words) }],
  ['financial_proof_payment', 'show|prove|good faith|serious|real|legit|interested', PROOF_PAYMENT],
  [
    'financial_upfront_fee',
    'fee|deposit|charge|pack|kit|tax|verif|invest|put in|turn|claim|withdraw|activate|release|unlock|receive|trading|forex|signals',
    UPFRONT_FEE,
  ],
  ['financial_upfront_fee', 'fee|charge|tax', FEE_FOR_STAKE],
  ['financial_account_access', 'login|log in|password|pass|username|credential|code|otp', ACCOUNT_ACCESS],
  ['financial_money_mule', 'pay|transfer|money|fund|deposit|cheque|check|cash|send it on', MONEY_MULE],
];
/** The plea told with a price ("the tow is 150, can you help") comes after every kind. */
const PLEA_CUES = [
  'help',
  'send',
  'lend',
  'cover',
  'chip',
  'spot',
  'make up',
  'could you',
  'could u',
  'can you',
  'can u',
];
const PLEA_BIT = 2 ** KINDS.length;

/** What any transfer request's amount needs: a digit or a word for money. */
const MONEYISH = gated(
  /\d|tenner|fiver|twenty|fifty|hund|c note|buck|dollar|quid|money|cash|dough|coin|change|fund|something|a bit|bill|band|rack|grand|stack|bone|half a k/,
);

/** Each cue word with the kinds it may start, including those of any cue inside it ("paypal" holds "pay"). */
const CUE_KINDS = new Map<string, number>();
KINDS.forEach(([, cues], k) =>
  cues.split('|').forEach((cue) => CUE_KINDS.set(cue, (CUE_KINDS.get(cue) ?? 0) | (2 ** k))),
);
PLEA_CUES.forEach((cue) => CUE_KINDS.set(cue, (CUE_KINDS.get(cue) ?? 0) | PLEA_BIT));
const OWN_KINDS = new Map(CUE_KINDS);
for (const [cue] of CUE_KINDS) {
  for (const [inner, kinds] of OWN_KINDS) if (cue.includes(inner)) CUE_KINDS.set(cue, CUE_KINDS.get(cue)! | kinds);
}
const cueKinds = cueScanner(CUE_KINDS);

const KIND_BITS = KINDS.map((_, k) => 2 ** k);

/** The kinds of direct money request in the text, by pattern name. */
export function directAsks(words: string): string[] {
  // Plain loops (no closure per kind): with a cue in most messages, a closure per kind costs
  // more than the regular expressions they drive.
  const possible = cueKinds(words);
  if (possible === 0) return [];
  const found: string[] = [];
  for (let k = 0; k < KINDS.length; k++) {
    const [name, , pattern] = KINDS[k]!;
    if (possible & KIND_BITS[k]! && !found.includes(name) && pattern.test(words)) found.push(name);
  }
  if (found.length === 0 && possible & PLEA_BIT) {
    const asks = HELP_ASK.test(words);
    if (asks || SEND_IT.test(words)) {
      const priced = DIGIT.test(words) && PRICED.test(words);
      if (priced || (asks && NEED_CUE.test(words))) found.push('financial_plea');
    }
  }
  return found;
}
