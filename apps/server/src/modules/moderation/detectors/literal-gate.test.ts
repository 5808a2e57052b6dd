import { describe, expect, it } from 'vitest';
import { detectContent } from '@/modules/moderation/content-detection';
import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import { allGatedPatterns, gated } from './literal-gate';
import { requiredLiterals } from './required-literals';

describe('the literals a pattern cannot match without', () => {
  it('joins adjacent text, spells out small classes and optional parts, and ignores lookarounds', () => {
    expect(requiredLiterals(/(?<![a-z])e-?transfer(?![a-z])/)).toEqual([['etrans', 'e-tran']]);
    // A plain word list keeps its words whole: finding one is already a match.
    expect(requiredLiterals(/(?:a|per) (?:day|week)/)).toEqual([['a day', 'a week', 'per day', 'per week']]);
    // Otherwise long literals are cut to their first six characters.
    expect(requiredLiterals(/\bper (?:day|week)/)).toEqual([['per da', 'per we']]);
    expect(requiredLiterals(/[sz]+n+ap/)).toEqual([['ap']]);
  });

  it('needs a literal from every branch of an alternation, or gives none', () => {
    expect(requiredLiterals(/(?:sugar|spoil)(?= me)/)).toEqual([['sugar', 'spoil']]);
    expect(requiredLiterals(/(?:sugar|\w+) me/)).toEqual([[' me']]);
    expect(requiredLiterals(/(?:sugar|\w+)/)).toEqual([null]);
  });

  it('gives nothing for what it cannot be sure of', () => {
    expect(requiredLiterals(/send/i)).toEqual([null]);
    expect(requiredLiterals(/x{0,3}/)).toEqual([null]);
    expect(requiredLiterals(/(a)\1/)).toEqual([null]);
    // A lone letter is in almost every text: no gate.
    expect(requiredLiterals(/[a-z]+t[a-z]+/)).toEqual([null]);
  });

  it('keeps one set per top-level alternative', () => {
    expect(requiredLiterals(/\d|bank|\bpp\b/)).toEqual([
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      ['bank'],
      ['pp'],
    ]);
  });
});

describe('a gated pattern', () => {
  it('answers as the pattern does', () => {
    const pattern = gated(/(?<![a-z])(?:send|wire) me|bank (?:details|info)|\d+ bucks/);
    for (const text of ['send me 20', 'resend me', 'my bank info', '20 bucks', 'hello there', 'bank'])
      expect(pattern.test(text), text).toBe(pattern.pattern.test(text));
  });

  it('answers as the pattern does past thirty-one alternatives, a gate for each thirty-one', () => {
    const words = Array.from({ length: 70 }, (_, i) => `w${String.fromCharCode(97 + (i % 26))}${i}x`);
    // Whole words, words needing a boundary, and one alternative without a literal (tried always).
    const source = words.map((w, i) => (i % 3 === 0 ? `(?<![a-z])${w}(?![a-z])` : w)).join('|') + '|^[^a]{9}$';
    const pattern = gated(new RegExp(source));
    const texts = [
      '',
      'nothing here',
      '123456789',
      'bbbbbbbbb',
      ...words.map((w) => `a ${w} b`),
      ...words.map((w) => `z${w}z`),
    ];
    for (const a of words.slice(25, 40)) texts.push(`${a} and ${words[65]!}`, `q${a}`, `${a} 123456789`);
    for (const text of texts) {
      const truth = pattern.pattern.test(text);
      expect(pattern.test(text), text).toBe(truth);
      if (truth) expect(pattern.mayMatch(text), text).toBe(true);
    }
  });

  // Every pattern the detectors gate, over every view of every labelled text: a gate that
  // turned away one match would change what screening finds.
  it('never turns away a text its pattern matches, over the labelled corpus', () => {
    const texts = LABELLED_CORPUS.map((e) => e.text);
    for (const text of texts) detectContent(text, { explicit: true });
    const views = texts.flatMap((text) => {
      const n = normalise(text);
      return [n.original, n.folded, n.words, n.squashed];
    });
    const patterns = allGatedPatterns();
    expect(patterns.length).toBeGreaterThan(100);
    let wrong = 0;
    for (const p of patterns) {
      for (const view of views) {
        const truth = p.pattern.test(view);
        if (p.test(view) !== truth || (truth && !p.mayMatch(view))) wrong++;
      }
    }
    expect(wrong).toBe(0);
  });
});
