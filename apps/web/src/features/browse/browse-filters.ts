import {
  AGE_MAX,
  AGE_MIN,
  defaultBrowseFilters,
  GENDERS,
  HEIGHT_MAX_INCHES,
  HEIGHT_MIN_INCHES,
  ORIENTATIONS,
  type TBrowseFilters,
  type TCurrentUser,
  type TGender,
  type TOrientation,
} from '@quad/contract';
import { LOCAL, local, readJson } from '@/lib/storage';

export function filtersFor(user: TCurrentUser): TBrowseFilters {
  return defaultBrowseFilters({
    gender: user.gender,
    orientation: user.orientation,
    institutionId: user.institution.id,
  });
}

const clampRange = (value: unknown, min: number, max: number): [number, number] | null => {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [lo, hi] = value as unknown[];
  if (typeof lo !== 'number' || typeof hi !== 'number' || !Number.isInteger(lo) || !Number.isInteger(hi)) return null;
  const a = Math.min(Math.max(lo, min), max);
  const b = Math.min(Math.max(hi, min), max);
  return a <= b ? [a, b] : null;
};

const pick = <T extends string>(value: unknown, allowed: readonly T[]): T[] | null => {
  if (!Array.isArray(value)) return null;
  const kept = allowed.filter((a) => value.includes(a));
  return kept.length > 0 ? kept : null;
};

/**
 * The saved filters, each field checked and falling back to the member's defaults when
 * missing or malformed (storage is the browser's, and older versions wrote other shapes).
 */
export function loadFilters(defaults: TBrowseFilters): TBrowseFilters {
  const saved = readJson<Record<string, unknown> | null>(local.get(LOCAL.browseFilters), null);
  if (!saved || typeof saved !== 'object') return defaults;
  const institutions = Array.isArray(saved.institutionIds)
    ? saved.institutionIds.filter((id): id is string => typeof id === 'string' && /^[a-z0-9-]{1,40}$/.test(id))
    : [];
  return {
    ageRange: clampRange(saved.ageRange, AGE_MIN, AGE_MAX) ?? defaults.ageRange,
    heightRange: clampRange(saved.heightRange, HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES) ?? defaults.heightRange,
    genders: pick<TGender>(saved.genders, GENDERS) ?? defaults.genders,
    orientations: pick<TOrientation>(saved.orientations, ORIENTATIONS) ?? defaults.orientations,
    institutionIds: institutions.length > 0 ? institutions : defaults.institutionIds,
    hasPhotos: typeof saved.hasPhotos === 'boolean' ? saved.hasPhotos : defaults.hasPhotos,
    verifiedOnly: typeof saved.verifiedOnly === 'boolean' ? saved.verifiedOnly : defaults.verifiedOnly,
  };
}

export function saveFilters(filters: TBrowseFilters): void {
  local.set(LOCAL.browseFilters, JSON.stringify(filters));
}

export function sameFilters(a: TBrowseFilters, b: TBrowseFilters): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
