import { describe, expect, it } from 'vitest';
import { nameParts } from './display-name';

describe('nameParts', () => {
  it('breaks a generated name between its words and before its number only', () => {
    expect(nameParts('NimbleCougar570')).toEqual(['Nimble', 'Cougar', '570']);
    expect(nameParts('SparklyChipmunk4821')).toEqual(['Sparkly', 'Chipmunk', '4821']);
  });
  it('keeps names without boundaries whole, and breaks after underscores', () => {
    expect(nameParts('member')).toEqual(['member']);
    expect(nameParts('deleted_user_12')).toEqual(['deleted_', 'user_', '12']);
    expect(nameParts('ABC')).toEqual(['ABC']);
  });
});
