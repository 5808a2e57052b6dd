import { describe, expect, it } from 'vitest';
import { MSG, photoTooLarge, type TOwnPhoto } from '@quad/contract';
import { effectivePrimaryId, photoFileProblem, photoSizeProblem, remainingPhotos } from './photo-rules';

const photo = (id: number, extra: Partial<TOwnPhoto> = {}): TOwnPhoto => ({
  id,
  url: `/p/${id}`,
  filename: `${id}.webp`,
  thumbnail: `/t/${id}`,
  is_primary: false,
  is_pending: false,
  created_at: new Date(2026, 0, id).toISOString(),
  ...extra,
});

describe('primary photo while editing', () => {
  const photos = [photo(1, { is_primary: true }), photo(2), photo(3, { is_pending: true })];

  it('keeps the current primary when nothing is chosen', () => {
    expect(effectivePrimaryId(photos, [], null)).toBe(1);
  });

  it('takes the chosen photo, new uploads included', () => {
    expect(effectivePrimaryId(photos, [], 3)).toBe(3);
  });

  it('makes the first remaining photo primary when the primary is marked for deletion', () => {
    expect(effectivePrimaryId(photos, [1], null)).toBe(2);
    expect(effectivePrimaryId(photos, [1, 2], null)).toBe(3);
  });

  it('ignores a choice that is marked for deletion', () => {
    expect(effectivePrimaryId(photos, [2], 2)).toBe(1);
  });

  it('has none without photos', () => {
    expect(effectivePrimaryId(photos, [1, 2, 3], null)).toBeNull();
    expect(remainingPhotos(photos, [1, 2, 3])).toEqual([]);
  });
});

describe('photo file checks', () => {
  const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

  it('accepts JPEG, PNG and GIF', () => {
    expect(photoFileProblem(file('a.jpg', 'image/jpeg'), 10)).toBeNull();
    expect(photoFileProblem(file('a.PNG', ''), 10)).toBeNull();
    expect(photoFileProblem(file('a.gif', 'image/gif'), 10)).toBeNull();
  });

  it('refuses other files and files over the size limit', () => {
    expect(photoFileProblem(file('a.pdf', 'application/pdf'), 10)).toBe(MSG.notAnImage);
    expect(photoFileProblem(file('a.webp', 'image/webp'), 10)).toBe(MSG.notAnImage);
    expect(photoFileProblem(file('a.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1), 2)).toBe(photoTooLarge(2));
  });

  it('refuses images under 150x150', () => {
    expect(photoSizeProblem(149, 800)).toBe(MSG.imageTooSmall);
    expect(photoSizeProblem(150, 150)).toBeNull();
  });
});
