import { randomInt } from 'node:crypto';
import type { TGender } from '@quad/contract';

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

const PROGRAMS = [
  'computer science',
  'nursing',
  'kinesiology',
  'business',
  'mechanical engineering',
  'psychology',
  'film studies',
  'geology',
  'journalism',
  'electrical engineering technology',
  'education',
  'biology',
  'architecture',
  'culinary arts',
] as const;
const YEARS = ['first-year', 'second-year', 'third-year', 'fourth-year', 'grad'] as const;
const INTERESTS = [
  'climbing at the campus wall',
  'hiking in Kananaskis',
  'trying every pho place in town',
  'board game nights',
  'skiing at Sunshine',
  'thrifting',
  'playing intramural volleyball',
  'baking sourdough',
  'indie concerts',
  'photography walks along the Bow',
  'learning guitar (badly)',
  'reading fantasy novels',
  'yoga before class',
  'cheering for the Flames',
] as const;
const LOOKING_FOR = [
  'Looking for someone to study with and grab coffee after.',
  'Hoping to meet people outside my program.',
  'Up for a walk, a chat, and seeing where it goes.',
  'Here for good conversation and maybe a concert buddy.',
  'Tell me your favourite spot on campus.',
] as const;

/** A short, ordinary profile text, different each time. */
export function fakeProfileText(gender: TGender): string {
  const first = pick(INTERESTS);
  let second = pick(INTERESTS);
  while (second === first) second = pick(INTERESTS);
  const who = gender === 'nonbinary' ? 'Enby' : pick(['Hi!', 'Hey there.', 'Hello!'] as const);
  return `${who} ${pick(YEARS)} ${pick(PROGRAMS)} student. Into ${first} and ${second}. ${pick(LOOKING_FOR)}`;
}
