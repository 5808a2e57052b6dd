import type { Random } from './random';

/** Values templates fill in: people, amounts, places and the things scammers ask for. */
export const NAMES = [
  'jess',
  'mike',
  'priya',
  'wei',
  'ahmed',
  'sofia',
  'liam',
  'chloe',
  'arjun',
  'mei',
  'omar',
  'emma',
  'noah',
  'yuki',
  'fatima',
  'lucas',
  'ana',
  'kenji',
  'zara',
  'daniel',
  'amira',
  'leo',
  'hana',
  'raj',
];
export const SURNAMES = ['lee', 'smith', 'chen', 'patel', 'kim', 'nguyen', 'garcia', 'khan', 'wang', 'brown', 'silva'];
export const CITIES = ['toronto', 'calgary', 'vancouver', 'lagos', 'manila', 'dubai', 'london', 'mumbai', 'accra'];
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'tmrw', 'tonight'];

/** An amount as people write it: $50, 200 bucks, 1.5k, 300cad, €80, a hundred. */
export function amount(r: Random): string {
  const n = r.pick([
    20, 25, 40, 50, 60, 75, 80, 100, 120, 150, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1200, 1500, 2000,
  ]);
  return r.pick([
    `$${n}`,
    `$${n}`,
    `${n}$`,
    `${n} bucks`,
    `${n} dollars`,
    `${n}cad`,
    `${n} usd`,
    `€${n}`,
    `£${n}`,
    n >= 1000 ? `${n / 1000}k` : `${n}`,
    `${n}`,
    `$${n}.00`,
    `${n} dollar`,
  ]);
}

export const SMALL_AMOUNT_WORDS = [
  'a hundred',
  'a couple hundred',
  'fifty',
  'like 200',
  'a few hundred',
  'a grand',
  'twenty bucks',
  'a lil bit',
];

/** Payment apps and rails, as names and nicknames. */
export const PAY_APPS = [
  'e-transfer',
  'etransfer',
  'e transfer',
  'interac',
  'venmo',
  'cash app',
  'cashapp',
  'zelle',
  'paypal',
  'pp',
  'wise',
  'revolut',
  'western union',
  'moneygram',
  'remitly',
  'apple pay',
  'google pay',
  'gpay',
  'alipay',
  'wechat pay',
  'paytm',
  'upi',
  'gcash',
  'mpesa',
  'chime',
  'skrill',
  'bitcoin',
  'btc',
  'usdt',
  'crypto',
  'eth',
];
/** Apps used as a verb: "venmo me", "zelle it". */
export const PAY_VERBS = [
  'venmo',
  'zelle',
  'paypal',
  'cashapp',
  'etransfer',
  'e-transfer',
  'interac',
  'wise',
  'revolut',
  'gpay',
];
export const GIFT_CARDS = [
  'steam card',
  'google play card',
  'apple gift card',
  'itunes card',
  'amazon gift card',
  'sephora card',
  'visa gift card',
  'razer gold card',
  'ebay card',
  'vanilla card',
  'psn card',
  'xbox card',
];

/** Chat apps with the names people really use, emoji included. */
export const APPS: Record<string, readonly string[]> = {
  snapchat: ['snapchat', 'snap', 'sc', 'snp', '👻', 'snappy', 'snapchat 👻'],
  instagram: ['instagram', 'insta', 'ig', 'gram', '📸', 'the gram', 'insta 📸'],
  whatsapp: ['whatsapp', 'wa', 'whats app', 'whatsap', 'watsapp', 'wassap', 'whatsaap', 'wapp'],
  telegram: ['telegram', 'tg', 'tele', 'telegrm', 'telgram'],
  discord: ['discord', 'dc', 'disc', 'discrd'],
  kik: ['kik', 'kik messenger'],
  line: ['line app', 'LINE', 'line id'],
  wechat: ['wechat', 'weixin', 'wx', 'wechat id', '微信', 'vx'],
  kakao: ['kakao', 'kakaotalk', 'kakao talk', 'kt id'],
  viber: ['viber'],
  signal: ['signal', 'signal app'],
  threema: ['threema'],
  session: ['session app', 'session messenger'],
  skype: ['skype'],
  teams: ['ms teams', 'microsoft teams'],
  steam: ['steam', 'steam id'],
  xbox: ['xbox', 'xbox live', 'gamertag'],
  psn: ['psn', 'playstation', 'psn id'],
  tinder: ['tinder'],
  hinge: ['hinge'],
  bumble: ['bumble'],
  grindr: ['grindr'],
  onlyfans: ['onlyfans', 'of', 'only fans', 'fansly'],
  twitter: ['twitter', 'x', 'twt', 'x (twitter)'],
  tiktok: ['tiktok', 'tik tok', 'tt'],
  facebook: ['facebook', 'fb', 'messenger', 'fb messenger', 'insta or fb'],
  reddit: ['reddit'],
  qq: ['qq'],
  zalo: ['zalo'],
  imo: ['imo'],
  icq: ['icq'],
  matrix: ['element', 'matrix'],
  bereal: ['bereal'],
  threads: ['threads'],
  roblox: ['roblox'],
  twitch: ['twitch'],
};
export const APP_KEYS = Object.keys(APPS);

/** Adult platforms count as a risk on their own (social-platforms.ts), so ordinary talk never names them. */
const ORDINARY_APP_KEYS = APP_KEYS.filter((k) => k !== 'onlyfans');

export function app(r: Random, ordinary = false): string {
  return r.pick(APPS[r.pick(ordinary ? ORDINARY_APP_KEYS : APP_KEYS)]!);
}

/** A username: letters, digits, dots and underscores as people make them. */
export function username(r: Random): string {
  const a = r.pick(NAMES);
  const b = r.pick(SURNAMES);
  return r.pick([
    `${a}${r.int(1, 99)}`,
    `${a}.${b}`,
    `${a}_${b}`,
    `${a}${b}${r.int(0, 9)}`,
    `the.real.${a}`,
    `${a}_x${r.int(1, 9)}`,
    `${a}.${r.int(90, 2005)}`,
    `${b}${a}`,
    `xx${a}xx`,
    `${a}__${r.int(10, 99)}`,
    `${a}ie.${b}`,
  ]);
}
