import { FIGURE, FIGURE_RE, keyed, rule, type Rule } from './money-rule';

/**
 * Issue 18's eleventh round: the reader's card asked for however it is worded ("read me the
 * expiry and cvv", "snd me ur card info", "add my card to your apple wallet"), a gift card's
 * code demanded, a bank or exchange used as the verb ("scotia transfer me 300", "binance pay
 * me 100 usdt") and "download the app and deposit 200" sold as a way to earn. Each needs the
 * ask with its cue, so a card or a bank talked about ("my card expires in june", "td transferred
 * my loan") does not count. Use on `words`.
 */

/** What is printed on a card that alone lets someone pay with it, and what people call all of it. */
const CARD_PARTS = String.raw`cvv2?|cvc|csc|(?:visa |mastercard |amex |debit |credit |bank )?card (?:info|information|details|deets|number|numbers|no|#|digits)|(?:visa|mastercard|amex|debit|credit) (?:info|details|number|numbers|digits)|(?:3|three) digits on (?:the |your |ur )?back|numbers on (?:the |your |ur )?(?:front|back)|security code on (?:the |your |ur )?card`;
/** An expiry date counts beside another part ("the expiry and cvv"), not alone ("what's the expiry on the milk"). */
const EXPIRY = String.raw`(?:expiry|expiration|exp)(?: date)?`;
const AND = String.raw`(?:,|,? and|,? &|,? n|,? plus) (?:the |your |ur )?`;

/** Banks and exchanges that may stand in for "e-transfer" as the verb; payment apps as verbs are in money-asks.ts. */
const BANKS = [
  'scotia',
  'scotiabank',
  'td',
  'rbc',
  'bmo',
  'cibc',
  'atb',
  'tangerine',
  'simplii',
  'desjardins',
  'wealthsimple',
  'koho',
  'neo',
  'eq bank',
  'national bank',
  'servus',
  'chase',
  'wells fargo',
  'citi',
  'barclays',
  'monzo',
  'binance',
  'coinbase',
  'kraken',
  'crypto.com',
  'kucoin',
  'bybit',
  'okx',
];
/** The word each bank's name starts with, for the rule index: "eq bank" → "eq", "crypto.com" → "crypto". */
const BANK_KEYS = [...new Set(BANKS.map((name) => name.split(/[ .]/)[0]!))];
const BANK_NAMES = BANKS.map((name) => name.replace(/\./g, '\\.')).join('|');

/** The reader's card asked for. */
const CARD_ASKS: Rule[] = keyed(
  [
    ['cvv', 'cvc', 'csc', 'card', 'numbers', 'digits', 'visa', 'mastercard', 'amex', 'debit', 'credit'],
    ['add'],
    ['pic', 'pics', 'photo', 'picture', 'screenshot'],
  ],
  [
    // "read me the expiry date and cvv", "snd me ur card info i'll order", "what's the cvc on yours"
    rule(
      String.raw`(?<![a-z])(?:send|snd|sned|give|giv|gimme|tell|text|txt|read|dm|share|type|drop|need|what'?s|whats|what is|wats)(?: me| us)? (?:the |your |ur |yr |that )?(?:(?:${CARD_PARTS})(?:${AND}(?:${EXPIRY}|${CARD_PARTS}))?|${EXPIRY}${AND}(?:${CARD_PARTS}))(?![a-z])`,
      /cvv|cvc|csc|card|numbers on|digits on|visa|mastercard|amex|debit|credit/,
    ),
    // "just add my card to your apple wallet", "add your visa to my google pay"
    rule(
      String.raw`(?<![a-z])add (?:my|your|ur) (?:\w+ )?(?:card|visa|mastercard|debit|credit) to (?:your|ur|my) (?:apple |google |samsung |phone'?s? )?(?:wallet|pay)(?![a-z])`,
      /add (?:my|your|ur) /,
    ),
    // "send me a pic of your card, front and back"
    rule(
      String.raw`(?<![a-z])(?:pic|pics|photo|picture|screenshot)s? of (?:your|ur) (?:(?:credit|debit|bank|visa) card|card(?=\s*(?:$|[,.!?]|front|back|both sides|so i|and the|with the)))`,
      / of (?:your|ur) /,
    ),
  ],
);

/** Gift-card codes demanded: "send the steam code now", "read me the numbers on the back of the amazon card". */
const CODE_ASKS: Rule[] = keyed(
  [['code', 'codes', 'pin', 'pins']],
  [
    rule(
      String.raw`(?<![a-z])(?:send|snd|give|gimme|text|read|drop|dm|type)(?: me| us)? (?:the |that |those |your |ur |a )?(?:\$?\d+ )?(?:steam|itunes|apple|google play|play store|amazon|xbox|psn|playstation|nintendo|eshop|roblox|razer|razer gold|sephora|vanilla|visa|ebay|netflix|spotify|walmart|target|best buy|uber eats|paysafe|paysafecard)(?: gift)?(?: ?card)? (?:codes?|pins?)(?![a-z])`,
      /(?:codes?|pins?)(?![a-z])/,
    ),
  ],
);

/** A bank or exchange as the verb: "scotia transfer me 300 pls", "binance pay me 100 usdt". */
const BANK_VERB: Rule[] = keyed(
  [BANK_KEYS],
  [
    rule(
      String.raw`(?<![a-z])(?:${BANK_NAMES}) (?:e-?transfer|etransfer|transfer|send|pay|wire|xfer|interac)(?: it| that| the money)? (?:me|to me|us)(?![a-z])`,
      / (?:e-?transfer|etransfer|transfer|send|pay|wire|xfer|interac)(?: it| that| the money)? (?:me|to me|us)(?![a-z])/,
    ),
  ],
);

/** An app sold as a way to earn once the reader deposits: "i made 40k on this app, download it and deposit 200". */
const DEPOSIT_TO_EARN: Rule[] = keyed(
  [['deposit', 'invest', 'put', 'top', 'recharge', 'fund', 'load']],
  [
    rule(
      String.raw`(?<![a-z])(?:download|install|sign up|register|join|open an account|app|platform|site|website)(?![a-z])[^.!?\n]{0,40}?(?:deposit|invest|put in|top up|recharge|fund it with|load)(?: just| only| like| about| at least)? ${FIGURE}`,
      /deposit|invest|put in|top up|recharge|fund it|load/,
      (words) =>
        /(?<![a-z])(?:made|make|making|earn|earned|earning|profit|profits|returns?|income|guide|teach|mentor|show you how)(?![a-z])|\d+k on/.test(
          words,
        ) && FIGURE_RE.test(words),
    ),
  ],
);

export const CARD_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_card_details', CARD_ASKS],
  ['financial_gift_card', CODE_ASKS],
  ['financial_payment_app', BANK_VERB],
  ['financial_opportunity', DEPOSIT_TO_EARN],
];
