import { describe, expect, it } from 'vitest';
import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import { WORD_END, WORD_START } from './keyword-pattern';
import { itFinds } from './detector.test-support';
import { SHORT_NAMES, SOME_SHORT } from './social-platforms';
import { detectSocial } from './social.detector';

describe('the short platform names', () => {
  // The names are split over several gates, one alternative each; together they must find a
  // name exactly where the one alternation of all of them does.
  it('are found by the split gates where the whole alternation finds one', () => {
    const whole = new RegExp(`${WORD_START}(?:${SHORT_NAMES.join('|')})${WORD_END}`);
    const texts = [
      ...LABELLED_CORPUS.map((e) => normalise(e.text).words),
      'add me on ig',
      'was it pretty late last night',
      'i g: jess',
      'sc? wa! tt.',
      '微信 加我',
      '👻 me',
      'fb2 and sc3',
      'insta or ins',
    ];
    expect(SOME_SHORT.parts.length).toBeGreaterThan(1);
    for (const text of texts) expect(SOME_SHORT.test(text), text).toBe(whole.test(text));
  });
});

describe('apps called by their icons', () => {
  itFinds(detectSocial, 'finds %j beside a move or a handle', [
    ['find me on the bird app, jsmith22', 'social_twitter'],
    ['im on the clock app, jsmith22', 'social_tiktok'],
    ['find me on the app with the camera logo', 'social_instagram'],
    ['@jess.xo22 on the app with the ghost 👻', 'social_snapchat'],
  ]);
});
