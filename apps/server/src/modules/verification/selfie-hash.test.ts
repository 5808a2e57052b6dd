import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NEAR_HASH_BITS } from './verification.repository';
import { hashDistance, selfieHash } from './selfie-hash';
import { face, vary } from './verification.test-support';

describe('the selfie perceptual hash', () => {
  it('keeps a re-encoded, resized or slightly brighter copy within the near-copy distance', async () => {
    const original = await selfieHash(face('person-a'));
    const copy = await sharp(face('person-a'))
      .resize(200)
      .modulate({ brightness: 1.08 })
      .jpeg({ quality: 60 })
      .toBuffer();
    expect(hashDistance(original, await selfieHash(copy))).toBeLessThanOrEqual(NEAR_HASH_BITS);
  });

  it('sets the other people well apart', async () => {
    const a = await selfieHash(await vary('person-a'));
    for (const other of ['person-b', 'person-c', 'person-d', 'person-e'] as const) {
      expect(hashDistance(a, await selfieHash(await vary(other)))).toBeGreaterThan(NEAR_HASH_BITS);
    }
  });
});
