import { describe, expect, it } from 'vitest';
import { detectContent } from '@/modules/moderation/content-detection';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import trained from './screening-model.json';
import { MODEL_FAMILIES } from './model-families';
import { screeningModel } from './screening-model';

describe('the learned screening model', () => {
  it('is the committed model, one weight set per family', () => {
    expect(trained.families).toEqual([...MODEL_FAMILIES]);
    for (const w of trained.weights) {
      expect(Buffer.from(w.int8, 'base64').length).toBe(trained.buckets);
      expect(w.threshold).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('gives probabilities between 0 and 1 for every family', () => {
    const p = screeningModel.probabilities(normalise('can you cover my rent this month, 300 on venmo'));
    for (const family of MODEL_FAMILIES) {
      expect(p[family]).toBeGreaterThanOrEqual(0);
      expect(p[family]).toBeLessThanOrEqual(1);
    }
    expect(p.financial).toBeGreaterThan(p.email);
  });

  it('leaves a word or two to the rules', () => {
    for (const text of ['hi', 'ok cool', 'snap?', '😂']) expect(screeningModel.detect(normalise(text))).toEqual([]);
  });

  it('names its findings "<family>_model", next to the rules of the same family', () => {
    const findings = detectContent('text me at 403 555 0199 tonight ok', { explicit: false });
    expect(findings.patterns.get('phone')).toEqual(['phone_number', 'phone_model']);
  });

  it('stays quiet on ordinary campus chat', () => {
    for (const text of ['class starts at 10:30 in ST 148 tomorrow', 'my rent here is like $900 a month, crazy']) {
      expect(detectContent(text, { explicit: false }).families).toEqual([]);
    }
  });
});
