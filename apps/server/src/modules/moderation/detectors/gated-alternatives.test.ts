import { describe, expect, it } from 'vitest';
import { GatedAlternatives } from './gated-alternatives';

describe('alternatives split over gated patterns', () => {
  it('answer as the one alternation of all of them', () => {
    const words = Array.from({ length: 70 }, (_, i) => `(?<![a-z])w${i}rd(?![a-z])`);
    const split = new GatedAlternatives(words);
    const whole = new RegExp(words.join('|'));
    expect(split.parts.length).toBe(3);
    for (const text of ['w0rd', 'a w45rd b', 'xw69rd', 'w69rd!', 'w70rd', 'w3rds', '', 'w12rd w61rd'])
      expect(split.test(text), text).toBe(whole.test(text));
  });
});
