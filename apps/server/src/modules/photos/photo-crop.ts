import { MSG, PHOTO_MIN_PIXELS } from '@quad/contract';
import { BadRequest } from '@/platform/errors';

/** The crop the member chose, in percent of the orientation-corrected image. */
export interface CropPercent {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Percent a crop may overshoot the edge (the browser's rounding), clamped back inside. */
const EDGE_TOLERANCE_PERCENT = 0.5;
/** Pixels (or a share of the side, whichever is larger) by which a "square" crop may differ. */
const SQUARE_TOLERANCE_PX = 2;
const SQUARE_TOLERANCE_SHARE = 0.02;

/**
 * The square pixel area of a width x height image that the crop percentages describe.
 * Throws the member-facing message when the crop is outside the image, not square, or
 * smaller than the photo minimum.
 */
export function cropRect(imageWidth: number, imageHeight: number, crop: CropPercent): CropRect {
  if (crop.width <= 0 || crop.height <= 0) throw new BadRequest(MSG.selectCropArea);
  if (crop.x + crop.width > 100 + EDGE_TOLERANCE_PERCENT || crop.y + crop.height > 100 + EDGE_TOLERANCE_PERCENT) {
    throw new BadRequest(MSG.cropOutsideImage);
  }
  const left = Math.min(imageWidth - 1, Math.round((crop.x / 100) * imageWidth));
  const top = Math.min(imageHeight - 1, Math.round((crop.y / 100) * imageHeight));
  const width = Math.min(imageWidth - left, Math.round((crop.width / 100) * imageWidth));
  const height = Math.min(imageHeight - top, Math.round((crop.height / 100) * imageHeight));
  const tolerance = Math.max(SQUARE_TOLERANCE_PX, SQUARE_TOLERANCE_SHARE * Math.max(width, height));
  if (Math.abs(width - height) > tolerance) throw new BadRequest(MSG.cropNotSquare);
  const side = Math.min(width, height);
  if (side < PHOTO_MIN_PIXELS) throw new BadRequest(MSG.cropTooSmall);
  return { left, top, width: side, height: side };
}
