import type { Random } from './random';
import { NAMES, SURNAMES } from './slots';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const AREA = ['403', '587', '825', '416', '647', '604', '778', '514', '613', '780', '905', '212', '310', '917'];

/** Ten digits of a North American number, or an international one. */
export function phoneDigits(r: Random): string[] {
  if (r.chance(0.15)) return Array.from(r.pick(['44', '91', '234', '63', '86', '971', '33']) + r.digits(r.int(9, 10)));
  return Array.from(r.pick(AREA) + r.digits(7));
}

/** A phone number in one of many written forms, from tidy to spread out. */
export function phone(r: Random): string {
  const d = phoneDigits(r);
  const s = d.join('');
  const a = s.slice(0, 3);
  const b = s.slice(3, 6);
  const c = s.slice(6);
  const spelled = (x: string) =>
    Array.from(x)
      .map((ch) => ONES[Number(ch)])
      .join(' ');
  return r.pick([
    s,
    `${a}-${b}-${c}`,
    `(${a}) ${b}-${c}`,
    `${a}.${b}.${c}`,
    `+1 ${a} ${b} ${c}`,
    `${a} ${b} ${c}`,
    Array.from(s).join(' '),
    Array.from(s).join('-'),
    Array.from(s).join('.'),
    `${a} then ${b} then ${c}`,
    `${a} -> ${b} -> ${c}`,
    `${a}, ${b}, ${c}`,
    `${a}/${b}/${c}`,
    `${a} ${spelled(b)} ${c}`,
    spelled(s),
    `${spelled(a)} ${b}${c}`,
    `${a}_${b}_${c}`,
    `${a} ${b.replace(/0/g, 'o')} ${c.replace(/1/g, 'l')}`,
    `${a}..${b}..${c}`,
    `${a} | ${b} | ${c}`,
    `${a}~${b}~${c}`,
    `area code ${a}, then ${b} ${c}`,
    `${a}•${b}•${c}`,
  ]);
}

const DOMAINS = [
  'gmail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'proton',
  'protonmail',
  'live',
  'aol',
  'ucalgary',
  'mail',
];
const TLDS = ['com', 'ca', 'me', 'net', 'co.uk', 'org'];
const FULLWIDTH = (t: string) =>
  Array.from(t)
    .map((ch) => (ch >= '!' && ch <= '~' ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch))
    .join('');

/** An e-mail address, plain or disguised ([at], (dot), spaced letters, full-width). */
export function email(r: Random): string {
  const user = r.pick([
    `${r.pick(NAMES)}.${r.pick(SURNAMES)}`,
    `${r.pick(NAMES)}${r.int(1, 99)}`,
    `${r.pick(NAMES)}_${r.pick(SURNAMES)}${r.int(0, 9)}`,
  ]);
  const dom = r.pick(DOMAINS);
  const tld = r.pick(TLDS);
  return r.pick([
    `${user}@${dom}.${tld}`,
    `${user}@${dom}.${tld}`,
    `${user} at ${dom} dot ${tld}`,
    `${user}[at]${dom}[dot]${tld}`,
    `${user} (at) ${dom} (dot) ${tld}`,
    `${user} @ ${dom} . ${tld}`,
    `${user}{at}${dom}{dot}${tld}`,
    `${user} AT ${dom} DOT ${tld}`,
    Array.from(`${user}@${dom}.${tld}`).join(' '),
    FULLWIDTH(`${user}@${dom}.${tld}`),
    `${user} at ${dom}`,
    `${user} @ ${dom}`,
    `${user}＠${dom}．${tld}`,
    `${user}(@)${dom}(.)${tld}`,
    `${user} [at] ${dom} [dot] ${tld}`,
    `${user}@${dom}`,
    `${user} at g mail`,
    `${user} (a) ${dom} (d) ${tld}`,
  ]);
}

const URL_TLDS = ['com', 'net', 'io', 'xyz', 'site', 'club', 'me', 'ly', 'co', 'app', 'live', 'top', 'link'];
/** A link, plain or disguised. */
export function link(r: Random): string {
  const host = r.pick([
    'bit',
    'tinyurl',
    'cutt',
    'linktr',
    'myprofile',
    'cam4u',
    'hotdates',
    'crypto-gain',
    'freegift',
    'meetme-now',
    'verify-quad',
    'secure-login',
    'onlyfans',
    'allmylinks',
    'beacons',
  ]);
  const tld = r.pick(URL_TLDS);
  const path = r.pick([
    '',
    `/${r.pick(NAMES)}`,
    `/x${r.digits(4)}`,
    '/join',
    '/claim?id=' + r.digits(5),
    `/${r.pick(NAMES)}${r.int(1, 99)}`,
  ]);
  return r.pick([
    `https://${host}.${tld}${path}`,
    `http://${host}.${tld}${path}`,
    `www.${host}.${tld}${path}`,
    `${host}.${tld}${path}`,
    `${host} dot ${tld}${path}`,
    `${host}[.]${tld}${path}`,
    `h t t p s : / / ${host}.${tld}`,
    `${host} (dot) ${tld}`,
    `hxxps://${host}.${tld}${path}`,
    `${host}.${tld.toUpperCase()}${path}`,
    `${host} . ${tld}`,
  ]);
}
