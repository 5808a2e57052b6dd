import type { Random } from './random';

/**
 * Ordinary texts that are long or repetitive rather than risky: kisses ("love you xxx"), one
 * character or word typed over and over, long paragraphs about a day or a course. The model
 * once read a run of "x" as an e-mail and "a" × 300 as a handle, so the tuning set holds some.
 */
const KISSES = ['x', 'xx', 'xxx', 'xxxx', 'xxxxx', 'xoxo', 'xo', 'xox', 'x x', 'xx xx', 'xxx 😘', 'xoxoxo'];
const UNITS = [
  'x',
  'a',
  'z',
  'k',
  'o',
  'ha',
  'he',
  'lol ',
  'omg ',
  'yes',
  'no ',
  '!',
  '?',
  '.',
  '😂',
  '❤️',
  'xo',
  'xx ',
];
const SENTENCES = [
  'woke up way too early and went straight to the library',
  'the lecture was about regression and confidence intervals, honestly it went fast',
  'we had a lab after that where we cleaned a messy data set and plotted it',
  'grabbed lunch with my roommate, soup and a sandwich, nothing fancy',
  'we talked about the hiking trip we want to do next month',
  'then the gym, some running and stretching, my legs are dead',
  'came home and cooked pasta, it was actually pretty good',
  'my group project meeting ran long because nobody had read the brief',
  'the bus was late again so i walked half the way in the rain',
  'i finally finished the first draft of my essay on the industrial revolution',
  'the professor said the midterm covers chapters three to seven',
  'my sister called and we talked for an hour about nothing',
  'i watched two episodes of that show you told me about, so good',
  'tomorrow i have a quiz in the morning and work in the evening',
  'the new coffee place by the bookstore does a really nice oat latte',
  'we are reading a novel about a family in a small town after the war',
  'i spent the evening fixing a bug in my assignment, it was a missing semicolon',
  'the weather was weirdly warm so we sat outside on the grass for a bit',
];

export const casualSlots: Record<string, (r: Random) => string> = {
  kiss: (r) => r.pick(KISSES),
  run: (r) => r.pick(UNITS).repeat(r.int(6, 400)).trim(),
  para: (r) => {
    const out: string[] = [];
    const want = r.int(300, 2000);
    while (out.join('. ').length < want) out.push(r.pick(SENTENCES));
    return out.join('. ').slice(0, want);
  },
};
