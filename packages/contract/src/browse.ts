import { z } from 'zod';
import { AGE_MAX, AGE_MIN, HEIGHT_MAX_INCHES, HEIGHT_MIN_INCHES } from './constants';
import { GENDERS, ORIENTATIONS, ZGender, ZOrientation, type TGender, type TOrientation } from './enums';
import { ZUserCard } from './users';

/** Highest page number the browse call accepts; far beyond any real population at 20 a page. */
export const BROWSE_PAGE_MAX = 10_000;

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,4}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }));
};

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');

/** "a,b,c" → ['a','b','c'], each checked against `item`, duplicates dropped. */
const commaList = <O extends string>(name: string, item: z.ZodType<O, string>, allowed: string) => {
  const message = `${name} must be a comma-separated list of ${allowed}`;
  return z
    .string({ error: message })
    .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
    .pipe(z.array(item, { error: message }).min(1, { message }).max(50, { message }));
};

export const INSTITUTION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * GET /api/users: the browse page. Every bound is optional (absent means no limit); lists are
 * comma-separated. `with_messages=true` asks for the conversation list instead (filters ignored).
 */
export const ZBrowseQuery = z
  .object({
    page: wholeNumber('page', 1, BROWSE_PAGE_MAX).optional(),
    min_age: wholeNumber('min_age', AGE_MIN, AGE_MAX).optional(),
    max_age: wholeNumber('max_age', AGE_MIN, AGE_MAX).optional(),
    min_height_inches: wholeNumber('min_height_inches', HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES).optional(),
    max_height_inches: wholeNumber('max_height_inches', HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES).optional(),
    genders: commaList('genders', ZGender, GENDERS.join(', ')).optional(),
    orientations: commaList('orientations', ZOrientation, ORIENTATIONS.join(', ')).optional(),
    institution_ids: commaList(
      'institution_ids',
      z.string().regex(INSTITUTION_ID_PATTERN),
      'institution ids',
    ).optional(),
    has_photos: flag('has_photos').optional(),
    verified_only: flag('verified_only').optional(),
    with_messages: flag('with_messages').optional(),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'min_age must not be greater than max_age',
  })
  .refine(
    (q) =>
      q.min_height_inches === undefined ||
      q.max_height_inches === undefined ||
      q.min_height_inches <= q.max_height_inches,
    { message: 'min_height_inches must not be greater than max_height_inches' },
  );
export type TBrowseQuery = z.output<typeof ZBrowseQuery>;

/** How many members each browse group holds in the whole result, not only on this page. */
export const ZBrowseGroupCounts = z.object({
  new: z.number().int(),
  active: z.number().int(),
  others: z.number().int(),
});
export type TBrowseGroupCounts = z.infer<typeof ZBrowseGroupCounts>;

export const ZBrowseResponse = z.object({
  users: z.array(ZUserCard),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  counts: ZBrowseGroupCounts,
});
export type TBrowseResponse = z.infer<typeof ZBrowseResponse>;

/** The header's figures on the browse screen. */
export const ZBrowseSummary = z.object({
  /** Members seen within the online threshold (the viewer excluded). */
  online_count: z.number().int(),
  /** Unread messages to the viewer from members they can see. */
  unread_total: z.number().int(),
});
export type TBrowseSummary = z.infer<typeof ZBrowseSummary>;

export const ZBlockResponse = z.object({ msg: z.string(), is_blocked: z.boolean() });
export type TBlockResponse = z.infer<typeof ZBlockResponse>;

/** Filters as the browse screen keeps them (local storage) before turning them into a query. */
export interface TBrowseFilters {
  ageRange: [number, number];
  heightRange: [number, number];
  genders: TGender[];
  orientations: TOrientation[];
  institutionIds: string[];
  hasPhotos: boolean;
  verifiedOnly: boolean;
}

const ATTRACTED_TO: Record<TOrientation, readonly TGender[]> = {
  androphilic: ['man'],
  gynephilic: ['woman'],
  ambiphilic: GENDERS,
};

/**
 * The filters a member starts from: the genders their orientation is attracted to, members
 * whose orientation is attracted to the member's own gender, and their own institution.
 * Ages and heights start at the full range; photos are not required.
 */
export function defaultBrowseFilters(viewer: {
  gender: TGender;
  orientation: TOrientation;
  institutionId: string;
}): TBrowseFilters {
  return {
    ageRange: [AGE_MIN, AGE_MAX],
    heightRange: [HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES],
    genders: [...ATTRACTED_TO[viewer.orientation]],
    orientations: ORIENTATIONS.filter((o) => ATTRACTED_TO[o].includes(viewer.gender)),
    institutionIds: [viewer.institutionId],
    hasPhotos: false,
    verifiedOnly: false,
  };
}
