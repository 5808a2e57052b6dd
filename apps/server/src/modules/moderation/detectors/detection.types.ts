import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';

/** What a text itself can contain; context signals (new account, spam…) are added by scoring. */
export const CONTENT_FAMILIES = ['phone', 'email', 'social_media', 'financial', 'url', 'explicit'] as const;
export type ContentFamily = (typeof CONTENT_FAMILIES)[number];

/** One finding: its family (which score applies) and a pattern name an administrator reads. */
export interface Detection {
  family: ContentFamily;
  pattern: string;
}

export type Detector = (text: NormalisedText) => Detection[];
