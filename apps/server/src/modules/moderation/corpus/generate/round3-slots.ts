import type { Random } from './random';
import { NAMES, SURNAMES } from './slots';

/**
 * Values for the third round's tuning frames (issue 18): more ways students name apps, money
 * and payment rails, in slang, abbreviations, emoji and the languages they mix in. Only the
 * third round's frames use these keys, so every earlier text and the frozen holdout stay as
 * they were.
 */
const list = (words: string) => words.split('|');

const APPS = list(
  'snap|sc|👻|snapchat|snapp|snep|sn4p|insta|ig|📸|instagram|insta dm|ig dms|the gram|instaa|' +
    'wa|whatsapp|watsap|whatsup|whatapp|wsp|wasap|whats|wapp|📲|tele|tg|telegram|telegrams|' +
    'discord|dc|disc|discordd|line|line app|kakao|kt|katalk|kakao talk|카톡|wechat|vx|weixin|wx|微信|' +
    'signal|signal app|viber|kik|hinge|bumble|tinder|the other app|grindr|her|feeld|skype|imessage|' +
    'facetime|messenger|fb|twitter|x|tiktok|tt|threads|reddit|steam|xbox|psn|twitch|roblox|qq|zalo',
);
const PAY = list(
  'cashapp|cash app|venmo|zelle|e-transfer|etransfer|emt|interac|paypal|pp|paypal f&f|apple cash|my bank|' +
    'my acc|my account|my card|wise|revolut|alipay|wechat pay|zhifubao|paytm|phonepe|upi|gpay|gcash|maya|' +
    'btc wallet|usdt trc20|binance|coinbase|chime|cash',
);
const PAY_VERBS = list('venmo|zelle|cashapp|etransfer|e-transfer|emt|interac|paypal|pp|wire|gpay|upi|revolut|chime');
const AMOUNTS = list(
  '$50|50 bucks|fitty|a hunnid|$100|100|150$|200 cad|$2k|2 bands|a band|a bag|a tenner|a c-note|$1k|a lil 200|' +
    '1,500|$1,500|$75|75|$30|$300|300 bucks|$400|400 dollars|500 rupees|5k rupees|2000 rs|200 rmb|300 kuai|' +
    '500 yuan|10만원|5만원|100 balles|50 euros|€200|200 dirhams|1000 dh|R$200|200 reais|1500 pesos|£120|' +
    'a few hundo|a couple hundo|like 80|around 250|120ish|$60 or so|650|$850|$1200|3 hundred|nine hundred',
);
const CARDS = list(
  'steam card|steam gift card|apple card|itunes|google play|amazon card|amazon gc|razer gold|vanilla|' +
    'visa gift card|ebay gc|psn card|xbox gift card|nintendo card|roblox card|sephora gc|target card|' +
    'walmart gift card|netflix gift card|spotify card|apple gift card|gc',
);
const WHO = list(
  'my mom|my mum|my dad|my baby brother|my sis|my nani|my grandma|my cousin|my roomie|my aunty|' +
    'my uncle|my son|my bestie|my bro|my little sister|my landlord|my host family',
);
const BILLS = list(
  'rent|tuition|phone bill|hydro|wifi|internet|gas|electric|bus pass|upass|meal plan|books|lab fee|' +
    'visa fee|study permit fee|insurance|car payment|car note|parking ticket|dental|hospital bill|meds|' +
    'security deposit|damage deposit|first month|flight|groceries|storage|loan payment|credit card|' +
    'late fee|application fee|deposit',
);
const HANDLES = (r: Random) => {
  const n = r.pick(NAMES);
  const s = r.pick(SURNAMES);
  return r.pick([
    `${n}.${s}`,
    `${n}_${r.int(1, 99)}`,
    `${n}${s}${r.int(0, 9)}`,
    `its.${n}`,
    `${n}x${s}`,
    `${n}__`,
    `_${n}.${s}_`,
    `${n}.${r.int(1995, 2007)}`,
    `real${n}${r.int(1, 9)}`,
    `${n}baby${r.int(1, 99)}`,
    `${n}.${s}.official`,
  ]);
};
const HOSTS = list(
  'hotpics|myvids|onlymine|getpaid|fastloan|bitgain|cryptoyield|secure-pay|verify-me|linkhub|mypage|' +
    'bio-links|datehere|freegift|claimit|promo-code|ticketdeal|scholarship-now|studentgrant|jobfast',
);
const TLDS = list('com|net|org|io|xyz|ly|site|club|online|info|biz|app|live|vip|shop|top|link|co|me');
const DOTS = list(' . | .|. | dot | DOT | (.) | [.] |(dot)| d0t | dott | punto | point ');

/** A link whose dots are spaced, spelled or bracketed: "hotpics . xyz", "bit dot ly/abc". */
function spacedLink(r: Random): string {
  const host = r.pick(HOSTS);
  const dot = r.pick(DOTS);
  const tld = r.pick(TLDS);
  const path = r.pick(['', '', '', `/${r.pick(NAMES)}`, ` / ${r.pick(NAMES)}`, ` slash ${r.pick(NAMES)}`, '/go']);
  return r.pick([
    `${host}${dot}${tld}${path}`,
    `${host}${dot}${tld}${path}`,
    `www${dot}${host}${dot}${tld}`,
    `${r.pick(['bit', 'tinyurl', 'cutt', 'is', 'rb'])}${dot}${r.pick(['ly', 'com', 'gd'])} / ${r.pick(['x', 'q', 'a'])}${r.int(10, 999)}`,
    `${host} ${r.pick(['dot', '.', 'punto'])} ${tld}`,
  ]);
}

export const round3Slots: Record<string, (r: Random) => string> = {
  app5: (r) => r.pick(APPS),
  pay5: (r) => r.pick(PAY),
  payv5: (r) => r.pick(PAY_VERBS),
  amt5: (r) => r.pick(AMOUNTS),
  card5: (r) => r.pick(CARDS),
  who5: (r) => r.pick(WHO),
  bill5: (r) => r.pick(BILLS),
  handle5: HANDLES,
  link5: spacedLink,
};
