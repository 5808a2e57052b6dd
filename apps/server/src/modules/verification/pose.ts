import type { TVerificationPose } from '@quad/contract';

type Point = readonly [number, number];

/** Indexes into face-api's 68 landmarks (the iBUG 300-W layout). */
const JAW_LEFT = 0;
const JAW_RIGHT = 16;
const CHIN = 8;
const NOSE_TIP = 30;
const EYE_OUTER_LEFT = 36;
const EYE_OUTER_RIGHT = 45;

/** |yaw| at least this far from the jaw's middle counts as a turned head. */
export const YAW_TURNED = 0.3;
/** A nose this high between the eye line and the chin counts as looking up (a level face is about 0.32 to 0.5). */
export const PITCH_UP = 0.26;
/** face-api's "happy" probability for a smile. */
export const SMILE_HAPPY = 0.7;

const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/**
 * Head yaw from the landmarks: where the nose tip sits along the jaw line, from the jaw's
 * middle, in half jaw-widths (about -1 to 1). Measured along the jaw so a tilted head does
 * not read as a turned one. Positive: the nose is towards the image's right, which in an
 * unmirrored camera frame is the member's own left.
 */
export function yaw(landmarks: readonly Point[]): number {
  const left = landmarks[JAW_LEFT]!;
  const right = landmarks[JAW_RIGHT]!;
  const nose = landmarks[NOSE_TIP]!;
  const centre = mid(left, right);
  const half = Math.hypot(right[0] - left[0], right[1] - left[1]) / 2;
  if (half === 0) return 0;
  const ux = (right[0] - left[0]) / (2 * half);
  const uy = (right[1] - left[1]) / (2 * half);
  return ((nose[0] - centre[0]) * ux + (nose[1] - centre[1]) * uy) / half;
}

/**
 * Head pitch from the landmarks: the nose tip's height between the eye line (0) and the chin
 * (1), measured across the jaw line. Tipping the head back shortens the eyes-to-nose part
 * more than the rest, so a smaller figure means looking up.
 */
export function pitch(landmarks: readonly Point[]): number {
  const left = landmarks[JAW_LEFT]!;
  const right = landmarks[JAW_RIGHT]!;
  const eyes = mid(landmarks[EYE_OUTER_LEFT]!, landmarks[EYE_OUTER_RIGHT]!);
  const length = Math.hypot(right[0] - left[0], right[1] - left[1]);
  if (length === 0) return 0;
  // Perpendicular to the jaw line, pointing down the face.
  const vx = -(right[1] - left[1]) / length;
  const vy = (right[0] - left[0]) / length;
  const down = (p: Point) => (p[0] - eyes[0]) * vx + (p[1] - eyes[1]) * vy;
  const chin = down(landmarks[CHIN]!);
  return chin === 0 ? 0 : down(landmarks[NOSE_TIP]!) / chin;
}

/** Whether a face shows the pose asked for. */
export function showsPose(
  pose: TVerificationPose,
  face: { landmarks: readonly Point[]; happy: number | null },
): boolean {
  switch (pose) {
    case 'smile':
      // Not measured counts as no smile: the check never passes on a figure it did not take.
      return face.happy !== null && face.happy >= SMILE_HAPPY;
    case 'turn_left':
      return yaw(face.landmarks) >= YAW_TURNED;
    case 'turn_right':
      return yaw(face.landmarks) <= -YAW_TURNED;
    case 'look_up':
      return pitch(face.landmarks) <= PITCH_UP;
  }
}
