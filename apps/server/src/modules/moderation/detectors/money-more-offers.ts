import { FIGURE_RE, PRICED, SUM_RE, keyed, rule, type Rule } from './money-rule';

/**
 * The ninth round's money rules for offers rather than needs (the needs are in money-more.ts):
 * paid company priced by the date or asked as a "tribute", gift cards bought and sent as
 * photos, and jobs, agencies or investments that take a fee "before your first shoot" or money
 * "through me". Use on `words`.
 */

/** Words of flirting or of meeting that make a price a price for company. */
const FLIRT =
  /babe|baby|daddy|hun(?:ny)?(?![a-z])|sweet(?:ie|y)|honey|darling|😘|💋|😈|overnight|hook ?up|incall|outcall|gfe|in person|come over|my place|your place|discreet/;

/** Paid company priced by the date or the time, or asked as a tribute or a gift card first. */
export const COMPANY_MORE: Rule[] = keyed(
  [
    ['rate', 'rates'],
    ['tribute'],
    ['free', 'price', 'cost'],
    ['something'],
    ['card', 'cards', 'giftcard', 'giftcards'],
    ['clients', 'client', 'gentlemen', 'gentleman', 'timers'],
    ['rate', 'rates', 'price', 'prices', 'fee', 'donation'],
    ['before'],
    ['gets', 'buys'],
    ['re', 'youre', 'ur', 'r', 'unlock', 'access'],
    ['spoil'],
    ['hourly', 'rate', 'rates', 'price', 'prices'],
    ['there', 'yours'],
    ['verify', 'prove', 'confirm', 'know'],
  ],
  [
    rule(
      String.raw`(?<![a-z])rates? for (?:a |an |the )?(?:dinner date|date|night|overnight|meet|meetup|hook ?up|visit|outcall|incall|gfe|evening|weekend)(?![a-z])[^.!?\n]{0,15}?\$?[1-9]\d{1,4}(?![\d%:])`,
      /rates? for /,
    ),
    rule(
      String.raw`(?<![a-z])(?:(?:send|drop|make|pay)(?: me)? (?:a |an |your |the |my |some )?(?:small |little |\$?\d+ )?tribute(?![a-z])(?!\s*to(?![a-z]))|tributes? (?:and|&|then|n) (?:(?:you|u) get (?:my|access|a (?:pic|vid|video|reply|response))|i'?ll (?:send|reply|show|unlock))(?![a-z]))`,
      /tribute/,
    ),
    rule(
      String.raw`(?<![a-z])(?:my|for my|want my) (?:time|company|attention)[^\n]{0,25}?(?:comes (?:at|with) a (?:price|cost)|(?:is|isn'?t|ain'?t|is not) (?:not )?free|has a price)`,
      /(?:time|company|attention)[^\n]{0,25}?(?:a (?:price|cost)|free)/,
      (words) =>
        /comes (?:at|with) a|has a price/.test(words) ||
        SUM_RE.test(words) ||
        /gift|(?<![a-z])(?:pay|tip|deposit)(?![a-z])|\$/.test(words),
    ),
    rule(
      String.raw`(?<![a-z])send (?:me |us )?(?:a )?(?:little |lil |small )?something (?:for|to cover) (?:my |the |your )?(?:travel|gas|cab|uber|taxi|ride|transport|fare|train|bus|trip|nails|hair|outfit|makeup|time)(?![a-z])`,
      /something (?:for|to cover) /,
    ),
    rule(
      String.raw`gift ?cards?[^.!?\n]{0,15}?(?:to start|first|up ?front|before (?:we|i)|as proof)(?![a-z])|(?:prove (?:it|you'?re|that)|show me (?:you'?re|that you|you are))[^\n]{0,40}?gift ?cards?`,
      /gift ?card/,
    ),
    rule(
      String.raw`(?<![a-z])(?:clients?|gentlem[ae]n|first[- ]timers)[^.!?\n]{0,20}?(?:pay|send|leave|give|make) (?:a |an |the |my )?(?:\w+ )?(?:deposit|booking fee|fee|tribute)(?: of)? (?:\$ ?)?[1-9]\d{1,4}(?![\d%:])`,
      /(?:deposit|fee|tribute)(?: of)? (?:\$ ?)?[1-9]/,
      (words) => FLIRT.test(words),
    ),
    // "rates start at 150 an hour babe"
    rule(
      String.raw`(?<![a-z])(?:rates?|prices?|fee|donation) (?:is|are|starts? at|from|=|:) (?:only |just )?\$?[1-9]\d{1,4}(?![\d%:])(?: bucks| dollars)? (?:an?|per|for the|for an?|\/) ?(?:hour|hr|night|overnight|meet|visit|date)(?![a-z])`,
      /(?:rates?|prices?|fee|donation) (?:is|are|starts? at|from|=|:) /,
      (words) => FLIRT.test(words),
    ),
    // "a small gift before we meet"
    rule(
      String.raw`(?<![a-z])(?:gift|donation|tip|deposit|fee)s? (?:first )?before (?:we|i) (?:meet|link|see|come|hang|talk|chat|hook up|video)(?![a-z])`,
      /(?:gift|donation|tip|deposit|fee)s? (?:first )?before (?:we|i) /,
    ),
    // "200 gets you my company for dinner"
    rule(
      String.raw`(?:\$ ?[1-9][\d,]*|(?<![\d.,:])[1-9]\d{1,4})(?: bucks| dollars)? (?:gets|buys) (?:you|u) (?:my (?:company|time|attention|number|nudes|pics?|snap|body)|me for|an? (?:date|night|evening|hour|meet|visit|video|pic) with me)(?![a-z])`,
      / (?:gets|buys) (?:you|u) (?:my|me|an?) /,
    ),
    // "sub fee is 25 a week, send it and you're in my circle"
    rule(
      String.raw`(?<![a-z])(?:send|pay|drop) (?:it|that|the fee|the deposit|the tribute)(?:,| and| then| &) (?:(?:you'?re|u r|ur) in|(?:you'?ll|you|u) get access|i'?ll unlock (?:you|u|it))(?![a-z])`,
      /(?:send|pay|drop) (?:it|that|the fee|the deposit|the tribute)(?:,| and| then| &) /,
      (words) => FIGURE_RE.test(words),
    ),
    // "spoil me with 100"
    rule(String.raw`(?<![a-z])spoil (?:me|us)(?: with| w| a little)?[^.!?\n]{0,15}?${PRICED}`, /spoil (?:me|us)/),
    // "my hourly is 200 hun"
    rule(
      String.raw`(?<![a-z])(?:my (?:hourly|rates?|prices?)|hourly|rates) (?:is|are|=|:|starts? at) (?:only |just )?\$?[1-9]\d{1,4}(?![\d%:])`,
      /(?:hourly|rates?|prices?) (?:is|are|=|:|starts? at) /,
      (words) => FLIRT.test(words),
    ),
    // "cover my gas, 40, and i'm there"
    rule(
      String.raw`(?:cover|pay(?: for)?|send(?: me)?) (?:my|for my) (?:gas|uber|cab|taxi|ride|fare|travel|train|bus|flight|ticket)(?![a-z])[^.!?\n]{0,15}?(?:and|&|n) i'?m (?:there|yours|all yours)(?![a-z])`,
      / i'?m (?:there|yours|all yours)/,
    ),
    // "a small fee of 20 to verify you're not a bot"
    rule(
      String.raw`(?<![a-z])fee (?:of |is )?\$?[1-9]\d{0,4}(?![\d%:])(?: bucks| dollars)? (?:to|so i can|so i) (?:verify|prove|know) (?:you|u|ur|that you)(?![a-z])`,
      /fee (?:of |is )?\$?[1-9]/,
    ),
  ],
);

/** Gift cards bought and sent as photos. */
export const CARD_MORE: Rule[] = keyed(
  [
    ['codes', 'code', 'pins', 'pin', 'photos', 'photo', 'pics', 'pic', 'pictures', 'numbers'],
    ['pic', 'pics', 'photo', 'photos', 'picture', 'pictures', 'screenshot', 'snap'],
    ['code', 'codes', 'pin', 'pins'],
  ],
  [
    rule(
      String.raw`(?<![a-z])(?:buy|get|grab|pick up|purchase) (?:them|those|these|it|one|the cards?|a few) and (?:send|text|snap|email)(?: me| us)? (?:the )?(?:codes?|pins?|photos?|pics?|pictures?|numbers|back)(?![a-z])`,
      / and (?:send|text|snap|email)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:send|text|snap|email)(?: me| us)? (?:a )?(?:pic|photo|picture|screenshot|snap)s? of (?:the )?(?:back|code|codes|pin|card numbers?)(?![a-z])`,
      / of (?:the )?(?:back|code|pin|card)/,
      (words) => /cards?(?![a-z])|gift|steam|itunes|google play|razer|vanilla/.test(words),
    ),
    // "buy me a 50 google play and send the code"
    rule(
      String.raw`(?<![a-z])(?:buy|get|grab|pick up)(?: me| us)? (?:an? |some |two |\d+ )?(?:\$?\d+ )?(?:google play|play store|itunes|steam|apple|amazon|sephora|razer|xbox|psn|vanilla|roblox|ebay|walmart|target)(?: card| gift card| gift)?s?(?![a-z])[^.!?\n]{0,25}?(?:send|text)(?: me| us)? (?:the |a |it'?s )?(?:codes?|pins?|pics?)(?![a-z])`,
      /(?:send|text)(?: me| us)? (?:the |a |it'?s )?(?:codes?|pins?|pics?)(?![a-z])/,
    ),
  ],
);

/** Jobs, agencies and investments that take the reader's money first. */
export const OFFER_MORE: Rule[] = keyed(
  [
    ['fee', 'deposit'],
    ['register', 'registration', 'join', 'sign', 'start', 'unlock', 'activate', 'enrol', 'enroll', 'apply', 'access'],
    ['pay'],
    ['through', 'thru', 'via', 'invest'],
    ['stake', 'share', 'shares', 'equity', 'cut', 'piece', 'slot', 'seat', 'spot'],
    ['job', 'internship', 'position', 'placement', 'visa', 'interview', 'contract', 'gig', 'role'],
    ['fee', 'deposit'],
    [
      'kit',
      'training',
      'starter',
      'registration',
      'membership',
      'license',
      'licence',
      'uniform',
      'equipment',
      'materials',
      'course',
    ],
  ],
  [
    // "modelling agency needs a 200 portfolio fee before your first shoot"
    rule(
      String.raw`(?<![a-z\d.,])\$?[1-9]\d{1,4}k? (?:\w+ )?(?:fee|deposit) (?:before|to (?:start|begin|book|join|register|apply|unlock)) (?:your|you|u|ur)(?![a-z])`,
      /(?:fee|deposit) (?:before|to )/,
      (words) =>
        /agency|job|gig|shoot|model|casting|internship|contract|recruit|hir(?:e|ing)|position|earn|income|visa/.test(
          words,
        ),
    ),
    // "the online survey job pays 50 an hour, but you pay 80 to register"
    rule(
      String.raw`(?<![a-z])(?:you|u) (?:pay|send|deposit) (?:a |an |the |like )?\$?[1-9]\d{1,4}(?: bucks| dollars)?(?: \w+)?(?: fee)? (?:to|for) (?:register|registration|join|sign up|signup|start|unlock|activate|get started|enrol|enroll|apply|access)(?![a-z])`,
      /(?:you|u) (?:pay|send|deposit) /,
      (words) => /job|gig|work|earn|pays|income|hour|salary|commission|opportunit/.test(words),
    ),
    // "the gig pays 1k but you need to pay 150 for the photos first"
    rule(
      String.raw`(?<![a-z])(?:pays|paying|earn|earning|make|making)(?![a-z])[^.!?\n]{0,30}?(?:but|though|then|,) (?:you|u) (?:need to|have to|must|gotta|got to) pay (?:a |the |like |just )?\$?[1-9][\d,]*k?(?![\d%:])(?: bucks| dollars)?[^.!?\n]{0,25}?(?:first|up ?front|before)(?![a-z])`,
      /(?:you|u) (?:need to|have to|must|gotta|got to) pay /,
      (words) =>
        /job|gig|work|earn|pays|income|salary|commission|opportunit|model|agency|casting|shoot|contract|hire|hiring/.test(
          words,
        ),
    ),
    // "buy 100 worth of this new coin through me"
    rule(
      String.raw`(?<![a-z])(?:(?:buy|invest|put|deposit|send|trade|purchase)[^.!?\n]{0,35}?(?:through|thru|via) me|invest(?: \$?\d[\d,]*k?)? with me)(?![a-z])`,
      /(?:through|thru|via|with) me(?![a-z])/,
      (words) => /\d|coin|crypto|token|stock|shares/.test(words),
    ),
    // "1000 gets you a stake in my crypto fund"
    rule(
      String.raw`(?:\$ ?[1-9][\d,]*k?|(?<![\d.,:])(?:[1-9]\d{0,5}k|[1-9]\d{1,5}))(?: bucks| dollars)? (?:gets|buys|will get|will buy|gives) (?:you|u) (?:a |an |your )?(?:stake|share|shares|equity|cut|piece|slot|seat|spot) (?:in|of) (?:my|our|the) (?:\w+ )?(?:fund|company|startup|business|pool|project|crypto|token|coin|portfolio)(?![a-z])`,
      / (?:gets|buys|will get|will buy|gives) (?:you|u) /,
    ),
    // "i can get you an internship at google for 400 finder's fee"
    rule(
      String.raw`(?<![a-z])(?:i can|i'?ll|i will|i could|let me) (?:get|find|land|secure|hook) (?:you|u) (?:up with )?(?:a |an )?(?:job|internship|position|placement|visa|interview|contract|gig|role|spot)(?![a-z])[^.!?\n]{0,40}?(?:for|fee(?: of| is)?|costs?|pay me) (?:a |an |the |just |only )?\$?[1-9]\d{1,4}(?![\d%:])`,
      /(?:get|find|land|secure|hook) (?:you|u) /,
    ),
    // "pay the 80 onboarding fee and you start monday"
    rule(
      String.raw`(?:^|[.!?,] ?|just |only |please |(?:you|u) (?:just |only )?(?:need to |have to |must )?)pay (?:a |an |the |my |our )?(?:small |tiny )?(?:\$?[1-9][\d,]*k? )?(?:\w+ )?(?:fee|deposit)(?:,| and| then) (?:you|u)(?:'?ll| will| can)? (?:start|earn|receive|make|begin|get (?:paid|hired|started|the (?:job|position|payout)|your (?:payout|earnings|money|job|first)))(?![a-z])`,
      /(?:fee|deposit)(?:,| and| then) (?:you|u)/,
      (words) =>
        /job|gig|work|earn|pays|income|salary|commission|hired|position|training|onboarding|payout/.test(words),
    ),
    // "pay 150 for your training kit and start earning 500 weekly"
    rule(
      String.raw`(?<![a-z])pay (?:a |the |just |only )?\$?[1-9][\d,]*k? (?:for|on) (?:your|ur|a) (?:\w+ )?(?:kit|training|starter pack|registration|membership|license|licence|uniform|equipment|materials)(?![a-z])[^.!?\n]{0,30}?(?<![a-z])(?:(?:earn|earning|make|making)(?: up to)? (?:\$|\d)|income|profit|commission)`,
      /(?:kit|training|starter pack|registration|membership|license|licence|uniform|equipment|materials|course)(?![a-z])/,
    ),
  ],
);
