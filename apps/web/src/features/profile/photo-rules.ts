import { MSG, PHOTO_MIN_PIXELS, photoTooLarge, type TOwnPhoto } from '@quad/contract';

/** Photos still in use once the edit is published: those not marked for deletion. */
export function remainingPhotos(photos: TOwnPhoto[], toDelete: readonly number[]): TOwnPhoto[] {
  return photos.filter((p) => !toDelete.includes(p.id));
}

/**
 * The photo that will be primary after publishing, as the server decides it: the chosen
 * one if it stays, else the current primary if it stays, else the first remaining photo.
 */
export function effectivePrimaryId(
  photos: TOwnPhoto[],
  toDelete: readonly number[],
  chosen: number | null,
): number | null {
  const remaining = remainingPhotos(photos, toDelete);
  return (remaining.find((p) => p.id === chosen) ?? remaining.find((p) => p.is_primary) ?? remaining[0])?.id ?? null;
}

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif)$/i;
export const PHOTO_INPUT_ACCEPT = [...ACCEPTED_TYPES, '.jpg', '.jpeg', '.png', '.gif'].join(',');

/** The checks the browser can make before cropping; the server checks again, by content. */
export function photoFileProblem(file: File, maxMb: number): string | null {
  if (!ACCEPTED_TYPES.includes(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) return MSG.notAnImage;
  if (file.size > maxMb * 1024 * 1024) return photoTooLarge(maxMb);
  return null;
}

export function photoSizeProblem(width: number, height: number): string | null {
  return width < PHOTO_MIN_PIXELS || height < PHOTO_MIN_PIXELS ? MSG.imageTooSmall : null;
}
