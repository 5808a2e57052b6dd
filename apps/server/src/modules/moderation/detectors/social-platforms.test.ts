import { describe, expect, it } from 'vitest';
import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import { WORD_END, WORD_START } from './keyword-pattern';
import { SHORT_NAMES, SOME_SHORT } from './social-platforms';

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
