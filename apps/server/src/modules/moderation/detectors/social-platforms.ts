import { squash } from '@/modules/moderation/normalise/squash';
import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { GatedAlternatives } from './gated-alternatives';
import { gated } from './literal-gate';
import { keywordAlternation, matchesOf, mayContain, squashedGate, WORD_END, WORD_START } from './keyword-pattern';
import { MORE_PLATFORMS } from './social-more-names';

/**
 * The platforms members try to move a conversation to, with the words they are called by.
 * Most names are also ordinary words or topics ("snap decision", "saw it on TikTok"), so a
 * mention counts only with an invitation or a handle around it (social.detector.ts);
 * `standalone` platforms count on their own; `loose` ones (also everyday words) only with a
 * handle that looks like one, a username label or a clear move.
 */
/** Hangul as the normaliser leaves it (decomposed into jamo). */
const KAKAO_KOREAN = '카톡'.normalize('NFKD');
/**
 * Cyrillic names as the look-alike folding leaves them: телега, телегу, телеграм → tenera,
 * tenery, tenerpam; ватсап, вотсап → batcan, botcan; инста → uhcta.
 */
const RUSSIAN = {
  telegram: ['tenera', 'tenery', 'tenerpam'],
  whatsapp: ['batcan', 'botcan'],
  instagram: ['uhcta'],
};

export const PLATFORMS = [
  {
    name: 'instagram',
    keywords: [
      'instagram',
      'instagrm',
      'insta',
      'ig',
      'i g',
      'gram',
      '📸',
      '📷',
      'the app with the camera',
      ...RUSSIAN.instagram,
    ],
  },
  {
    name: 'snapchat',
    keywords: [
      'snapchat',
      'snap chat',
      'snap',
      'sc',
      'snapp',
      'snappy',
      'snp',
      'snapcode',
      '👻',
      'the ghost app',
      'the little ghost',
      'the app with the ghost',
    ],
  },
  {
    name: 'whatsapp',
    keywords: [
      'whatsapp',
      'whats app',
      'watsapp',
      'whatapp',
      'whatsap',
      'wa',
      'wapp',
      'wassap',
      'wasap',
      'watsap',
      'wsp',
      'the green app',
      ...RUSSIAN.whatsapp,
    ],
  },
  {
    name: 'telegram',
    keywords: ['telegram', 'telegrm', 'tele', 'tg', 'the paper plane app', 'the paper plane', ...RUSSIAN.telegram],
  },
  { name: 'discord', keywords: ['discord', 'discrd', 'dc'] },
  { name: 'tiktok', keywords: ['tiktok', 'tik tok', 'tt', 'douyin', '抖音', 'the clock app'] },
  { name: 'kik', keywords: ['kik'] },
  { name: 'signal', keywords: ['signal'] },
  { name: 'wechat', keywords: ['wechat', 'weixin', 'wx', 'vx', '微信'] },
  { name: 'weibo', keywords: ['weibo', '微博'] },
  { name: 'xiaohongshu', keywords: ['xiaohongshu', 'rednote', 'xhs', '小红书'] },
  { name: 'imessage', keywords: ['imessage'] },
  { name: 'facebook', keywords: ['facebook', 'messenger', 'fb', 'the blue app'] },
  { name: 'twitter', keywords: ['twitter', 'twt', 'x app', 'the bird app', 'the blue bird', 'the app with the bird'] },
  { name: 'skype', keywords: ['skype'] },
  { name: 'facetime', keywords: ['facetime', 'apple id'] },
  { name: 'linkedin', keywords: ['linkedin'] },
  { name: 'reddit', keywords: ['reddit'] },
  { name: 'line', keywords: ['line app', 'line id', 'ライン'] },
  { name: 'onlyfans', keywords: ['onlyfans', 'only fans', 'fansly'], standalone: true },
  // Messengers of students from abroad, privacy messengers, gaming chat and other dating apps.
  { name: 'kakaotalk', keywords: ['kakaotalk', 'kakao talk', 'kakao', 'katalk', 'kkt', 'kt', KAKAO_KOREAN] },
  { name: 'viber', keywords: ['viber'] },
  { name: 'zalo', keywords: ['zalo'] },
  { name: 'qq', keywords: ['qq', '扣扣'] },
  { name: 'botim', keywords: ['botim', 'hellotalk', 'hello talk'] },
  { name: 'threema', keywords: ['threema', 'keybase'] },
  { name: 'icq', keywords: ['icq'] },
  { name: 'wickr', keywords: ['wickr'] },
  { name: 'work_chat', keywords: ['ms teams', 'microsoft teams', 'google chat'] },
  {
    name: 'gaming',
    keywords: [
      'xbox',
      'xbox live',
      'psn',
      'valorant',
      'riot id',
      'roblox',
      'twitch',
      'genshin',
      'epic id',
      'epic games',
      'battletag',
      'battle tag',
      'friend code',
      'steam id',
      'ign',
      'uid',
      'gamertag',
      'playstation',
      'minecraft',
      'fortnite',
      'battle net',
    ],
  },
  {
    name: 'dating',
    keywords: [
      'tinder',
      'bumble',
      'grindr',
      'feeld',
      'badoo',
      'okcupid',
      'plenty of fish',
      'pof',
      'happn',
      'tantan',
      'jackd',
      'hily',
      'lovoo',
      'coffee meets bagel',
      'cmb',
      'her app',
    ],
  },
  /**
   * Also ordinary words ("a study session", "the element", "steam", "threads", "imo" for "in
   * my opinion", "ins and outs", "that was epic", "the origin of"): a handle, a username label
   * or a clear move is needed.
   */
  { name: 'session', keywords: ['session'], loose: true },
  { name: 'matrix', keywords: ['element', 'matrix'], loose: true },
  { name: 'simplex', keywords: ['simplex'], loose: true },
  { name: 'briar', keywords: ['briar'], loose: true },
  { name: 'imo', keywords: ['imo'], loose: true },
  { name: 'instagram', keywords: ['ins'], loose: true },
  { name: 'line', keywords: ['line'], loose: true },
  { name: 'gaming', keywords: ['steam', 'epic', 'origin', 'riot', 'activision', 'valo', 'apex'], loose: true },
  { name: 'dating', keywords: ['hinge', 'raya', 'scruff'], loose: true },
  { name: 'threads', keywords: ['threads'], loose: true },
  { name: 'bereal', keywords: ['bereal'], loose: true },
  { name: 'discord', keywords: ['disc'], loose: true },
  ...MORE_PLATFORMS,
] as const;

export type PlatformName = (typeof PLATFORMS)[number]['name'];

export type Platform = (typeof PLATFORMS)[number];

/**
 * Per platform: the fuzzy pattern that finds where it is named, and a gate for texts with
 * stars. A cheap scan first finds which platforms a text may name (short names as whole
 * words, long names as substrings of the squashed text), so most texts never run a fuzzy
 * pattern and the others run only the patterns of the platforms they name.
 */
/**
 * Short names (ig, sc) and names outside ASCII (Hangul, emoji) are matched as typed: spread
 * out the short ones would match ordinary words, and the squashed view keeps only ASCII letters.
 * So is "line": squashed it is "ine", inside every "online", "fine" and "mine", and the gate
 * would pass half of all messages.
 */
const AS_TYPED = new Set(['line']);
const isExact = (keyword: string) =>
  keyword.replace(/ /g, '').length < 4 || /[^\x20-\x7e]/.test(keyword) || AS_TYPED.has(keyword);

/** Long names may be plural ("swap vibers?"); short ones may not ("was" is not WhatsApp's). */
function mentionSource(keywords: readonly string[]): string {
  const long = keywords.filter((k) => !isExact(k));
  const short = keywords.filter(isExact);
  return [long.length ? `(?:${keywordAlternation(long)})s?` : '', short.length ? keywordAlternation(short) : '']
    .filter(Boolean)
    .join('|');
}

const MATCHERS = PLATFORMS.map((platform) => {
  const keywords: readonly string[] = platform.keywords;
  return {
    platform,
    longGate: squashedGate(keywords),
    mention: new RegExp(`${WORD_START}(?:${mentionSource(keywords)})${WORD_END}`, 'g'),
  };
});

/** Every keyword, as typed (short ones) and squashed (long ones), with its platform. */
const SHORT_OWNER = new Map<string, Platform>();
const LONG_OWNER = new Map<string, Platform>();
for (const platform of PLATFORMS) {
  for (const keyword of platform.keywords) {
    const compact = keyword.replace(/ /g, '');
    if (isExact(keyword)) SHORT_OWNER.set(keyword, platform);
    else LONG_OWNER.set(squash(compact, false), platform);
  }
}
const byLengthDown = (keys: Iterable<string>) => [...keys].sort((a, b) => b.length - a.length);
/** Names as typed, "i g" with its space: a plain alternation is several times faster than one with `\s?`. */
export const SHORT_NAMES = byLengthDown(SHORT_OWNER.keys());
const ANY_SHORT = new RegExp(`${WORD_START}(?:${SHORT_NAMES.join('|')})${WORD_END}`, 'g');
const ANY_LONG = new RegExp(byLengthDown(LONG_OWNER.keys()).join('|'), 'g');
/**
 * The same names as one-shot tests: most texts hold none, and then neither scan runs. The short
 * names are inside the commonest words ("was", "pretty", "night"), so their literals are in most
 * texts: each is its own alternative, so that a text with "was" tries the whole word "wa" alone
 * rather than every name.
 */
export const SOME_SHORT = new GatedAlternatives(SHORT_NAMES.map((name) => `${WORD_START}${name}${WORD_END}`));
const SOME_LONG = gated(new RegExp(ANY_LONG.source));

/** The platforms a text may name (repeats possible), in one scan of each view; stars fall back to per-platform gates. */
function candidates(text: NormalisedText): Platform[] {
  const found: Platform[] = [];
  if (SOME_SHORT.test(text.words)) {
    for (const hit of matchesOf(ANY_SHORT, text.words)) found.push(SHORT_OWNER.get(hit[0])!);
  }
  if (SOME_LONG.mayMatch(text.squashed)) {
    for (const hit of matchesOf(ANY_LONG, text.squashed)) found.push(LONG_OWNER.get(hit[0])!);
  }
  if (text.words.includes('*')) {
    for (const m of MATCHERS) if (mayContain(m.longGate, text)) found.push(m.platform);
  }
  return found;
}

/** Where each platform is named in the text: [platform, start, end]. */
export function platformMentions(text: NormalisedText): [Platform, number, number][] {
  const found: [Platform, number, number][] = [];
  const possible = candidates(text);
  if (possible.length === 0) return found;
  for (const m of MATCHERS) {
    if (!possible.includes(m.platform)) continue;
    for (const hit of matchesOf(m.mention, text.words)) found.push([m.platform, hit.index, hit.index + hit[0].length]);
  }
  return found;
}

/** Profile links that name their platform: "t.me/jess", "wa.me/1403…", "instagram.com/jess". */
export const PLATFORM_LINKS: { name: PlatformName; pattern: RegExp }[] = [
  { name: 'telegram', pattern: /(?<![a-z])(?:t\.me|telegram\.me|telegram\.dog)\s*\// },
  { name: 'whatsapp', pattern: /(?<![a-z])(?:wa\.me|chat\.whatsapp\.com|api\.whatsapp\.com)/ },
  { name: 'instagram', pattern: /instagram\.com\s*\/|instagr\.am\// },
  { name: 'snapchat', pattern: /snapchat\.com\s*\/\s*add/ },
  { name: 'discord', pattern: /discord\.(?:gg|com\/invite)\s*\// },
  { name: 'tiktok', pattern: /tiktok\.com\s*\/\s*@/ },
  { name: 'kik', pattern: /kik\.me\// },
  { name: 'facebook', pattern: /(?:facebook\.com|fb\.com|m\.me)\s*\// },
  { name: 'linkedin', pattern: /linkedin\.com\s*\/\s*in\// },
  { name: 'onlyfans', pattern: /onlyfans\.com|fansly\.com/ },
];

/** Words that follow a platform name in ordinary talk and are not a username. */
export const NOT_A_HANDLE = new Set(
  `the a an and or so is not too very really just down dead private public broken full gone deleted better worse
  weird annoying boring cringe fine same old new lit acting being getting blowing kinda mostly only all on off my
  your ur it its was has had been here there for with me you lol haha lmao stories story pics pictures photos posts
  feed account acc name username handle id app thing still also now later tho though but if when what where how why
  who anyway honestly actually literally basically pretty super way hella like love hate down streak streaks filter
  filters reels reel live video videos status group chat chats call calls server servers update ads except
  anymore again today tonight lately tbh ngl omg everyday whatever guys girls bro bruh dude man sis babe anyways
  rip oops yikes help sorry idk smh expired invalid missing null undefined wrong from was were when since back got
  locked hacked banned suspended disabled`.split(/\s+/),
);
