import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { directAsks } from './direct-asks';
import { foreignAsks } from './foreign-asks';
import { moneyAsks } from './money-asks';
import { pretextAsks } from './pretext-asks';
import { moneyPretexts } from './money-pretexts';
import { feeOffers } from './fee-offers';
import { WORD_END, WORD_START, keywordAlternation, mayContain, squashedGate } from './keyword-pattern';
import { gated } from './literal-gate';

/**
 * Requests for money and the offers that lead to them. A payment method named in passing
 * ("I'll e-transfer you for my ticket", "coffee was $5") is ordinary student life; it
 * counts when money is asked for ("e-transfer me", "can you send $200", "my PayPal is…",
 * "what's your e-transfer email") or when the offer is the scam itself (sugar-daddy
 * allowances, crypto "opportunities", gift-card codes).
 */

/** A payment method's name, or its plural ("i take e-transfers"). */
const word = (keywords: readonly string[]) =>
  gated(new RegExp(`${WORD_START}(?:${keywordAlternation(keywords)})s?${WORD_END}`));

const METHOD_KEYWORDS = {
  // "etax" and "etrans" are how e-transfer is often typed.
  financial_etransfer: ['etransfer', 'e transfer', 'etransfr', 'etrans', 'etax', 'interac', 'emt', 'e xfer', 'exfer'],
  financial_paypal: ['paypal', 'pp me'],
  financial_venmo: ['venmo'],
  financial_cashapp: ['cashapp', 'cash app'],
  financial_zelle: ['zelle'],
} as const;
const METHODS = [
  ...Object.entries(METHOD_KEYWORDS).map(([pattern, keywords]) => ({ pattern, re: word(keywords) })),
  { pattern: 'financial_wire', re: gated(/western union|moneygram|wire (?:transfer|the money|me|it)|bank transfer/) },
];
/** A wire that is itself the request ("wire me", "wire the money"); the services count only when asked. */
const WIRE_ASK = gated(/(?<![a-z])wire (?:the money|me|it)(?![a-z])/);
const METHOD_WORDS: readonly string[] = Object.values(METHOD_KEYWORDS).flat();
/** Any payment method, spelled however ("e-tr@nsfer", "c@sh @pp"), for the request cues. */
const METHOD = `(?:${keywordAlternation(METHOD_WORDS)})`;
const METHOD_GATE = squashedGate(METHOD_WORDS);
const WIRE_GATE = gated(/wire|western|moneygram|bank transfer|(?<![a-z])emt(?![a-z])/);

/** Asking for money to be sent to the writer, or for where to send it. */
const ASKS_FOR_MONEY = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:send|transfer|${METHOD}|pay|wire|lend|loan|spot|give|deposit|forward|owe)(?: it| the money| some| a bit| that| \$?\d+\S*)? (?:me|to me|into my|to my)(?![a-z])`,
      String.raw`(?:i'?ll|i will|will|i can|i promise to) pay (?:you|u) back|(?<![a-z])need (?:like |about |just )?\$? ?\d{2,}|\d+\s*(?:please|pls|plz)(?![a-z])|(?<![a-z])i charge \$? ?\d+`,
      String.raw`${METHOD}\W{0,6}(?:to |at )?[a-z0-9._-]{3,}(?:@| at )|${METHOD}(?: me)? (?:first|upfront|up front|only|before)(?![a-z])`,
      String.raw`(?:can|could|would|will) (?:you|u) (?:please |pls |plz )?(?:send|transfer|${METHOD}|lend|loan|spot|cover|spare|wire|pay|help me (?:out )?with|help me pay|front)`,
      // "my venmo is" names where to pay only when a handle follows, not a sentence about it.
      String.raw`(?<![a-z])(?:my|the) ${METHOD}(?: email| e-mail| address| info| details| handle| tag| account| id|:| is(?: |$)(?:$|@|[a-z0-9._-]*[\d_.@][a-z0-9._-]*(?![a-z0-9._-])|my (?:email|e-?mail|number|name|phone|username)|the same|below|above|in my (?:bio|profile)|on my (?:bio|profile)|open|linked to|under))`,
      String.raw`(?:your|ur) (?:${METHOD}|bank) (?:email|e-mail|address|info|details|account)`,
      // First person only: "my landlord only accepts e-transfer" is talk about someone else.
      String.raw`(?<![a-z])i (?:also |only |now )?(?:accept|take) (?:payments?|tips|donations)(?![a-z])|(?<![a-z])(?:i|we|i only|we only|i just|only) (?:accept|take|prefer) (?:e-?transfers?|etransfer|interac|paypal|venmo|cash ?app|zelle|crypto|bitcoin|btc|gift ?cards?)`,
      String.raw`(?:^|[.!?] )(?:send|e-?transfer|etransfer|transfer) (?:the |it |\$)`,
      String.raw`(?<![a-z])(?:shoot|throw|toss|drop|slide|hit) me (?:an? |the |like )?(?:\$? ?\d+ )?${METHOD}`,
      // "send 40 to jsmith22 on venmo": a sum told to go to a handle (digits, dots, @), not to a friend's name.
      String.raw`(?:^|[.!?,] |(?:yo|just|pls|plz|please|(?:can|could) (?:you|u)) )(?:send|transfer|pay|drop|put)(?: the| like| about)? \$? ?\d+\S*(?: dollars| bucks)? to @?[a-z0-9_-]*[\d_.@][a-z0-9._-]*(?![a-z0-9._-])`,
    ].join('|'),
  ),
);

/** A Cash App $cashtag ("$jessw22"), not a currency ("$CAD") nor an amount. */
const CASHTAG = gated(/(?<![a-z0-9])\$(?!(?:cad|usd|aud|eur|gbp)(?![a-z0-9]))[a-z][a-z0-9_]{2,19}(?![a-z0-9])/);
const CASHTAG_CONTEXT = gated(/cash ?app|cashtag|(?<![a-z])(?:send|tip|pay)(?![a-z])/);

const GIFT_CARD = gated(
  /(?:gift ?cards?|prepaid (?:visa|master ?card|cards?)|visa prepaid|itunes cards?|steam (?:cards?|wallet)|(?<![a-z])\d+ visa cards?|google ?play cards?|apple cards?|amazon cards?|ebay cards?|visa gift|vanilla (?:visa|card)|razer gold|sephora cards?|(?:roblox|psn|xbox|eshop|nintendo|netflix|spotify|target|walmart|best buy|uber eats|play store) (?:gift )?cards?)/,
);
const GIFT_CARD_ASK = gated(
  /(?:cards?|codes?) (?:please|pls|plz)|pay (?:you|u) back|(?<![a-z])(?:buy|get|send|pick up|grab|bring|need)(?: me| us)?(?: a| some| two| \d+| a few| couple(?: of)?)?(?: \$?\d+)?\S*(?: (?:dollar|\$))?\s?(?:\w+ )?(?:gift ?cards?|itunes|steam|google ?play|apple|amazon|visa|vanilla|razer|ebay|sephora)|(?:the |card )?codes?(?![a-z])|scratch|back of the card|(?:send|text|show)(?: me)? (?:a )?pics? of (?:the |that |your )?(?:gift )?card|would (?:really |honestly |so )?(?:make my day|mean (?:a lot|the world)|help)|(?<![a-z])(?:i|we) (?:accept|take|prefer)|i'?ll take (?:a|an|\d)|instead of (?:cash|money|paying|an? e-?transfer)|(?:as|for) payment|pay (?:me )?(?:in|with|using) |(?:i want|i'?d love|i wish for|gift me|get me) (?:an? |some )|pics? of the (?:card|back)|redeem|for me|only (?:accept|take)s?|spoil me/,
);

const CRYPTO_WORDS = [
  'bitcoin',
  'btc',
  'crypto',
  'cryptocurrency',
  'usdt',
  'tether',
  'ethereum',
  'binance',
  'coinbase',
  'metamask',
  'trust wallet',
  'usdc',
  'dogecoin',
  'solana',
  'eth',
  'ltc',
  'xrp',
];
const CRYPTO = word(CRYPTO_WORDS);
const CRYPTO_GATE = squashedGate(CRYPTO_WORDS);
/** The squashed gate holds only names of four letters or more. */
const SHORT_CRYPTO = gated(/(?<![a-z])(?:btc|eth|ltc|xrp)(?![a-z])/);
const CRYPTO_STRONG_GATE = gated(/trc|erc|bc1|0x/);
const CRYPTO_STRONG = gated(/(?<![a-z0-9])(?:trc ?20|erc ?20|bc1[a-z0-9]{25,39}|0x[a-f0-9]{40})(?![a-z0-9])/);
const CRYPTO_CONTEXT = gated(
  /invest(?!ed)|trading|trade|profit|returns?(?![a-z])|(?<![a-z])earn|platform|wallet|send|deposit|mentor|teach|opportunit|portfolio|double|guarantee|withdraw|signals|passive income|mining|minimum|address|(?<![a-z])pay me(?![a-z])|(?:crypto|btc|usdt|usdc|bitcoin|eth) only|only (?:take|accept)s?|accept(?:s|ing)? (?:crypto|btc|usdt|bitcoin|eth)/,
);

const SUGAR = gated(
  new RegExp(
    [
      String.raw`sugar ?(?:daddy|daddies|mommy|mommies|mama|momma|baby|babies|dating|relationship|arrangement|d\b)`,
      String.raw`(?<![a-z])(?:sd|sb) ?\/ ?(?:sb|sd)(?![a-z])`,
      String.raw`(?<![a-z])allowance(?![a-z]).{0,40}(?:weekly|monthly|per week|a week|a month|\$|\d)`,
      String.raw`(?:weekly|monthly|generous|nice|\$\d+\S*) allowance`,
      String.raw`(?:pay|cover|take care of|help (?:you )?(?:with|pay)) (?:for )?(?:all )?(?:your|ur) (?:bills|tuition|rent|phone bill|car payment|fees|groceries|expenses|debts?|loans?)`,
      String.raw`financial(?:ly)? (?:support|help|assist|stab)\w* (?:for )?(?:you|u)(?![a-z])`,
      String.raw`(?<![a-z])spoil(?:ing)? (?:you|u)(?![a-z])`,
      String.raw`mutually beneficial|(?<![a-z])ppm(?![a-z])|pay per meet|(?:generous|wealthy|rich) (?:man|men|gentlem[ae]n|guys?|older m[ae]n|benefactor|sponsor)`,
      String.raw`(?:i'?ll|i will|i can|let me|i'?d|i would|i'?m willing to) (?:send|give|pay|transfer) (?:you|u) \$? ?\d{3,}`,
      String.raw`(?:i'?ll|i will|i can|let me|i'?d|i would) (?:send|give|pay) (?:you|u) (?:an? )?(?:allowance|money|cash)(?![a-z])`,
    ].join('|'),
  ),
);

const INVESTMENT = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])forex(?![a-z])[^.!?]{0,40}(?:made|make|earn|profit|signals|account|mentor|join|start|deposit|returns|invest)|binary options?|investment (?:opportunit|plan|platform|scheme)|guaranteed (?:profits?|returns?|income)`,
      String.raw`double (?:your|ur) (?:money|investment|cash)|(?:cash|money) flip|flip (?:your|ur) (?:money|cash)`,
      String.raw`(?:make|earn|made|making) \$? ?\d+k?(?: dollars)? (?:a|per|every) (?:day|week)(?! at| working| tutoring| serving)`,
      String.raw`trading (?:platform|signals|mentor|account|app)|passive income`,
    ].join('|'),
  ),
);

/** Money asked for without a payment method: "can you send me $300", "I need money for rent". */
const MONEY_REQUEST = gated(
  new RegExp(
    [
      String.raw`(?<![a-z])(?:send|lend|loan|spot|give|wire|transfer|forward)(?: me| us)(?: some| a bit of| the)? (?:money|cash|funds|\$ ?\d+|\d+ ?(?:dollars|bucks|\$|cad|usd))`,
      String.raw`(?:can|could|would) (?:you|u) (?:please |pls )?(?:send|lend|loan|spot|spare|wire|help me with|cover|front)(?: me)?[^.?!]{0,30}(?:money|cash|\$ ?\d+|\d+ ?(?:dollars|bucks)|rent|bills|tuition|my fees|flight|bail|hospital|ticket home)`,
      String.raw`(?:i|im|i'm|i am) (?:really |desperately |urgently )?(?:need|short)(?: some| a little)? (?:money|cash|funds|a loan|financial help|\$ ?[1-9]\d{2,}|[1-9]\d{2,} ?(?:dollars|bucks))`,
      String.raw`(?<![a-z])(?:loan|lend) me (?:some |a bit of |like )?(?:money|cash|funds|\$|\d)|(?<!student |osap |car |bank )(?<![a-z])a loan(?![a-z])(?! officer)`,
      String.raw`(?:stuck|stranded)[^.?!]{0,40}(?:airport|abroad|customs|overseas|border)(?=[^\n]*?(?:send|help|money|cash|\$|need|pl[sz]|please|(?:can|could) (?:you|u)|\d{2,}|card|ticket|wallet))|(?:card|account) (?:got |was |is )?(?:blocked|frozen|declined)[^.?!]{0,40}(?:send|help|money|\$)`,
      String.raw`(?<![a-z])(?<!never |don'?t |do not |not to |when i |i |we )send money(?![a-z])(?! home| back home)|bank (?:account )?(?:details|number|info)|routing number|account number`,
    ].join('|'),
  ),
);

/** Phishing for card details: "enter your card to verify", "send me your credit card number". */
const CARD_DETAILS = gated(
  /(?:enter|send|give|gimme|share|verify|confirm|type in|put in) (?:me )?(?:your|ur) (?:credit |debit |bank |visa )?card(?: number| details| info)?(?![a-z])|(?:your|ur) (?:credit|debit) card (?:number|details|info)/,
);

/** A scam told about or warned against, not made: "she asked me for a card code so i blocked her". */
const TOLD_ABOUT = gated(
  /(?<!(?:not|isn'?t|isnt|no|never|ain'?t|nothing) (?:a |an |like a )?)scam|(?:not|n'?t|never) (?:looking for |into |interested in |want |a )?(?:an? )?sugar|(?:asked|asking) (?:me|him|her|us) for|never (?:send|buy)|don'?t (?:ever )?(?:send|buy)|blocked (?:her|him|them)|reported (?:her|him|them|someone|somebody|a (?:guy|girl|match|profile|scammer))|sugar (?:daddy|baby|mama|mommy) memes?(?![a-z])|memes?(?![a-z])[^.!?\n]{0,30}sugar|sugar[^.!?\n]{0,30}(?<![a-z])memes?(?![a-z])/,
);
/**
 * An allowance from one's own family ("my parents just sent my monthly allowance") is not a
 * sugar arrangement; the sugar words themselves still count beside it.
 */
const FAMILY_ALLOWANCE = gated(
  /(?<![a-z])(?:mom|mum|mother|dad|father|parents?|folks|family|grandma|grandpa|grandparents)(?![a-z])[^.!?\n]{0,40}?allowance|allowance (?:from|of) (?:my |our )?(?:mom|mum|mother|dad|father|parents?|folks|family|grandma|grandpa|grandparents)(?![a-z])/,
);
/** One's own family giving the card ("my mom will send me a birthday gift card") is not an ask of the reader. */
const FAMILY_GIVES = gated(
  /(?<![a-z])(?:mom|mum|mother|dad|father|parents|grandma|grandpa|grandparents|aunt|auntie|uncle|sister|brother|family)(?![a-z])(?: (?:will|would|always|usually|just|is gonna|is going to|said she'?d|said he'?d))? (?:sends?|gets?|buys?|gives?|gifts?) me(?![a-z])/,
);
/** An ask the writer turned down: "wanted an e-transfer before the viewing so i walked away". */
const TURNED_DOWN = gated(
  /walked away|noped out|(?:i|we) said no(?![a-z])|i refused|(?:unmatched|blocked) (?:him|her|them)/,
);
const SUGAR_NAMED = /sugar|(?<![a-z])(?:sd|sb) ?\/ ?(?:sb|sd)(?![a-z])/;

/** Cheap literal tests in front of the larger patterns; most texts stop here. */
const SUGAR_GATE = gated(
  /sugar|\/|allowance|financ|spoil|mutual|ppm|pay per|generous|wealthy|rich|\b(?:your|ur) (?:\w+ )?(?:bills|tuition|rent|fees|groceries|expenses|debts?|loans?|payment)|\b(?:send|give|pay|transfer) (?:you|u) /,
);
const INVESTMENT_GATE = gated(/forex|binary|invest|guarantee|double|flip|(?:a|per|every) (?:day|week)|trading|passive/);
const MONEY_GATE = gated(
  /money|cash|fund|loan|lend|stuck|strand|blocked|frozen|declined|bank|routing|account number|(?:can|could|would) (?:you|u) |need|short|\$ ?\d|\d+ ?(?:dollars|bucks|cad|usd)/,
);

const AS_TYPED_MATTERS = gated(/\d|@/);

const familyAllowance = (words: string) =>
  words.includes('allowance') && FAMILY_ALLOWANCE.test(words) && !SUGAR_NAMED.test(words);

export const detectFinancial: Detector = (text: NormalisedText): Detection[] => {
  const found: string[] = [];
  const { words, folded } = text;
  let asks: boolean | undefined;
  if (mayContain(METHOD_GATE, text) || WIRE_GATE.test(words)) {
    for (const method of METHODS) {
      if (!method.re.test(words)) continue;
      const itselfAsks = method.pattern === 'financial_wire' && WIRE_ASK.test(words);
      if (itselfAsks || ((asks ??= ASKS_FOR_MONEY.test(words)) && !TURNED_DOWN.test(words))) found.push(method.pattern);
    }
  }
  if (folded.includes('$') && CASHTAG.test(folded) && !found.includes('financial_cashapp')) {
    if (CASHTAG_CONTEXT.test(words) || (asks ??= ASKS_FOR_MONEY.test(words))) found.push('financial_cashapp');
  }
  if (GIFT_CARD.test(words) && GIFT_CARD_ASK.test(words) && !TOLD_ABOUT.test(words) && !FAMILY_GIVES.test(words))
    found.push('financial_gift_card');
  if (CRYPTO_STRONG_GATE.test(folded) && CRYPTO_STRONG.test(folded)) found.push('crypto');
  else if (
    (mayContain(CRYPTO_GATE, text) || SHORT_CRYPTO.test(words)) &&
    CRYPTO.test(words) &&
    CRYPTO_CONTEXT.test(words)
  )
    found.push('crypto');
  if (SUGAR_GATE.test(words) && SUGAR.test(words) && !TOLD_ABOUT.test(words) && !familyAllowance(words))
    found.push('financial_sugar');
  if (INVESTMENT_GATE.test(words) && INVESTMENT.test(words)) found.push('financial_investment');
  if (words.includes('card') && CARD_DETAILS.test(words)) found.push('financial_card_details');
  if (found.length === 0 && MONEY_GATE.test(words) && MONEY_REQUEST.test(words) && !TOLD_ABOUT.test(words))
    found.push('financial_money_request');
  if (found.length === 0) found.push(...moneyAsks(words, folded));
  if (found.length === 0) found.push(...directAsks(words));
  // Leetspeak may have read an amount or a handle as letters ("rm2oo", "@kayla" → "akayla"): look again as typed.
  if (found.length === 0 && folded !== words && AS_TYPED_MATTERS.test(folded)) found.push(...directAsks(folded));
  if (found.length === 0) found.push(...pretextAsks(words));
  if (found.length === 0) found.push(...foreignAsks(words, text.original));
  if (found.length === 0) found.push(...moneyPretexts(words, text.original));
  if (found.length === 0) found.push(...feeOffers(words));
  return found.map((pattern) => ({ family: 'financial', pattern }));
};
