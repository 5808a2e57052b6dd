import { availableParallelism } from 'node:os';
import sharp, { type SharpOptions } from 'sharp';
import { MSG, PHOTO_MIN_PIXELS } from '@quad/contract';
import { BadRequest } from '@/platform/errors';
import { createLimiter } from '@/platform/limiter';
import { cropRect, type CropPercent } from './photo-crop';
import { sniffImageType } from './image-type';

export const FULL_SIZE_PX = 1080;
export const THUMBNAIL_PX = 320;
/**
 * Decoded pixels an upload may have: a 50-megapixel phone photo passes, a decompression
 * bomb (a small file claiming a huge canvas) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

// Uploads are all different: libvips' operation cache would only hold memory. One libvips
// thread per image, and at most two images at once, so photos never take every thread of
// libuv's pool (password hashing and file access share it) nor every core.
sharp.cache(false);
sharp.concurrency(1);
const limit = createLimiter(Math.max(1, Math.min(2, availableParallelism())));

const INPUT: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Abort on decoding errors; tolerate the warnings many phone JPEGs carry.
  failOn: 'error',
  autoOrient: true,
  animated: false,
};

export interface ProcessedPhoto {
  /** WebP, at most FULL_SIZE_PX a side, no metadata. */
  full: Buffer;
  /** WebP, at most THUMBNAIL_PX a side, no metadata. */
  thumbnail: Buffer;
  width: number;
  height: number;
  durationMs: number;
}

/**
 * Checks an uploaded image by its content, applies its EXIF orientation and the member's
 * square crop, and writes a full-size photo and a thumbnail without any metadata (sharp
 * writes EXIF, GPS, XMP or ICC only when asked to keep them). The pixel work runs on
 * libuv's threads; the JavaScript side only coordinates.
 */
export function processPhoto(input: Buffer, crop: CropPercent): Promise<ProcessedPhoto> {
  return limit(async () => {
    const started = performance.now();
    const type = sniffImageType(input);
    if (!type) throw new BadRequest(MSG.notAnImage);
    const meta = await sharp(input, INPUT)
      .metadata()
      .catch((err: unknown) => {
        throw decodeError(err);
      });
    if (meta.format !== type) throw new BadRequest(MSG.notAnImage);
    const { width, height } = meta.autoOrient;
    if (width * height > MAX_INPUT_PIXELS) throw new BadRequest(MSG.imageTooManyPixels);
    if (width < PHOTO_MIN_PIXELS || height < PHOTO_MIN_PIXELS) throw new BadRequest(MSG.imageTooSmall);
    const rect = cropRect(width, height, crop);

    const full = await sharp(input, INPUT)
      .extract(rect)
      .resize(FULL_SIZE_PX, FULL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
      .catch((err: unknown) => {
        throw decodeError(err);
      });
    const thumbnail = await sharp(full.data)
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return {
      full: full.data,
      thumbnail,
      width: full.info.width,
      height: full.info.height,
      durationMs: performance.now() - started,
    };
  });
}

/** A file whose header was fine but whose pixels are not: the member's problem, not ours. */
function decodeError(err: unknown): Error {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new BadRequest(MSG.imageTooManyPixels);
  return new BadRequest(MSG.notAnImage);
}
