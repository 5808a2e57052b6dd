import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { keywordAlternation, matchesOf, WORD_END, WORD_START } from './keyword-pattern';

/**
 * Names the platform list (social-platforms.ts) does not know: the big apps misspelled or in
 * other scripts ("instgram", "telegarm", "scc", "انستا", "인스타"), video-call apps, and apps
 * beyond it where members also meet (Pinterest, Mastodon, Strava, Lichess, The League…).
 * A name counts only with an invitation or a handle around it, as for the known ones;
 * `loose` names are also everyday words ("zoom in", "a duo", "the league"), and `verbOnly`
 * ones ("ft" for FaceTime) count only as a verb ("ft me later").
 */
export interface MoreName {
  name: string;
  keywords: string[];
  loose?: boolean;
  verbOnly?: boolean;
}

const hangul = (word: string) => word.normalize('NFKD');

export const MORE_NAMES: MoreName[] = [
  { name: 'instagram', keywords: ['instgram', 'instagarm', 'intsa', 'isnta', 'انستا', 'انستقرام', hangul('인스타')] },
  { name: 'snapchat', keywords: ['scc', 'snapchta', 'snpachat', 'snapcaht', 'سناب'] },
  { name: 'whatsapp', keywords: ['whtsapp', 'whatsaap', 'watsaap', 'واتساب', 'واتس'] },
  { name: 'telegram', keywords: ['telegarm', 'telgram', 'telegrma', 'تلجرام', 'تليجرام'] },
  { name: 'facetime', keywords: ['fcaetime', 'facetim', 'factime', 'facteime'] },
  { name: 'facetime', keywords: ['ft'], verbOnly: true },
  { name: 'discord', keywords: ['discrod', 'dicsord', 'disocrd'] },
  { name: 'tiktok', keywords: ['tik tk', 'tiktk', 'tictoc'] },
  { name: 'video_call', keywords: ['google meet', 'gmeet', 'hangouts', 'webex', 'jitsi'] },
  { name: 'video_call', keywords: ['zoom', 'duo'], loose: true },
  { name: 'other_social', keywords: ['pinterest', 'tumblr', 'vsco', 'yubo', 'wizz', 'ask fm', 'monkey app', 'soul app'] },
  { name: 'fediverse', keywords: ['mastodon', 'bluesky', 'bsky'] },
  { name: 'other_social', keywords: ['letterboxd', 'goodreads', 'strava'] },
  {
    name: 'gaming',
    keywords: ['lichess', 'teamspeak', 'btag', 'battlenet', 'overwatch', 'ea id', 'origin id', 'activision id'],
  },
  { name: 'dating', keywords: ['okc', 'hi5'] },
  { name: 'dating', keywords: ['the league', 'clubhouse'], loose: true },
  { name: 'xiaohongshu', keywords: ['little red book'] },
];

const OWNER = new Map<string, MoreName>();
for (const entry of MORE_NAMES) for (const keyword of entry.keywords) OWNER.set(keyword, entry);
const ALL_KEYWORDS = [...OWNER.keys()];
/** Fuzzy names ("instgram" stretched or spaced) are found again by their keyword; see ownerOf. */
const ANY_MORE = new RegExp(`${WORD_START}(?:${keywordAlternation(ALL_KEYWORDS)})${WORD_END}`, 'g');
const ONE_EACH = ALL_KEYWORDS.map((k) => [new RegExp(`^(?:${keywordAlternation([k])})$`), OWNER.get(k)!] as const);

export interface MoreMention {
  name: string;
  standalone: false;
  loose: boolean;
  verbOnly: boolean;
  start: number;
  end: number;
}

function ownerOf(found: string): MoreName {
  const exact = OWNER.get(found);
  if (exact !== undefined) return exact;
  for (const [pattern, owner] of ONE_EACH) if (pattern.test(found)) return owner;
  return MORE_NAMES[0]!;
}

/** Where the names above are in the text. */
export function moreMentions(text: NormalisedText): MoreMention[] {
  const found: MoreMention[] = [];
  for (const hit of matchesOf(ANY_MORE, text.words)) {
    const owner = ownerOf(hit[0]);
    found.push({
      name: owner.name,
      standalone: false,
      loose: owner.loose === true,
      verbOnly: owner.verbOnly === true,
      start: hit.index,
      end: hit.index + hit[0].length,
    });
  }
  return found;
}
