import { BENIGN_CHAT_MORE } from './benign-chat-more.corpus';
import { BENIGN_CHAT } from './benign-chat.corpus';
import { BENIGN_PROFILES } from './benign-profiles.corpus';
import { CONTACT_DETAILS } from './contact-details.corpus';
import type { CorpusEntry } from './corpus.types';
import { FINANCIAL } from './financial.corpus';
import { FLAGGED_PROFILES } from './flagged-profiles.corpus';
import { LINKS_AND_EXPLICIT } from './links-explicit.corpus';
import { SOCIAL_MEDIA } from './social-media.corpus';

/** Every labelled text the detectors were developed against. */
export const LABELLED_CORPUS: CorpusEntry[] = [
  ...BENIGN_CHAT,
  ...BENIGN_CHAT_MORE,
  ...BENIGN_PROFILES,
  ...CONTACT_DETAILS,
  ...SOCIAL_MEDIA,
  ...FINANCIAL,
  ...LINKS_AND_EXPLICIT,
  ...FLAGGED_PROFILES,
];
