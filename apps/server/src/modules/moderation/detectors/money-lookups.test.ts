import { describe, expect, it } from 'vitest';
import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import { cueScanner } from './cue-scan';
import { OTHER_SCRIPT, holdsOtherScript } from './foreign-asks';
import { rule, keyed } from './money-rule';
import { RuleIndex, holdsKanji, wordHashes } from './word-keys';

/** The hand-made lookups the money rules use in place of a regular expression or a map answer as those would. */
describe('the money rules’ quick lookups', () => {
  const texts = [
    ...LABELLED_CORPUS.map((e) => e.text),
    'скинь 500 на карту',
    'पैसे भेज दो',
    '借我点钱',
    '돈 좀 빌려줘',
    'お金貸して 1万円',
    'Ӏ ऄ ह ऺ 一 鿿 가 힯 ힰ 𝓮',
  ];

  it('finds another script exactly where the pattern does', () => {
    for (const text of texts) expect(holdsOtherScript(text), text).toBe(OTHER_SCRIPT.test(text));
    for (let c = 0x380; c < 0xe000; c += 7) {
      const text = `a${String.fromCharCode(c)}b`;
      expect(holdsOtherScript(text), c.toString(16)).toBe(OTHER_SCRIPT.test(text));
    }
  });

  it('hashes the words of one text after another, and sees the kanji of lending', () => {
    expect(wordHashes('send 20 💸')).toEqual([...wordHashes('send'), -1, -2]);
    expect(holdsKanji('貸して')).toBe(true);
    expect(holdsKanji('hello there')).toBe(false);
    expect(wordHashes('a b c d e f g h i j k l m n o p q r s t u v w x y z 1').length).toBe(27);
  });

  it('tries exactly the rules whose words a text holds, in order', () => {
    const index = new RuleIndex([
      ['first', keyed([['spot']], [rule(String.raw`spot me`, /spot/)])],
      ['second', keyed([['lend', 'loan']], [rule(String.raw`(?:lend|loan) me`, /lend|loan/)])],
    ]);
    expect(index.first('can you spot me')).toBe('first');
    expect(index.first('loan me and spot me')).toBe('first');
    expect(index.first('lend me 20')).toBe('second');
    // "spotify" holds no word "spot": the rule is not tried.
    expect(index.first('spotify me')).toBeUndefined();
    for (const text of texts.slice(0, 300)) {
      const words = normalise(text).words;
      const expected = /(?<![a-z])spot(?![a-z])/.test(words) && /spot me/.test(words) ? 'first' : undefined;
      if (expected) expect(index.first(words), words).toBe('first');
    }
  });

  it('keeps picking rules after its stamps wrap (a server screening for months)', () => {
    const index = new RuleIndex([['first', keyed([['spot']], [rule(String.raw`spot me`, /spot/)])]]);
    (index as unknown as { generation: number }).generation = 0x7ffffffe;
    for (let i = 0; i < 3; i++) expect(index.first('can you spot me')).toBe('first');
    expect(index.first('lend me 20')).toBeUndefined();
    expect(index.first('spot the spot, the spot')).toBeUndefined();
  });

  it('reads cues as an expression of them, longest first, would: the longest at each place, then on from its end', () => {
    const scan = cueScanner(
      new Map([
        ['pay', 1],
        ['paypal', 2],
        ['pal', 4],
        ['abc', 8],
        ['cde', 16],
      ]),
    );
    expect(scan('my paypal')).toBe(2);
    expect(scan('pay your pal')).toBe(5);
    // "cde" starts inside "abc": read from the end of "abc" on, it is not there.
    expect(scan('abcde')).toBe(8);
    expect(scan('xcde')).toBe(16);
    expect(scan('nothing')).toBe(0);
    expect(scan('')).toBe(0);
  });
});
