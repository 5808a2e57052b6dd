import type { ContentFamily } from '@/modules/moderation/detectors/detection.types';

/** One labelled text: what a careful moderator would say it contains. */
export interface CorpusEntry {
  text: string;
  kind: 'message' | 'profile';
  /** The families it contains; empty for ordinary, benign text. */
  expect: ContentFamily[];
  /** Written to slip past a filter (spacing, look-alikes, spelled-out digits…). */
  evasion: boolean;
}

/** A message (screened as a first message, the strictest case). */
export const msg = (text: string, ...expect: ContentFamily[]): CorpusEntry => ({
  text,
  kind: 'message',
  expect,
  evasion: false,
});

/** A message written to evade detection. */
export const evasive = (text: string, ...expect: ContentFamily[]): CorpusEntry => ({
  text,
  kind: 'message',
  expect,
  evasion: true,
});

/** Profile text (a bio). */
export const bio = (text: string, ...expect: ContentFamily[]): CorpusEntry => ({
  text,
  kind: 'profile',
  expect,
  evasion: false,
});

/** Profile text written to evade detection. */
export const evasiveBio = (text: string, ...expect: ContentFamily[]): CorpusEntry => ({
  text,
  kind: 'profile',
  expect,
  evasion: true,
});
