import { AMOUNT } from './money-asks';
import { CARD_MORE, COMPANY_MORE, OFFER_MORE } from './money-more-offers';
import {
  FIGURE,
  FIGURE_RE,
  FIGURE_SUM,
  PRICED_RE,
  PRICED,
  MONEY_TALK,
  moneyNamed,
  PLEA,
  SUM,
  keyed,
  rule,
  type Rule,
} from './money-rule';

/**
 * Money asked for in the wordings of issue 18's ninth round that the sixth round's rules
 * (money-pretexts.ts, fee-offers.ts) left out: slang loans asked "from you" ("need a float of
 * 50 from u", "mind if i owe you 70"), a bill held over the writer ("unless i pay 320 today",
 * "until 95 is paid") and then handed over with a pronoun ("can you send it", "would you mind
 * paying it"), a sum that "would help a ton", money paid into the writer's account, and small
 * sums asked in non-native wording; the offers (paid company, gift cards, fees up front) are in
 * money-more-offers.ts. Each needs the ask and the money together, so a
 * bill or a price told about does not count. These join the sixth round's index (one pass
 * over the words picks the rules); use on `words`.
 */

/** Slang loans asked of the reader, and misspelt ones. */
const LOAN_MORE: Rule[] = keyed(
  [
    [
      'float',
      'loan',
      'advance',
      'green',
      'dough',
      'bread',
      'bands',
      'moolah',
      'dosh',
      'guap',
      'cash',
      'money',
      'funds',
    ],
    ['spare', 'extra'],
    ['owe'],
    ['cover', 'spot', 'float', 'front', 'sub', 'bail', 'carry'],
    ['brrw', 'brw', 'borow', 'brrow', 'borrow', 'barrow', 'borro'],
    ['mi', 'meh', 'mee'],
    ['bestie', 'bff', 'fav', 'favorite', 'favourite', 'homie', 'bae', 'girl', 'boy', 'bro', 'sis'],
    ['borrow', 'brrw', 'borow', 'brrow', 'lend', 'spare', 'loan'],
    [
      ...[
        'advance',
        'float',
        'sub',
        'stake',
        'bless',
        'tide',
        'bankroll',
        'fund',
        'sponsor',
        'run',
        'swing',
        'hook',
        'flick',
      ],
      ...['through', 'sister', 'brother', 'bro', 'sis', 'girl', 'guy', 'homie', 'friend', 'mate'],
    ],
    ['asking', 'ask'],
    ['sumthin', 'sumthing', 'somethin', 'something', 'smth', 'sumn', 'lil', 'little'],
    ['from', 'off', 'frm'],
    ['help'],
  ],
  [
    rule(
      String.raw`(?<![a-z])(?:need|needs|want|could use|get|borrow|brrw|grab)(?: like| about| just)? (?:a |an |some |sm |a lil |a little |a bit of )?(?:float|loan|advance|green|dough|bread|bands|moolah|dosh|guap|cash|money|funds)(?: of \$?[1-9]\d{1,4})?[^.!?\n]{0,25}?(?:from|off|frm) (?:you|u|ya)(?![a-z])`,
      /(?:from|off|frm) (?:you|u|ya)(?![a-z])/,
    ),
    rule(
      String.raw`(?<![a-z])(?:(?:you|u|ya) (?:got|have|hav|gt|had)|if (?:you|u) (?:have|got|hav)) (?:any |some |a little |a bit of )?(?:spare|extra) (?:dough|bread|cash|money|mony|bucks|funds|change|green)(?![a-z])`,
      /(?:spare|extra) (?:dough|bread|cash|money|mony|bucks|funds|change|green)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:mind if|ok if|okay if|cool if|can|could|may) i owe (?:you|u|ya)(?: like| about)? \$?[1-9]\d{1,4}(?![\d%:])(?=[^\n]{0,40}?(?:need|send|lend|spot|get it|today|tonight|rn|asap))`,
      / i owe (?:you|u|ya)/,
    ),
    rule(
      String.raw`(?:can|could|would|will|cn|cud) (?:you|u|ya) (?:please |pls )?(?:cover|spot|float|front|sub|bail|carry) (?:me|us)(?: out)?(?: (?:this|one)(?: one| more)? (?:once|time))?,? (?:like |about |for |with )?(?:\$ ?[1-9]\d{0,4}|[1-9]\d{1,4}(?![\d%:])(?: bucks| dollars)?)(?=\s*(?:$|[,.!?]|and|bucks|dollars|till|until|pls|please|i'?ll))`,
      /(?:cover|spot|float|front|sub|bail|carry) (?:me|us)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:cld|culd|cud|cn|cna|kan|can|could|may) i (?:brrw|brw|borow|brrow|borrow|barrow|borro) (?:like |abt |about )?\$?[1-9]\d{1,4}(?![\d%:])`,
      / i (?:brrw|brw|borow|brrow|borrow|barrow|borro) /,
    ),
    rule(
      String.raw`(?<![a-z])(?:lend|lnd|len|send|snd|giv|give|gimme|loan|spot) (?:mi|meh|mee) (?:like |abt )?\$?[1-9]\d{1,4}(?![\d%:])`,
      / (?:mi|meh|mee) /,
    ),
    rule(
      String.raw`(?:${AMOUNT}|(?<![\d.,:$])[1-9]\d{1,3}(?![\d%:])) for (?:ur|your|yo|ya) (?:fav(?:ou?rite)?|bestie|best friend|bff|girl|boy|homie|bro|sis|bae|babe|baby)(?![a-z])(?=[^\n]{0,20}?(?:\?|pl[sz]|please|🥺|🙏))`,
      / for (?:ur|your|yo|ya) /,
    ),
    // "you got 20 i could borrow?"
    rule(
      String.raw`(?<![a-z])(?:you|u|ya) (?:[\w']+ ){0,3}?(?:got|have|hav|gt)(?: like| about)? ${FIGURE_SUM}(?: bucks| dollars)? (?:(?:that )?i (?:can|could|cld|cn) (?:borrow|brrw|borow|brrow|have|get|grab)|to (?:lend|spare|loan))(?![a-z])`,
      / i (?:can|could|cld|cn) (?:borrow|brrw|borow|brrow|have|get|grab)|to (?:lend|spare|loan)/,
    ),
    // "could you advance me 100", "tide me over with 50"
    rule(
      String.raw`(?<![a-z])(?:(?:advance|float|sub|stake|bless|tide|bankroll|fund|sponsor|run|swing|hook|flick) (?:me|mi|us)(?: over| up)?(?: with| for)?|come through (?:for me )?with|help a (?:sister|brother|bro|sis|girl|guy|homie|friend|mate) out with) (?:like |about |just |a )?(?:${PRICED}|a few bucks|some cash|some money|a loan)`,
      /(?:advance|float|sub|stake|bless|tide|bankroll|fund|sponsor|run|swing|hook|flick) (?:me|mi|us)|come through (?:for me )?with|out with/,
    ),
    // "i'm asking for 200, i'll pay it back"
    rule(
      String.raw`(?<![a-z])(?:asking|ask) (?:you |u )?for (?:like |about |just )?${PRICED}(?=[^\n]{0,50}?(?:pay (?:it |you |u )?back|(?:i'?ll|i will) (?:repay|return)|give it back))`,
      /(?:asking|ask) (?:you |u )?for /,
    ),
    // "lend me sumthin til payday, like 40"
    rule(
      String.raw`(?<![a-z])(?:lend|spot|front|float|loan|send|snd|giv|give) (?:me|mi|us) (?:sumthin|sumthing|somethin|something|smth|sumn|a lil|a little)(?: til| till| until| to get me| for)(?=[^\n]{0,30}?(?:${PRICED}|payday|pay day|paycheck|friday|monday))`,
      /(?:sumthin|sumthing|somethin|something|smth|sumn|a lil|a little)(?: til| till| until| to get me| for)/,
    ),
    // "imma need 60 from u asap"
    rule(
      String.raw`(?<![a-z])need (?:like |about |just )?\$?[1-9]\d{1,4}(?![\d%:])(?: bucks| dollars)? (?:from|off|frm) (?:you|u|ya)(?![a-z])`,
      /(?:from|off|frm) (?:you|u|ya)(?![a-z])/,
    ),
    // "can i get a lil help w rent this month"
    rule(
      String.raw`(?:can|could|cn|may) i (?:get|have) (?:a |some )?(?:lil |little |bit of |small )?help (?:w|w\/|with|for|on) (?:my |the |this month'?s |next month'?s )?(?:rent|bills?|tuition|fees?|groceries|food|gas|phone bill|car payment|deposit)(?![a-z])(?! (?:form|page|website|site|portal|application|question|spreadsheet|budget|plan|search|listing))`,
      /i (?:get|have) (?:a |some )?(?:lil |little |bit of |small )?help /,
    ),
  ],
);

/** A bill held over the writer and handed to the reader. */
const BILL_MORE: Rule[] = keyed(
  [
    ['unless', 'until', 'till', 'without'],
    ['pay', 'raise'],
    ['pay', 'paying', 'cover', 'covering', 'send', 'sending', 'sort', 'handle', 'handling', 'swing', 'front'],
    ['happen', 'chance', 'way'],
    ['pay', 'py', 'cvr', 'cover'],
    ['ned', 'nid', 'nd', 'neeed', 'needd'],
    ['toward', 'towards'],
    ['if'],
    ['something', 'smth', 'sumn', 'anything', 'whatever'],
    ['or', 'otherwise'],
    ['pay', 'cover'],
    ['send', 'wire', 'transfer', 'etransfer'],
    ['chip', 'pitch', 'contribute', 'donate', 'help'],
    ['help', 'support', 'assistance', 'contribution', 'amount'],
    ['someone', 'somebody', 'anyone', 'anybody'],
    ['send', 'wire', 'transfer', 'etransfer'],
    ['need'],
    ['help', 'assist', 'support'],
    ['giv', 'give', 'snd', 'send', 'lnd', 'lend'],
    ['only', 'last'],
    ['do'],
    ['beg', 'begging'],
    ['anything', 'whatever', 'something'],
    ['out'],
    ['financial', 'financially'],
    ['send', 'lend', 'give', 'loan', 'spot', 'wire', 'transfer'],
  ],
  [
    // "the daycare is sending my kid home unless i pay 320 today, i need help"
    rule(
      String.raw`(?<![a-z])(?:unless|until|till|without|or else)(?: i| we)?(?: pay| get| have| find| come up with)?(?: a| an| the)? (?:${SUM}|[1-9]\d{1,4} (?:gets|is|are) paid)(?=[^\n]{0,60}?${PLEA})`,
      /(?:unless|until|till|without|or else) /,
    ),
    // "i need to pay a 300 bond or stay the night, please help me"
    rule(
      String.raw`(?<![a-z])(?:i|we) (?:have|need|got|gotta|must) (?:to )?(?:pay|raise|come up with) (?:a |an |the |like |about )?${FIGURE}[^\n]{0,60}?${PLEA}`,
      /(?:have|need|got|gotta|must) (?:to )?(?:pay|raise|come up with) /,
    ),
    // "my phone is getting disconnected for 75 overdue, would you mind paying it"
    rule(
      String.raw`(?:(?:can|could|would|will) (?:you|u)(?: please| maybe)?(?: mind)?|(?:you|u) mind) (?:pay(?:ing)?|cover(?:ing)?|send(?:ing)?|sort(?:ing)?|handl(?:e|ing)|swing(?:ing)?|front(?:ing)?) (?:it|that|this|her|him|them|half|half of it|the rest|part of it|some of it)(?: over| through| for (?:me|us|her|him))?(?=\s*(?:$|[?.!,]|please|pls|tho|tonight|today|asap|🙏|🥺|and i(?:'?ll| will) (?:pay|give|send) (?:you|u|it) back))`,
      / (?:it|that|this|her|him|them|half|rest|of it)(?: over| through| for (?:me|us|her|him))?(?:$|[^a-z ]| please| pls| tho| tonight| today| asap| and i(?:'?ll| will))/,
      moneyNamed,
    ),
    // "need 150 in my hands by tonight, can you make that happen", "160 ... any chance you can"
    rule(
      String.raw`(?:(?:can|could|would) (?:you|u) make (?:that|it|this) (?:happen|work)|any (?:chance|way)(?: (?:you|u) (?:can|could))?\s*(?:$|\?))`,
      /make (?:that|it|this) (?:happen|work)|any (?:chance|way)(?: (?:you|u) (?:can|could))?\s*(?:$|\?)/,
      (words) => PRICED_RE.test(words) || moneyNamed(words),
    ),
    // "pls pay my fone bil 45 thx"
    rule(
      String.raw`(?<![a-z])(?:pls|plz|please|pl[sz]+) (?:pay|py|cvr|cover) (?:my|ma) (?:\w+ )?(?:rent|rnt|bills?|bil|fone|phone|phne|tuition|fees?|insurance|car|gas|groceries)(?![a-z])(?=[^\n]{0,20}?${FIGURE})`,
      /(?:pay|py|cvr|cover) (?:my|ma) /,
    ),
    // "i nd cash 4 food, 30, pls"
    rule(
      String.raw`(?<![a-z])(?:ned|nid|nd|neeed|needd)(?: sm| sum| some)? (?:cash|money|mony|muny|\$\$?)(?![a-z])(?=[^\n]{0,40}?(?:pl[sz]|please|hlp|help|\?|🙏))`,
      /(?:ned|nid|nd|neeed|needd)(?: sm| sum| some)? (?:cash|money|mony|muny|\$)/,
    ),
    // "could you put something toward it", "could you put 120 toward the gas bill"
    rule(
      String.raw`(?:(?:can|could|would) (?:you|u)|(?:you|u) (?:could|can)|please|pls)[^.!?\n]{0,15}? (?:put|throw|chip in|contribute|give|send) (?:something|anything|a bit|a little|some|some money|a few bucks|${FIGURE}) (?:toward|towards) (?:it|that|this|(?:my|the|our|her|his) (?:\w+ )?(?:bill|rent|tuition|balance|fees?|fine|deposit|debt|costs?|ticket|surgery|meds|treatment|groceries|trip))(?![a-z])`,
      /(?:toward|towards) /,
    ),
    // "it would mean the world if you sent me 40 for gas"
    rule(
      String.raw`(?<![a-z])if (?:you|u) (?:could |would |can )?(?:sent|send|lent|lend|spotted|spot|transferred|e-?transferred|etransferred|paid|covered|gave|give|fronted|venmoed)(?: me| us) (?:like |about )?${SUM}`,
      /if (?:you|u) /,
    ),
    // "landlord's at the door. send me something pls."
    rule(
      String.raw`(?<![a-z])send (?:me|us) (?:something|smth|sumn|anything|whatever)(?: small| little)?\s*(?:pl[sz]+|please|asap|now|quick|🙏)`,
      /send (?:me|us) (?:something|smth|sumn|anything|whatever)/,
      (words) => /landlord|rent|bills?(?![a-z])|broke|money|cash|fees?(?![a-z])|\d/.test(words),
    ),
    // "they want 300 or they keep my stuff, please help"
    rule(
      String.raw`(?<![a-z])(?:pay|owe|want|wants|need|needs|charge|charging) (?:a |an |the |me )?${FIGURE_SUM}[^.!?\n]{0,25}? (?:or (?:else|they|he|she|i|we|my|it)|otherwise)(?![a-z])(?=[^\n]{0,70}?${PLEA})`,
      / (?:or|otherwise) /,
    ),
    // "could you pay for my prescription, it's 40"
    rule(
      String.raw`(?:can|could|would|will) (?:you|u) (?:please |maybe |possibly )?(?:pay|cover) for (?:my|our|me a|a|the) (?:\w+ )?(?:grocer\w*|food|meds|medicine|prescription|rent|bills?|ticket|order|flight|tuition|fees?|textbooks?|phone|repair|insurance|gas|fare|pass)(?![a-z])`,
      /(?:pay|cover) for /,
      (words) => FIGURE_RE.test(words),
    ),
    // "please send it fast", "just wire the money today"
    rule(
      String.raw`(?<![a-z])(?:please|pls|plz|just|kindly) (?:send|wire|transfer|e-?transfer|etransfer) (?:it|that|the money|the rest|the balance)(?: fast| quick| now| asap| today| tonight| over| right away)?(?=\s*(?:$|[,.!?🙏]|please|pls|i'?m|it'?s))`,
      /(?:send|wire|transfer) (?:it|that|the money|the rest|the balance)/,
      moneyNamed,
    ),
    // "the vet needs 450 before they operate, can you chip in anything"
    rule(
      String.raw`(?:(?:can|could|would) (?:you|u)|(?:you|u) could|any way (?:you|u) (?:can|could))(?: possibly| please| maybe)? (?:chip in|pitch in|contribute|donate|help out)(?: (?:anything|something|whatever|a bit|a little|some|to it|towards? it))?(?=\s*(?:$|[,.!?🙏🥺]|please|pls))`,
      /chip in|pitch in|contribute|donate|help out/,
      (words) => PRICED_RE.test(words) || moneyNamed(words),
    ),
    // "any help from you would save me"
    rule(
      String.raw`(?<![a-z])any (?:help|support|assistance|contribution|amount) from (?:you|u)(?![a-z])`,
      /any (?:help|support|assistance|contribution|amount) from /,
      moneyNamed,
    ),
    // "i need someone to cover my tuition deposit, 500, could that be you"
    rule(
      String.raw`(?<![a-z])need (?:someone|somebody|anyone|anybody) to (?:cover|pay(?: for)?|lend|send|spot|front|sponsor|help (?:me )?(?:with|pay))(?: me)? (?:my|the|our|this|it|that|\$?[1-9])`,
      /need (?:someone|somebody|anyone|anybody) to /,
      (words) => PRICED_RE.test(words) || moneyNamed(words),
    ),
    // "the embassy needs 250 for my new passport, send please"
    rule(
      String.raw`(?:(?:please|pls|plz) (?:send|wire|e-?transfer|etransfer)|send (?:it |the money |now )?(?:please|pls|plz))(?: it| the money| asap| now| quick| fast)?(?=\s*(?:$|[.!,🙏🥺]))`,
      /(?:please|pls|plz) (?:send|wire|e-?transfer|etransfer)|send (?:it |the money |now )?(?:please|pls|plz)/,
      (words) => PRICED_RE.test(words) || moneyNamed(words),
    ),
    // "the visa agent wants 700 up front, i need you to send it"
    rule(
      String.raw`(?<![a-z])need (?:you|u) to (?:(?:send|pay|cover|wire|transfer|lend|e-?transfer) (?:it|that|this|the money|the rest|the fee|the deposit)(?![a-z])|help (?:me|us)(?: out)?(?=\s*(?:$|[,.!?🙏🥺]|please|pls|with (?:it|that|this))))`,
      /need (?:you|u) to /,
      moneyNamed,
    ),
    // "plz help me 50 only for my medicine"
    rule(
      String.raw`(?<![a-z])(?:help|assist|support) (?:me|mi|us) (?:with )?(?:like )?\$?[1-9]\d{1,4}(?![\d%:]) (?:only|for (?:my|food|rent|transport|medicine|the))(?![a-z])`,
      /(?:help|assist|support) (?:me|mi|us) (?:with )?(?:like )?\$?[1-9]/,
    ),
    // "pls giv 20 4 food"
    rule(
      String.raw`(?:pl[sz]+|please|can (?:u|you)|cn u|could (?:u|you)|just) (?:giv|give|snd|send|lnd|lend) (?:me |mi |us )?\$?[1-9]\d{1,4}(?![\d%:]) (?:4|for|fr) (?:my |the |da )?(?:food|fud|rent|rnt|gas|bus|meds|medicine|bills?|bil|phone|fone|groceries|lunch|uber|cab)(?![a-z])`,
      /(?:giv|give|snd|send|lnd|lend) (?:me |mi |us )?\$?[1-9]/,
    ),
    // "350, you're the only one i can ask"
    rule(
      String.raw`(?<![a-z])(?:you'?re|ur|you are|u r) (?:the only one|my only hope|my last hope|my last resort|the last person)(?![a-z])`,
      /(?:only one|only hope|last hope|last resort|last person)/,
      (words) => PRICED_RE.test(words) && MONEY_TALK.test(words),
    ),
    // "the pharmacy wants 120, could you do it for her"
    rule(
      String.raw`(?:can|could|would) (?:you|u) (?:please |maybe )?do (?:it|that|this) for (?:me|us|her|him|them)(?=\s*(?:$|[,.!?🙏🥺]|please|pls))`,
      /do (?:it|that|this) for /,
      (words) =>
        PRICED_RE.test(words) &&
        /wants|needs|owe|pay|bill|fee|cost|charge|rent|\$|bucks|dollars|pharmacy|hospital|clinic|vet|landlord/.test(
          words,
        ),
    ),
    // "i beg you, 40 for my bus fare home"
    rule(
      String.raw`(?<![a-z])(?:i beg|begging) (?:you|u)[,.!]* (?:just |only |please )?(?:\$ ?)?[1-9]\d{1,4}(?![\d%:])(?: bucks| dollars)? (?:for|to|only)(?![a-z])`,
      /(?:i beg|begging) (?:you|u)/,
    ),
    // "they took the rent money, 800, please anything"
    rule(
      String.raw`(?:please|pls|plz),? (?:anything|whatever (?:you|u) can|something)(?: helps| at all| is fine)?(?=\s*(?:$|[.!🙏🥺]))`,
      /(?:please|pls|plz),? (?:anything|whatever|something)/,
      (words) => PRICED_RE.test(words) || moneyNamed(words),
    ),
    // "110 fine due today, help a girl out"
    rule(
      String.raw`(?<![a-z])help (?:a|your|ur) (?:girl|brother|sister|bro|sis|guy|homie|friend|mate|student|mother|mom|dad|father) out(?=\s*(?:$|[,.!?🙏🥺]|please|pls|here))`,
      /help (?:a|your|ur) \w+ out/,
      moneyNamed,
    ),
    // "i need financial assistance for my exam fees"
    rule(
      String.raw`(?<![a-z])(?:need|needs|require|requesting|seeking|looking for|ask(?:ing)? (?:you )?for) (?:your |ur |some |urgent |a little |small )?financial(?:ly)? (?:assistance|support|help)(?![a-z])`,
      /financial(?:ly)? (?:assistance|support|help)/,
    ),
    // "abeg send me 2k for data"
    rule(
      String.raw`(?<![a-z])(?:send|lend|give|loan|spot|wire|transfer) (?:me|us|mi) (?:like |about |just )?[$€£₹₦₱]?\d[\d,.]*\s?(?:k|quid|naira|cedis|pesos|rupees|euros?|pounds|grand|bands?|racks?)(?![a-z])`,
      /(?:send|lend|give|loan|spot|wire|transfer) (?:me|us|mi) (?:like |about |just )?[$€£₹₦₱]?\d/,
    ),
  ],
);

/** A sum paid into the writer's account or app, or one that "would help a ton". */
const ACCOUNT_MORE: Rule[] = keyed(
  [
    [
      'account',
      'acct',
      'bank',
      'card',
      'wallet',
      'paypal',
      'venmo',
      'cash',
      'cashapp',
      'zelle',
      'revolut',
      'wise',
      'chime',
      'interac',
      'etransfer',
    ],
    ['would', 'wud', 'wld'],
    ['hit', 'bless', 'drop', 'load', 'top', 'fill', 'run', 'flood', 'juice'],
  ],
  [
    rule(
      String.raw`(?:^|[.!?,] ?|please |pls |plz |just |(?:can|could|would) (?:you|u)(?: please)? |(?:you|u) can )(?:pay|send|put|deposit|transfer|drop|fling|toss|throw|chuck|slide|wire|move)(?: me)? (?:like |about )?\$?[1-9]\d{1,4}(?![\d%:])(?: bucks| dollars)? (?:into|in|to|at|on|onto) my (?:\w+ )?(?:account|acct|bank|card|wallet|paypal|venmo|cash ?app|zelle|revolut|wise|chime|interac|e-?transfer|apple pay|google pay)(?![a-z])`,
      / my (?:\w+ )?(?:account|acct|bank|card|wallet|paypal|venmo|cash ?app|zelle|revolut|wise|chime|interac|e-?transfer|apple pay|google pay)(?![a-z])/,
    ),
    rule(
      String.raw`(?:\$ ?[1-9]\d{0,4}|(?<![\d.,:$])[1-9]\d{1,4}(?![\d%:])(?: bucks| dollars)?) (?:would|wud|wld) (?:really |honestly |seriously |literally |so )?(?:help(?: me)?(?: out)?(?: (?:a ton|a lot|so much|massively|loads))?|save (?:me|my (?:life|ass|week))|mean (?:a lot|the world|everything)|make my (?:day|week|month))(?=\s*(?:$|[,.!?🙏🥺]|right now|rn|tbh|honestly|so|and|thanks|thx|ty|pls|please))`,
      /(?:would|wud|wld) (?:really |honestly |seriously |literally |so )?(?:help|save|mean|make my)/,
    ),
    // "hit my cashapp with 30"
    rule(
      String.raw`(?<![a-z])(?:hit|bless|drop|load|top up|fill up|run|flood|juice) (?:up )?my (?:cash ?app|venmo|paypal|zelle|account|acct|card|wallet|revolut|chime) (?:with|w|wit) (?:like |about |a )?(?:${PRICED}|a few bucks|something|sumn)`,
      /my (?:cash ?app|venmo|paypal|zelle|account|acct|card|wallet|revolut|chime) (?:with|w|wit) /,
    ),
  ],
);

/** Non-native asks for "small money" or a share of the reader's. */
const PLEA_MORE: Rule[] = keyed(
  [['small', 'little'], ['share']],
  [
    rule(
      String.raw`(?<![a-z])(?:help|assistance|support|assist)[^.!?\n]{0,10}? (?:for|with|of) (?:small|little|some small|some little|small small) (?:money|amount|cash|funds|something)(?![a-z])`,
      /(?:small|little) (?:money|amount|cash|funds|something)/,
    ),
    rule(
      String.raw`(?<![a-z])share (?:it |some )?(?:with|wit) (?:me|us) (?:for|to pay|to cover) (?:my |the |our )?(?:\w+ )?(?:rent|bills?|fees?|tuition|food|transport|medicine)(?![a-z])`,
      /share (?:it |some )?(?:with|wit) (?:me|us) /,
    ),
  ],
);

/** Each kind in the order tried, after the sixth round's (money-pretexts.ts). */
export const MORE_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_borrowing', LOAN_MORE],
  ['financial_bill', BILL_MORE],
  ['financial_companionship', COMPANY_MORE],
  ['financial_payment_app', ACCOUNT_MORE],
  ['financial_gift_card', CARD_MORE],
  ['financial_opportunity', OFFER_MORE],
  ['financial_plea', PLEA_MORE],
];
