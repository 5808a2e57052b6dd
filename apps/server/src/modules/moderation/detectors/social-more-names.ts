/**
 * Names the first platform list does not know, appended to it (social-platforms.ts): the big
 * apps misspelled or in other scripts ("instgram", "telegarm", "scc", "انستا", "인스타"),
 * video-call apps, and apps beyond the list where members also meet (Pinterest, Mastodon,
 * Strava, Lichess, The League…). As for every name there, a mention counts only with an
 * invitation or a handle around it; `loose` names are also everyday words ("the league",
 * "the clubhouse"), and `standalone` ones count on their own. Round nine: more typos and short
 * forms ("insat", "snpchat", "dsc", "xbl") and apps by colour ("the yellow app", "green app?"). Misspellings that only double a letter need no entry: the fuzzy pattern
 * already accepts "whatsaap". Round eleven: more icons ("the pink camera app", "ghost emoji app") and
 * the video and music sites where a channel is also a way to reach someone ("comment on my
 * youtube, i reply there", "follow my soundcloud, message me there"); these are `loose` and,
 * being everyday topics ("search it on youtube", "do you use spotify?"), need more (social-context.ts).
 */
const hangul = (word: string) => word.normalize('NFKD');

export const MORE_PLATFORMS = [
  {
    name: 'instagram',
    keywords: [
      'instgram',
      'insat',
      'intsa',
      'instagarm',
      'igg',
      'camera app',
      'cam app',
      'pink camera',
      'انستا',
      'انستقرام',
      hangul('인스타'),
    ],
  },
  {
    name: 'snapchat',
    keywords: [
      'scc',
      'snapchta',
      'snpchat',
      'snapcht',
      'snapchap',
      'yellow app',
      'the yellow one',
      'ghost emoji app',
      'سناب',
    ],
  },
  { name: 'whatsapp', keywords: ['whtsapp', 'whtsap', 'green app', 'واتساب', 'واتس'] },
  { name: 'telegram', keywords: ['telegarm', 'telgram', 'تلجرام', 'تليجرام'] },
  { name: 'facetime', keywords: ['fcaetime', 'factime'] },
  { name: 'discord', keywords: ['discrod', 'dicsord', 'dsc', 'dscrd'] },
  { name: 'tiktok', keywords: ['tiktk'] },
  { name: 'video_call', keywords: ['google meet', 'gmeet', 'hangouts', 'webex'] },
  { name: 'other_social', keywords: ['pinterest', 'tumblr', 'vsco', 'yubo'] },
  { name: 'fediverse', keywords: ['mastodon', 'bluesky', 'bsky'] },
  { name: 'other_social', keywords: ['letterboxd', 'goodreads', 'strava'] },
  { name: 'gaming', keywords: ['lichess', 'teamspeak', 'btag', 'overwatch', 'origin id', 'xbl', 'ps tag', 'psn id'] },
  { name: 'kakaotalk', keywords: ['katok', 'kakaotok'] },
  { name: 'dating', keywords: ['okc'] },
  { name: 'dating', keywords: ['the league', 'clubhouse'], loose: true },
  { name: 'xiaohongshu', keywords: ['little red book'] },
  { name: 'youtube', keywords: ['youtube', 'yt'], loose: true },
  { name: 'music', keywords: ['soundcloud', 'spotify', 'bandcamp'], loose: true },
  // A page of one's links is itself a way to be found elsewhere: "grab my linktree".
  { name: 'link_page', keywords: ['linktree', 'linktr ee', 'carrd'], standalone: true },
] as const;
