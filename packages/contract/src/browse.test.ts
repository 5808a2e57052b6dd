import { describe, expect, it } from 'vitest';
import { defaultBrowseFilters, ZBrowseQuery } from './browse';

describe('defaultBrowseFilters', () => {
  it('derives genders from the orientation, orientations from the gender, and the institution', () => {
    expect(defaultBrowseFilters({ gender: 'man', orientation: 'gynephilic', institutionId: 'sait' })).toEqual({
      ageRange: [18, 80],
      heightRange: [48, 84],
      genders: ['woman'],
      orientations: ['androphilic', 'ambiphilic'],
      institutionIds: ['sait'],
      hasPhotos: false,
      verifiedOnly: false,
    });
    const nb = defaultBrowseFilters({ gender: 'nonbinary', orientation: 'ambiphilic', institutionId: 'mru' });
    expect(nb.genders).toEqual(['man', 'woman', 'nonbinary']);
    expect(nb.orientations).toEqual(['ambiphilic']);
    expect(
      defaultBrowseFilters({ gender: 'woman', orientation: 'androphilic', institutionId: 'x' }).orientations,
    ).toEqual(['gynephilic', 'ambiphilic']);
  });
});

describe('ZBrowseQuery', () => {
  it('parses lists and bounds from the query string', () => {
    expect(ZBrowseQuery.parse({ genders: 'man,woman,man', min_age: '20', has_photos: 'true' })).toEqual({
      genders: ['man', 'woman'],
      min_age: 20,
      has_photos: true,
    });
    expect(ZBrowseQuery.safeParse({ min_age: '07' }).success).toBe(false);
  });
});
