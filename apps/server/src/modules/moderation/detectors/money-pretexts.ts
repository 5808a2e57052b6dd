import { AMOUNT } from './money-asks';
import { SUM, keyed, rule, type Rule } from './money-rule';
import { MORE_KINDS } from './money-more';
import { CARD_KINDS } from './money-card-asks';
import { PLAYFUL_KINDS } from './money-playful-asks';
import { PRESSURE_KINDS } from './money-pressure-asks';
import { FAVOUR_KINDS } from './money-favour-asks';
import { SHARE_KINDS } from './money-share-asks';
import { GIFT_KINDS } from './money-gift-asks';
import { COLLECT_KINDS } from './money-collect-asks';
import { SALE_KINDS } from './money-sale-asks';
import { APP_ORDER } from './payment-app-orders';
import { RuleIndex, holdsKanji } from './word-keys';

/**
 * Money asked for in the phrasings of issue 18's sixth round: a bill named first and the ask
 * after it ("mechanic wants 420, any chance you could cover it", "it's 75. you could cover
 * that right?"), slang and misspelt loans ("a dub off you", "cn i brrow sm cash", "hmu w 40"),
 * polite and non-native asks ("would it be possible for you to assist me with this month's
 * rent", "do me favour of 100 dollars"), a money emoji beside a sum, a payment app used as the
 * order ("remitly 200 to my mom's account", "please etransfer it tonight"), gift-card brands
 * the card rule does not name, and lending verbs in Italian, Hindi, Tagalog and Japanese.
 * Each needs the ask and the money together, so a bill told about ("my car insurance renewal
 * was 2,100") or a favour without money ("can you cover my shift") does not count. Use on
 * `words`; the Japanese asks are read on the text as typed.
 */

const SUM_RE = new RegExp(SUM);
/** What a "pay it" or "cover it" can be about when no sum is named. */
const BILL_WORDS =
  /(?<![a-z])(?:owed?|bills?|fines?|fees?|rent|repair|ticket|pass|deposit|costs?|price|duty|tuition|cut off|overdue|due)(?![a-z])/;
const hasMoney = (words: string) => SUM_RE.test(words) || BILL_WORDS.test(words);

/** Things a bill is for, misspellings included. */
const OWED = String.raw`(?:rent|rnt|bills?|bil|fud|food|groceries|gas|phone|phne|fone|tuition|fees?|bus|uber|meds|medicine|lunch|dinner|insurance|deposit|ticket|flight|laptop|textbooks?|books)`;
/** Asker: "can you", "could u", "any chance you could", "you mind". */
const ASKER = String.raw`(?:(?:can|could|would|will|cn|cud|wud|can'?t) (?:you|u|ya)|(?:you|u) (?:could|can)|any chance (?:you|u) (?:could|can)|please|pls|plz)`;

/** "a dub off you", "put me on for a ten spot", "lil loan?", "im short 35, u mind covering", "hmu w 40". */
const SLANG_LOAN: Rule[] = keyed(
  [
    ['off', 'from'],
    ['spot', 'dub', 'note', 'cnote', 'fiver', 'tenner', 'hundo'],
    ['loan'],
    ['short'],
    ['lil', 'little', 'small'],
    ['borrow', 'brrow', 'borow', 'brw', 'barrow', 'borro'],
    ['spot', 'front', 'float', 'sub', 'bail'],
    ['hmu', 'hit', 'hook', 'help', 'hlp', 'halp'],
    ['able'],
    ['mind'],
  ],
  [
    rule(
      String.raw`(?<![a-z])(?:(?:can|could|may|cn|cud) i|i (?:could|can|cud|cn)) (?:get|have|grab|pinch|borrow|brrow|bum|snag)(?=[^.!?\n]{0,40}?(?:off|from) (?:you|u|ya)(?![a-z]))(?=[^.!?\n]{0,50}?(?:${SUM}|(?<![a-z])(?:dub|ten spot|twenty|fifty|hundred|c note|iou|advance|loan|cash|money|bucks|bux)(?![a-z])))`,
      /(?:off|from) (?:you|u|ya)(?![a-z])/,
    ),
    rule(
      String.raw`(?<![a-z])(?:put|hook|front|spot|bless|float|lend|loan|hit)(?: me| us)(?: on| up)?(?: with| for)? (?:a |an )?(?:(?:five|ten|twenty|fifty|hundred|\d+) ?spot|dub|c ?note|fiver|tenner|hundo)(?![a-z])`,
      /spot|dub|note|fiver|tenner|hundo/,
    ),
    rule(
      String.raw`(?<![a-z])loan[^.!?\n]{0,40}?(?:from|off) (?:you|u)(?![a-z])|(?<![a-z])(?:lil|little|small|quick|tiny|mini) loan\s*\?`,
      /loan/,
    ),
    rule(
      String.raw`(?<![a-z])(?:i'?m|im|i am|we'?re) (?:like |about |just )?(?:short (?:like |about |by )?\$?[1-9]\d{1,4}|\$?[1-9]\d{1,4} (?:bucks |dollars )?short)(?![\d:%])(?=[^\n]{0,80}?(?:mind|cover|help|spot|front|lend|send|gap|difference))`,
      /short/,
    ),
    rule(
      String.raw`(?<![a-z])(?:gimme|give me|send me|toss me|throw me|slide me|spot me) (?:a )?(?:lil|little|small) (?:something|sumn|smth)(?=[^\n]{0,40}?(?:pls|plz|please|to get (?:me )?(?:through|by)|till|til|until|\?|broke|for (?:food|rent|gas|the bus|groceries)))`,
      /(?:lil|little|small) (?:something|sumn|smth)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:cn|can|could|cud|may) i (?:borrow|brrow|borow|brw|barrow|borro) (?:(?:sm|sum|some|smth|a lil|a bit of|a little|like) )?(?:cash|money|mony|dough|bread|bux|bucks|\$\$)`,
      / i (?:borrow|brrow|borow|brw|barrow|borro) /,
    ),
    rule(
      String.raw`(?:broke|money|cash|rent|bills|paycheck|payday|short)[^\n]{0,60}?(?<![a-z])(?:spot|front|float|sub|bail) (?:me|us)(?: out)?\s*\?`,
      / (?:me|us)(?: out)?\s*\?/,
    ),
    rule(
      String.raw`(?<![a-z])(?:hmu|hit me up|hook me up|help me out|help me|hlp me|halp me)(?: out)? (?:w|w\/|wit|with|wth) (?:like |about |just )?\$?[1-9]\d{1,4}(?![\d%:])(?=\s*(?:$|[^a-z0-9\s]|pl[sz]+|please|bucks|dollars|for|fr|till|til|i'?m|and|so|rn|asap)(?![a-z]))`,
      / (?:w|w\/|wit|with|wth) (?:like |about |just )?\$?[1-9]\d/,
    ),
    rule(
      String.raw`(?<![a-z])(?:b|be) able (?:2|to) (?:snd|send|sned|lend|lnd|spot|gimme|giv|give) (?:me|mi|us) (?:like |about )?\$?[1-9]\d{1,4}(?![\d%:])`,
      /able (?:2|to) /,
    ),
    rule(
      String.raw`(?<![a-z])(?:you|u|ya) mind (?:sendin'?g?|lendin'?g?|spottin'?g?|frontin'?g?|givin'?g?|floatin'?g?|coverin'?g?|payin'?g?)(?: me| us)?(?=[^.!?\n]{0,30}?(?:${SUM}|bux|bucks|cash|money|dollars|a few|the gap|the difference|rent|bill))`,
      /mind (?:sendin|lendin|spottin|frontin|givin|floatin|coverin|payin)/,
    ),
  ],
);

/** The ask after a price or a bill: "can you pay it for me", "would you chip in", "you could cover that right?". */
const COVER_IT: Rule[] = keyed(
  [['chip', 'pitch', 'through', 'cover', 'pay', 'care', 'get', 'buy']],
  [
    rule(
      String.raw`${ASKER} (?:please |pls |maybe |possibly |just )?(?:chip in|pitch in|come through|cover (?:it|that|this|the (?:rest|gap|difference|cost|bill))|pay(?: (?:it|that|this|for it|for that|for this|the rest))?|(?:get|buy) (?:it|that|one) for me|take care of (?:it|that))(?: for me| for us)?(?=\s*(?:$|[?.!,]|right|please|pls|plz|tho|tonight|today|asap|this time|🙏|🥺))`,
      /chip in|pitch in|come through|cover |pay|for me|take care/,
      hasMoney,
    ),
  ],
);

/** Someone else's bill handed over in other words. */
const PASSED_BILL: Rule[] = keyed(
  [
    ['pay', 'cover', 'buy'],
    ['ask', 'asked', 'asking'],
    ['card', 'credit', 'visa', 'mastercard', 'tab'],
    ['need', 'want'],
    ['help', 'assist'],
    ['fees', 'tuition', 'rent', 'bills', 'bill', 'medicine', 'meds', 'treatment', 'surgery'],
    ['fee', 'fees', 'bill', 'bills', 'rent', 'deposit', 'fine', 'taxes', 'tuition'],
    ['pay'],
    ['cvr', 'cover', 'py', 'pey', 'pay'],
    ['ned', 'nid', 'nd', 'need', 'needs', 'needz'],
    ['support', 'sponsor', 'assist'],
  ],
  [
    rule(
      String.raw`(?:can|could|would) (?:you|u)[^.!?\n]{0,30}? and (?:pay|cover|buy) (?:for )?(?:my|our)(?![a-z])(?=[^.!?\n]{0,30}?(?:${SUM}|fee|bill|rent|ticket|tuition|fine))`,
      / and (?:pay|cover|buy) /,
    ),
    rule(
      String.raw`(?<![a-z])(?:asked?|asking) (?:you|u) to (?:cover|pay(?: for)?|lend|send|spot|front|buy)(?: me)?(?=[^.!?\n]{0,40}?(?:${SUM}|rent|bill|fee|tuition|share|ticket))`,
      /ask(?:ed|ing)? (?:you|u) to /,
    ),
    rule(
      String.raw`(?<![a-z])put (?:it|this|that|them|the \w+) on (?:your|ur) (?:card|credit card|visa|mastercard|tab)(?![a-z])`,
      / on (?:your|ur) /,
    ),
    rule(
      String.raw`(?<![a-z])(?:need|want) (?:you|u) to (?:buy|pay(?: for)?|cover|get) (?:me |us )?(?:my|our|me a|a|the) (?:\w+ )?${OWED}(?![a-z])`,
      /(?:need|want) (?:you|u) to /,
    ),
    rule(
      String.raw`(?<![a-z])(?:help|assist) (?:me|us) (?:to )?(?:send|pay|cover|afford|raise|buy) (?:like |about |the )?${SUM}`,
      /(?:help|assist) (?:me|us) (?:to )?(?:send|pay|cover|afford|raise|buy) /,
    ),
    rule(
      String.raw`(?<![a-z])(?:please|pls|plz|kindly|(?:can|could) (?:you|u)|(?:you|u) (?:can|could)) (?:send|pay|cover) (?:for )?(?:her|his|their|our|my \w+'?s?) (?:\w+ )?(?:fees|tuition|rent|bills?|medicine|meds|treatment|surgery)(?![a-z])`,
      /(?:fees|tuition|rent|bills?|medicine|meds|treatment|surgery)(?![a-z])/,
    ),
    rule(
      String.raw`(?<![a-z])(?:i|we) (?:just |really )?need (?:some |a little )?help (?:with|paying|covering|w) (?:the |my |our |this |his |her )?(?:\w+ )?(?:fees?|bills?|rent|deposit|fine|taxes|tuition)(?![a-z])(?! (?:form|page|website|site|portal|application|question|spreadsheet))`,
      /need (?:some |a little )?help (?:with|paying|covering|w) /,
    ),
    rule(
      String.raw`(?<![a-z])(?:i|we) (?:have|need|got|gotta|must) (?:to )?pay (?:like |about )?${SUM}[^\n]{0,60}?(?:(?:can|could|would) (?:you|u) help|help me|please help|pls help)`,
      /(?:have|need|got|gotta|must) (?:to )?pay /,
    ),
    rule(
      String.raw`(?:can|could|cn|cud|wud|would) (?:u|you|ya) (?:cvr|cover|py|pey|pay) (?:my|ma|mah) (?:\w+ )?${OWED}(?![a-z])(?=[^\n]{0,30}?${SUM})`,
      /(?:u|you|ya) (?:cvr|cover|py|pey|pay) (?:my|ma|mah) /,
    ),
    rule(
      String.raw`(?<![a-z])(?:ned|nid|nd|need|needs|needz) (?:like |about |just )?\$?[1-9]\d{1,4}(?![\d%:]) (?:fr|for|4|to pay|2 pay) (?:my |ma |da |the |sum )?${OWED}(?![a-z])(?=[^\n]{0,40}?(?:pl[sz]|please|hlp|help|\?|asap|🙏|🥺))`,
      /(?:ned|nid|nd|need|needs|needz) (?:like |about |just )?\$?[1-9]\d/,
    ),
    rule(
      String.raw`(?:can|could|would) (?:you|u) (?:please )?(?:support|sponsor|assist) (?:him|her|them|my \w+)(?=\s*(?:$|[?.!,]|financially))`,
      /(?:support|sponsor|assist) (?:him|her|them|my)(?![a-z])/,
    ),
  ],
);

/** Polite, non-native and pleading asks that name money or a bill. */
const PLEA: Rule[] = keyed(
  [
    [
      'rent',
      'bill',
      'bills',
      'tuition',
      'fee',
      'fees',
      'groceries',
      'expenses',
      'money',
      'cash',
      'funds',
      'costs',
      'debt',
      'debts',
    ],
    ['trouble', 'bother', 'ask'],
    ['favour', 'favor', 'assistance', 'support', 'help'],
    ['beg', 'begging', 'implore', 'request', 'pleading'],
    ['something', 'small', 'amount', 'money'],
    ['send', 'give', 'lend', 'help', 'assist', 'support'],
    ['transfer', 'payment', 'deposit', 'wire', 'remittance', 'etransfer'],
    ['needing'],
    ['afford', 'manage', 'part'],
  ],
  [
    rule(
      String.raw`(?:possible|able|willing|position|kind enough|so kind as|wondering if|hoping|any way|(?:would|could|can) (?:you|u)|(?:you|u) (?:could|can|would|might)|please|pls|kindly)[^.!?\n]{0,30}?(?<![a-z])(?:assist|help|support) (?:me|us)(?: out)? (?:with|w|to pay|to cover|pay(?: for)?|cover|in paying)(?: (?:this|next) month'?s| the| my| our| some| a bit of| a little| a few| these| any)?(?: \w+)? (?:rent|bills?|tuition|fees?|groceries|expenses|money|cash|funds|costs|debts?)(?![a-z])(?! (?:form|page|website|site|portal|application|question|spreadsheet|budget|plan))`,
      /(?:assist|help|support) (?:me|us)(?: out)? (?:with|w|to pay|to cover|pay|cover|in paying)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:trouble|bother|ask) (?:you|u) for (?:like |about |just )?(?:${SUM}|a (?:few|couple) (?:bucks|dollars)|some (?:money|cash)|a (?:small |little )?loan)`,
      /(?:trouble|bother|ask) (?:you|u) for /,
    ),
    rule(
      String.raw`(?<![a-z])(?:favou?r|assistance|support|help) of (?:like |about |just )?(?:${AMOUNT}|\$?[1-9]\d{1,5} (?:only|dollars?|bucks))`,
      /(?:favou?r|assistance|support|help) of /,
    ),
    rule(
      String.raw`(?<![a-z])(?:beg|begging|implore|request|pleading with) (?:you|u)(?: to| please| kindly)?[^.!?\n]{0,20}?(?:assist|help|send|lend|give|support|sponsor)(?=[^\n]{0,40}?(?:${SUM}|money|cash|fees?|rent|bills?|food|medicine|only))`,
      /(?:beg|begging|implore|request|pleading with) (?:you|u)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:send|give|lend) (?:me|us|mi) (?:something|small something|small money|some amount|any amount|small amount|little money|something small) (?:for|to) (?:food|eat|rent|transport|bus|school|medicine|data|airtime|fuel|my)(?![a-z])`,
      /(?:send|give|lend) (?:me|us|mi) (?:something|small|some amount|any amount|little money)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:you|u) can (?:send|give|lend|help|assist|support) (?:me|us)(?: with| for)?[^.!?\n]{0,30}?\?(?=[^\n]{0,30}?(?:${SUM}|airtime|data|transport|money|cash|rent|fees?|dollar))|(?:${SUM}|airtime|transport|money|cash|rent|fees?)[^\n]{0,40}?(?<![a-z])(?:you|u) can (?:send|give|lend|help|assist|support) (?:me|us)(?: with| for)?[^.!?\n]{0,30}?\?`,
      /(?:you|u) can (?:send|give|lend|help|assist|support) (?:me|us)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:please|pls|plz|kindly|can (?:you|u)|could (?:you|u)|(?:you|u) can|just) (?:make|do) (?:me )?(?:the|a|an|my) (?:transfer|payment|deposit|e-?transfer|etransfer|wire|remittance)(?![a-z])|(?<![a-z])do me (?:a |the )?(?:transfer|payment)(?![a-z])`,
      /(?:make|do)(?: me)? (?:the|a|an|my) (?:transfer|payment|deposit|e-?transfer|etransfer|wire|remittance)|do me (?:a |the )?(?:transfer|payment)/,
    ),
    rule(
      String.raw`(?<![a-z])(?:i am|i'?m|am) needing (?:like |about |some |small )?(?:${SUM}|money|cash|funds)`,
      /needing/,
    ),
    rule(
      String.raw`(?<![a-z])send (?:me |us )?(?:whatever|what|anything) (?:you|u) (?:can|could) (?:afford|manage|part with)`,
      /(?:can|could) (?:afford|manage|part with)/,
    ),
  ],
);

/** A money emoji beside a bare sum and a plea: "💸💸 pls 🙏 50 🥺". */
const EMOJI_MONEY = /💸|💰|💵|🤑/;
const EMOJI_SUM = /(?<![\d.,:])[1-9]\d{1,4}(?![\d%:])/;
const EMOJI_PLEA = /pl[sz]|please|🙏|🥺|🥹|help/u;
const OWN_SPENDING = /(?<![a-z])(?:spent|paid|sent|got|lost|made|won|saved|earned)(?![a-z])/;
const EMOJI_ASK: Rule[] = keyed(
  [['#money-emoji']],
  [
    {
      gate: EMOJI_MONEY,
      re: EMOJI_SUM,
      also: (words) => EMOJI_PLEA.test(words) && !OWN_SPENDING.test(words),
      keys: [],
    },
  ],
);

/** Store cards the card rule does not name, asked for with a sum or a code; the silver strip scratched off. */
const GIFT_BRANDS = String.raw`best buy|paysafe|paysafecard|nordstrom|home depot|starbucks|apple store|google play|play store|amazon|itunes|steam|sephora|walmart|target|xbox|psn|playstation|nintendo|netflix|spotify|razer|ebay|vanilla|roblox`;
const STORE_CARD: Rule[] = keyed(
  [['card', 'cards'], ['scratch']],
  [
    rule(
      String.raw`(?<![a-z])(?:grab|get|buy|pick up|send|bring)(?: me| us)? (?:an? |some |two |three |\d+ |a couple (?:of )?)?(?:\$?\d+ )?(?:${GIFT_BRANDS})(?: gift)? ?cards?(?![a-z])(?=[^\n]{0,40}?(?:${SUM}|codes?|pins?|numbers|pic|photo|later|asap|\?))`,
      /card/,
    ),
    rule(
      String.raw`(?<![a-z])scratch (?:off )?(?:the )?(?:silver|back|strip|panel|foil|coating)[^\n]{0,60}?(?:code|pin|number)`,
      /scratch/,
    ),
  ],
);

/** Lending and sending verbs in Italian, Hindi and Tagalog beside a number or the word for money. */
const FOREIGN_LEND: Rule[] = keyed(
  [
    ['prestarmi', 'mandarmi', 'inviarmi', 'anticiparmi', 'ricaricarmi'],
    ['bhej', 'bhejo', 'bhejde', 'bhijwa', 'udhaar', 'udhar'],
    ['padalhan', 'ipadala', 'pahiram', 'pautang', 'pahingi'],
  ],
  [
    rule(
      String.raw`(?<![a-z])(?:prestarmi|mandarmi|inviarmi|anticiparmi|ricaricarmi)(?![a-z])[^\n]{0,30}?(?:\d{2,}|soldi|euro)`,
      /prestar|mandar|inviar|anticipar|ricaricar/,
    ),
    rule(
      String.raw`(?<![\d.,])[1-9]\d{1,6}[^.!?\n]{0,25}?(?<![a-z])(?:bhej|bhijwa) ?(?:de|do|dena|dijiye|dijie|na)(?![a-z])|(?<![a-z])(?:bhej|bhijwa) ?(?:de|do|dena|dijiye|dijie)(?![a-z])[^.!?\n]{0,25}?(?<![\d.,])[1-9]\d{1,6}|(?<![a-z])udhaa?r (?:de|do|dena|milega|chahiye)(?![a-z])`,
      /bhej|bhijwa|udhaa?r/,
    ),
    rule(
      String.raw`(?<![a-z])(?:padalhan|ipadala|pahiram|pautang|pahingi)(?![a-z])[^\n]{0,40}?(?:\d{3,}|pera|piso)`,
      /padal|pahi|pautang/,
    ),
  ],
);
const JAPANESE_LEND =
  /(?:貸して|振り込んで|送金して|お金(?:を)?(?:貸|送|振))[^\n]{0,20}?(?:\d|万|円)|(?:\d|万)円[^\n]{0,20}?(?:貸して|振り込んで|送金して)/u;

/** Each kind in the order tried; the first that matches names it. */
const KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_borrowing', SLANG_LOAN],
  ['financial_bill', COVER_IT],
  ['financial_bill', PASSED_BILL],
  ['financial_plea', PLEA],
  ['financial_plea', EMOJI_ASK],
  ['financial_payment_app', APP_ORDER],
  ['financial_gift_card', STORE_CARD],
  ['financial_request_it', FOREIGN_LEND.slice(0, 1)],
  ['financial_request_hi', FOREIGN_LEND.slice(1, 2)],
  ['financial_request_tl', FOREIGN_LEND.slice(2)],
  ...MORE_KINDS,
  ...CARD_KINDS,
  ...PLAYFUL_KINDS,
  ...PRESSURE_KINDS,
  ...FAVOUR_KINDS,
  ...SHARE_KINDS,
  ...GIFT_KINDS,
  ...COLLECT_KINDS,
  ...SALE_KINDS,
];
const INDEX = new RuleIndex(KINDS);

/** The kinds of money asked for in these phrasings, by pattern name. */
export function moneyPretexts(words: string, original: string): string[] {
  const name = INDEX.first(words);
  if (name !== undefined) return [name];
  if (holdsKanji(words) && JAPANESE_LEND.test(original)) return ['financial_request_ja'];
  return [];
}
