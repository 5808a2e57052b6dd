import { phoneDigits } from './contact-slots';
import type { Random } from './random';
import { NAMES, SURNAMES, username } from './slots';

/**
 * Values only the tuning frames use, written for the classes screening missed on texts from
 * outside the project (issue 18): apps by nickname and the messengers, privacy, gaming and
 * dating apps beyond the big four; payment apps as verbs and destinations; gift cards; other
 * people's bills and invented emergencies; numbers, addresses and links spread through a
 * sentence. New keys, so the frozen holdout (written from its own frames) is unchanged.
 */
const list = (words: string) => words.split('|');

const APPS = list(
  'snap|snapchat|sc|snp|👻|the ghost app|insta|ig|gram|📸|the gram|whatsapp|wa|whatsap|watsapp|wassap|wapp|' +
    'telegram|tg|tele|telegrm|signal|session|threema|wickr|wire app|element|briar|discord|dc|disc|steam|' +
    'xbox|xbox live|psn|playstation|riot id|valorant|fortnite|epic games|minecraft|roblox|twitch|battle.net|' +
    'kik|wechat|weixin|wx|vx|微信|kakao|kakaotalk|kakao talk|line app|LINE|zalo|viber|imo|qq|hello talk|' +
    'tinder|hinge|bumble|grindr|badoo|okcupid|feeld|plenty of fish|pof|coffee meets bagel|her app|raya|' +
    'imessage|facetime|google chat|skype|ms teams|twitter|twt|x app|tiktok|tt|fb|messenger|fb messenger|' +
    'reddit|threads|bereal|ig dms|snap dms|tele app|whats app',
);
const PAY = list(
  'venmo|zelle|cashapp|cash app|paypal|pp|e-transfer|etransfer|interac|emt|wise|revolut|apple pay|google pay|' +
    'gpay|chime|remitly|western union|moneygram|wu|alipay|wechat pay|paytm|upi|gcash|maya|mpesa|skrill|' +
    'bank transfer|direct deposit|btc|usdt|crypto|my bank|cash',
);
const PAY_VERBS = list('venmo|zelle|cashapp|paypal|etransfer|e-transfer|interac|emt|wise|revolut|gpay|chime|cash app');
const AMOUNTS = list(
  '$80|80$|80 bucks|1.2k|$1,200|a bill|2 bills|a stack|fifty bucks|a hundred and fifty|150 cad|USD 300|300 usd|' +
    '₹5000|₦20000|₱2000|20k naira|1500 pesos|40 quid|£60|€90|a few bucks|like 60|$45|$250|350|120 dollars|' +
    '$600|2k|$35|75 bucks|$900|$1500|200|$20|500 cad|$3,000|70 usd',
);
const CARDS = list(
  'steam card|apple card|itunes card|google play card|amazon card|sephora card|razer gold|vanilla visa|' +
    'visa gift card|ebay card|psn card|xbox card|nintendo eshop card|roblox card|target gift card|walmart card|' +
    'best buy card|uber eats card|netflix card|spotify card|apple gift card|amazon gift card',
);
const WHO = list(
  'my mom|my dad|my little brother|my sister|my grandma|my cousin|my roommate|my aunt|my uncle|my son|' +
    'my daughter|my best friend|my brother|my grandpa|my landlord',
);
const BILLS = list(
  'rent|tuition|phone bill|car insurance|hydro bill|wifi|internet bill|gas bill|bus pass|transit pass|meal plan|' +
    'textbooks|lab fees|visa fees|application fee|parking ticket|speeding ticket|daycare|vet bill|dentist bill|' +
    'hospital bill|medicine|insurance|apartment deposit|uber home|flight home|groceries|car repair|tow fee|' +
    'storage unit|student loan payment|credit card bill|bail',
);
const EMERGENCIES = list(
  'got into a car accident|got arrested|lost my passport|got mugged|am in the hospital|got stranded at the bus station|' +
    'had my wallet stolen|have a tooth infection|got evicted|got locked out|had my account hacked|' +
    'got stopped at the border|had my card cloned|missed my flight|got a huge fine|crashed my car|' +
    'got sick on my trip|had my bag stolen|got stuck abroad|have a family emergency',
);
const HOSTS = list(
  'bit|tinyurl|linktr|mylinks|hotpics|getrich|quickcash|secretcam|datingnow|freecoins|claimnow|pics4u|' +
    'private-room|meetup-now|wallet-verify|my-portfolio|giftclaim|cutt|shorturl|vipaccess',
);
const TLDS = list('com|net|org|io|xyz|site|club|me|ly|co|app|live|top|link|info|biz|store|shop|online|vip');
const DOMAINS = list('gmail|yahoo|hotmail|outlook|icloud|proton|protonmail|live|aol|gmx|mail|yandex');
const MAIL_TLDS = list('com|ca|net|me|co.uk|org');
const ONES = list('zero|one|two|three|four|five|six|seven|eight|nine');
const FULLWIDTH = (t: string) =>
  Array.from(t)
    .map((ch) => (ch >= '!' && ch <= '~' ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch))
    .join('');

/** A phone number's digits given one by one, or in parts with words, arrows and punctuation between. */
function spreadPhone(r: Random): string {
  const d = phoneDigits(r);
  const s = d.join('');
  const [a, b, c] = [s.slice(0, 3), s.slice(3, 6), s.slice(6)];
  const sep = r.pick([' ', ', ', ' - ', '.', ' / ', ' · ', '  ', ' _ ', '-', ' | ', ' > ']);
  const word = (x: string) => (r.chance(0.5) ? ONES[Number(x)]! : x);
  return r.pick([
    d.join(sep),
    d.map(word).join(' '),
    `${a} ${r.pick(['and then', 'then', 'followed by', 'and', 'plus', 'after that'])} ${b} ${r.pick(['and', 'then', 'and last', 'and finally'])} ${c}`,
    `${a} ➡️ ${b} ➡️ ${c}`,
    `${a} => ${b} => ${c}`,
    `${a} >> ${b} >> ${c}`,
    `first ${a}, next ${b}, last ${c}`,
    `${a}... ${b}... ${c}`,
    `(${a}) ${Array.from(b).join(' ')} ${Array.from(c).join(' ')}`,
    `${a}-${b}-${Array.from(c).map(word).join(' ')}`,
    `${a} ${b}${r.pick([' and ', ' then ', ' '])}${c.slice(0, 2)} ${c.slice(2)}`,
    `${Array.from(a).map(word).join(' ')} / ${b} / ${c}`,
    `${a} 🔹 ${b} 🔹 ${c}`,
    `${a} * ${b} * ${c}`,
  ]);
}

/** An e-mail address with bracketed or spelled "at" and "dot", spaced letters or full-width characters. */
function disguisedEmail(r: Random): string {
  const user = r.pick([
    `${r.pick(NAMES)}.${r.pick(SURNAMES)}`,
    `${r.pick(NAMES)}${r.int(1, 99)}`,
    `${r.pick(NAMES)}_${r.pick(SURNAMES)}`,
    `${r.pick(NAMES)}${r.pick(SURNAMES)}`,
  ]);
  const dom = r.pick(DOMAINS);
  const tld = r.pick(MAIL_TLDS);
  return r.pick([
    `${user} [at] ${dom} [dot] ${tld}`,
    `${user}[at]${dom}[dot]${tld}`,
    `${user} (at) ${dom} (dot) ${tld}`,
    `${user} {at} ${dom} {dot} ${tld}`,
    `${user} <at> ${dom} <dot> ${tld}`,
    `${user} -at- ${dom} -dot- ${tld}`,
    `${user} AT ${dom} DOT ${tld}`,
    `${user} at ${dom} dot ${tld}`,
    `${user} @ ${dom} . ${tld}`,
    `${user}@ ${dom} dot ${tld}`,
    `${user} at ${dom} period ${tld}`,
    `${user} at sign ${dom} dot ${tld}`,
    `${user}@${dom} (dot) ${tld}`,
    `${user} (@) ${dom} (.) ${tld}`,
    `${user} [@] ${dom} [.] ${tld}`,
    Array.from(`${user}@${dom}.${tld}`).join(' '),
    Array.from(user).join(' ') + ` at ${dom} dot ${tld}`,
    FULLWIDTH(`${user}@${dom}.${tld}`),
    FULLWIDTH(user) + `＠${dom}．${tld}`,
    `${user}＠${dom}.${tld}`,
    `${user} at ${dom}`,
    `${user} on ${dom}`,
  ]);
}

/** A link written so it does not look like one: "host . tld", "host dot com", "host[.]tld". */
function spelledLink(r: Random): string {
  const host = r.pick(HOSTS);
  const tld = r.pick(TLDS);
  const path = r.pick(['', '', `/${r.pick(NAMES)}`, ` slash ${r.pick(NAMES)}`, '/join', `/x${r.digits(3)}`]);
  return r.pick([
    `${host} . ${tld}${path}`,
    `${host} dot ${tld}${path}`,
    `${host} (dot) ${tld}${path}`,
    `${host}[.]${tld}${path}`,
    `${host} DOT ${tld}`,
    `${host} .${tld}`,
    `${host}. ${tld}`,
    `www dot ${host} dot ${tld}`,
    `${host} period ${tld}`,
    `${host} [dot] ${tld}`,
    `${host}(.)${tld}`,
    `${host} d0t ${tld}`,
    `${host} {dot} ${tld}`,
    `h t t p s ${host} . ${tld}`,
    `${host}.${tld}${path}`,
  ]);
}

/** Second round (issue 18): more names for the same apps, the amounts of other countries and slang, gaming ids. */
const APPS4 = list(
  'kakao|kakaotalk|katalk|kt|카톡|line|line id|zalo|viber|wechat|weixin|vx|微信|hellotalk|imo|botim|qq|' +
    'signal|threema|session|session app|element|matrix|briar|wire|simplex|telegram|tg|tele|the paper plane app|' +
    'discord|disc|dizzy|steam|psn|playstation|xbox|gamertag|xbox gt|riot id|battle.net|epic|switch friend code|' +
    'roblox|twitch|minecraft server|tinder|hinge|bumble|grindr|her|feeld|badoo|okc|pof|boo|tantan|momo|' +
    'snap|sc|👻|the ghost app|insta|ig|the gram|📸|whatsapp|wa|wsp|wasap|whats|watsap|the green app|📞|' +
    'fb|messenger|imessage|facetime|twt|x|threads|bereal|reddit|onlyfans|of|telegrm|snapchat|instagram',
);
const AMOUNTS4 = list(
  '$80|a hundy|2 hundy|3 racks|a rack|a band|300 bones|1k|2.5k|$40|40 bucks|RM200|S$150|¥3000|₩100000|' +
    '฿2000|₫2 triệu|£75|€120|200 euros|R500|KSh 5000|GH₵800|1200 pesos|₹8000|$1.5k|15k naira|120 cad|60 quid|' +
    'a few hundred|a couple hundred|like 3 hundred|half a k|$700|$95|$2,400|500 usdt|0.01 btc|$65|250|' +
    'twenty bucks|eighty dollars|a hundred and twenty|seventy five',
);
const NICKS = list('jess|mike|priya|wei|ahmed|sofia|liam|chloe|arjun|mei|omar|emma|noah|yuki|fatima|lucas|ana|kenji');
/** A gaming or messenger id: "jess#4821", "@mei:matrix.org", "liam_plays", "xX_noah_Xx". */
function handle4(r: Random): string {
  const n = r.pick(NICKS);
  return r.pick([
    `${n}#${r.int(1000, 9999)}`,
    `${n}_${r.pick(['plays', 'gg', 'xo', 'official', 'irl', 'ttv', 'yt', 'uwu'])}`,
    `xX_${n}_Xx`,
    `@${n}:matrix.org`,
    `${n}.${r.pick(SURNAMES)}${r.int(1, 99)}`,
    `${r.pick(['its', 'real', 'the', 'lil', 'not'])}${n}`,
    `${n}${r.int(1990, 2006)}`,
    `${n}_${r.pick(SURNAMES)}`,
  ]);
}

export const tuningSlots: Record<string, (r: Random) => string> = {
  app3: (r) => r.pick(APPS),
  pay3: (r) => r.pick(PAY),
  payv3: (r) => r.pick(PAY_VERBS),
  amt3: (r) => r.pick(AMOUNTS),
  card3: (r) => r.pick(CARDS),
  who: (r) => r.pick(WHO),
  bill: (r) => r.pick(BILLS),
  emerg: (r) => r.pick(EMERGENCIES),
  handle: (r) => username(r),
  pone: spreadPhone,
  mail3: disguisedEmail,
  link3: spelledLink,
  app4: (r) => r.pick(APPS4),
  amt4: (r) => r.pick(AMOUNTS4),
  handle4: handle4,
};
