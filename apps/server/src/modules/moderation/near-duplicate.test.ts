import { describe, expect, it } from 'vitest';
import { fingerprint, isNearDuplicate, overlap } from './near-duplicate';

const base = fingerprint('Hey cutie add me on snap')!;

describe('near-duplicate fingerprints', () => {
  it.each([
    'hey cutie, add me on snap!!',
    'Hey hun add me on snap',
    'heyy cutie add me on sn4p xx',
    'Hi cutie! add me on snapchat',
    'Hey cutie add me on snap, I am never on here',
    'ＨＥＹ ＣＵＴＩＥ ＡＤＤ ＭＥ ＯＮ ＳＮＡＰ',
  ])('treats %j as the same opener', (text) => {
    expect(isNearDuplicate(base, fingerprint(text)!)).toBe(true);
  });

  it.each([
    'add me on insta instead',
    'Are you going to the MATH 211 review session?',
    'Hey cutie, how was your weekend? Add me on snap so we can talk more, I barely use this app',
  ])('tells %j apart', (text) => {
    expect(isNearDuplicate(base, fingerprint(text)!)).toBe(false);
  });

  it('does not judge texts everyone sends', () => {
    expect(fingerprint('hi')).toBeNull();
    expect(fingerprint('hey whats up')).toBeNull();
  });

  it('gives identical texts full overlap', () => {
    expect(overlap(base, fingerprint('hey cutie add me on snap')!)).toEqual({ jaccard: 1, containment: 1 });
  });
});
