import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectContent } from './content-detection';
import { handTexts } from './corpus/generate/hand-texts';
import { Random } from './corpus/generate/random';
import { FRAGMENT_GAP_MS, findingsAcross, type Fragment } from './split-across-messages';

/** Sent 20 seconds apart, each with what it showed alone. */
function pieces(texts: string[]): { before: Fragment[]; last: string; at: number } {
  const before = texts.slice(0, -1).map((text, i) => ({
    text,
    at: i * 20_000,
    families: detectContent(text, { explicit: false }).families,
  }));
  return { before, last: texts.at(-1)!, at: (texts.length - 1) * 20_000 };
}

const across = (texts: string[]) => {
  const { before, last, at } = pieces(texts);
  return findingsAcross(before, last, at, detectContent(last, { explicit: false }).families);
};

describe('contact details cut into several messages', () => {
  it.each([
    [['403', '555', '0199'], 'phone'],
    [['call me', '4 0 3', '5 5 5', '0 1 9 9'], 'phone'],
    [['four oh three', 'five five five', 'zero one nine nine'], 'phone'],
    [['jsmith22', '@', 'gmail.com'], 'email'],
    [['my sc', 'is', 'jsmith22'], 'social_media'],
    [['tele', 'gram', 'jsmith22'], 'social_media'],
  ])('reads %j together as %s, named as found across messages', (texts, family) => {
    const found = across(texts);
    expect(found.families).toEqual([family]);
    expect(found.patterns.get(family as never)!.every((p) => p.endsWith('_across_messages'))).toBe(true);
  });

  it('adds nothing a piece already showed alone (it was asked about then)', () => {
    expect(across(['text me 403 555 0199', 'ok?']).families).toEqual([]);
    expect(across(['add me on snap', 'jsmith22']).families).toEqual([]);
  });

  it('leaves money talk and the learned scorer to each message alone', () => {
    expect(across(['we split the airbnb four ways, $80 each', 'i use paypal to sell stuff on ebay']).families).toEqual(
      [],
    );
    expect(across(['안녕하세요', '안녕! 오늘 수업 어땠어?']).families).toEqual([]);
  });

  it('keeps apart pieces minutes apart, and stops at a long message', () => {
    const { before, last } = pieces(['403', '555', '0199']);
    expect(findingsAcross(before, last, before.at(-1)!.at + FRAGMENT_GAP_MS + 1, []).families).toEqual([]);
    const long = 'room 555 was booked so we moved the study group to the third floor';
    expect(across(['403', long, '0199']).families).toEqual([]);
    expect(across(['403', '555', long]).families).toEqual([]);
  });

  it('rarely fires on runs of ordinary short messages (corpus/hand, in their order and shuffled)', () => {
    const ordinary = handTexts(join(import.meta.dirname, 'corpus', 'hand'), new Set())
      .filter((t) => t.family === 'benign' && t.text.length <= 40)
      .map((t) => t.text);
    const r = new Random(7);
    let fired = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i++) {
      const n = r.int(2, 4);
      const start = r.int(0, ordinary.length - n);
      const texts = Array.from({ length: n }, (_, k) => (i % 2 === 0 ? ordinary[start + k]! : r.pick(ordinary)));
      if (across(texts).families.length > 0) fired++;
    }
    // 5 of 20,000 such runs when it was written.
    expect(fired).toBeLessThanOrEqual(runs / 1000);
  });
});
