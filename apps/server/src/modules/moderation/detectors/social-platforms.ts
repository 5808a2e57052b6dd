import type { NormalisedText } from '@/modules/moderation/text-normaliser';
import { WORD_END, WORD_START, keywordAlternation, mayContain, squashedGate } from './keyword-pattern';

/**
 * The platforms members try to move a conversation to, with the words they are called by.
 * Most names are also ordinary words or topics ("snap decision", "saw it on TikTok"), so a
 * mention counts only with an invitation or a handle around it (social.detector.ts);
 * `standalone` platforms count on their own.
 */
export const PLATFORMS = [
  { name: 'instagram', keywords: ['instagram', 'instagrm', 'insta', 'ig', 'gram'] },
  { name: 'snapchat', keywords: ['snapchat', 'snap chat', 'snap', 'sc', 'snapp'] },
  { name: 'whatsapp', keywords: ['whatsapp', 'whats app', 'watsapp', 'whatapp', 'whatsap', 'wa', 'wapp'] },
  { name: 'telegram', keywords: ['telegram', 'telegrm', 'tele', 'tg'] },
  { name: 'discord', keywords: ['discord', 'dc'] },
  { name: 'tiktok', keywords: ['tiktok', 'tik tok', 'tt'] },
  { name: 'kik', keywords: ['kik'] },
  { name: 'signal', keywords: ['signal'] },
  { name: 'wechat', keywords: ['wechat', 'weixin', 'wx'] },
  { name: 'facebook', keywords: ['facebook', 'messenger', 'fb'] },
  { name: 'twitter', keywords: ['twitter'] },
  { name: 'skype', keywords: ['skype'] },
  { name: 'line', keywords: ['line app'] },
  { name: 'onlyfans', keywords: ['onlyfans', 'only fans', 'fansly'], standalone: true },
] as const;

export type PlatformName = (typeof PLATFORMS)[number]['name'];

/** One regular expression with a named group per platform (names cannot repeat, so g0…gN). */
export const PLATFORM_MENTION = new RegExp(
  PLATFORMS.map((p, i) => `(?<g${i}>${WORD_START}(?:${keywordAlternation(p.keywords)})${WORD_END})`).join('|'),
  'g',
);

const ALL_KEYWORDS: readonly string[] = PLATFORMS.flatMap((p) => p.keywords);
const LONG_GATE = squashedGate(ALL_KEYWORDS);
const SHORT_KEYWORDS = ALL_KEYWORDS.filter((k) => k.replace(/ /g, '').length < 4);
const SHORT_GATE = new RegExp(`${WORD_START}(?:${SHORT_KEYWORDS.join('|')})${WORD_END}`);

/** Whether the text may name a platform at all (cheap; PLATFORM_MENTION is not). */
export function mayMentionPlatform(text: NormalisedText): boolean {
  return SHORT_GATE.test(text.words) || mayContain(LONG_GATE, text);
}

export function platformOf(groups: Record<string, string | undefined>): (typeof PLATFORMS)[number] {
  const index = PLATFORMS.findIndex((_, i) => groups[`g${i}`] !== undefined);
  return PLATFORMS[index]!;
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
  { name: 'onlyfans', pattern: /onlyfans\.com|fansly\.com/ },
];

/** Words that follow a platform name in ordinary talk and are not a username. */
export const NOT_A_HANDLE = new Set(
  `the a an and or so is not too very really just down dead private public broken full gone deleted better worse
  weird annoying boring cringe fine same old new lit acting being getting blowing kinda mostly only all on off my
  your ur it its was has had been here there for with me you lol haha lmao stories story pics pictures photos posts
  feed account acc name username handle id app thing still also now later tho though but if when what where how why
  who anyway honestly actually literally basically pretty super way hella like love hate down streak streaks filter
  filters reels reel live video videos status group chat chats call calls server servers update ads`.split(/\s+/),
);
