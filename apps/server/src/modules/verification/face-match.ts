import type { TSelfieFailureReason, TVerificationPose } from '@quad/contract';
import type { DetectedFace } from '@/platform/face-analyser';
import { showsPose } from './pose';

export function descriptorDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

const centreInside = (inner: DetectedFace['box'], outer: DetectedFace['box']): boolean => {
  const x = inner.x + inner.width / 2;
  const y = inner.y + inner.height / 2;
  return x >= outer.x && x <= outer.x + outer.width && y >= outer.y && y <= outer.y + outer.height;
};

/**
 * The distinct faces: the detector sometimes reports one face twice, a second box around the
 * lower half of the first. A box whose centre lies inside a more confident box is that face.
 */
export function distinctFaces(faces: readonly DetectedFace[]): DetectedFace[] {
  const kept: DetectedFace[] = [];
  for (const face of [...faces].sort((a, b) => b.score - a.score)) {
    if (!kept.some((k) => centreInside(face.box, k.box))) kept.push(face);
  }
  return kept;
}

/** The one face of an image, or why there is not exactly one. */
export function soleFace(faces: readonly DetectedFace[]): DetectedFace | 'no_face' | 'several_faces' {
  const distinct = distinctFaces(faces);
  if (distinct.length === 0) return 'no_face';
  if (distinct.length > 1) return 'several_faces';
  return distinct[0]!;
}

export interface FrameVerdict {
  reasons: TSelfieFailureReason[];
  /** The frames' single faces, when every frame held exactly one. */
  faces: DetectedFace[] | null;
}

/** Each frame must hold exactly one face, in the pose asked for at its position. */
export function judgeFrames(poses: readonly TVerificationPose[], frames: readonly DetectedFace[][]): FrameVerdict {
  const reasons = new Set<TSelfieFailureReason>();
  const faces: DetectedFace[] = [];
  frames.forEach((found, i) => {
    const face = soleFace(found);
    if (typeof face === 'string') reasons.add(face);
    else {
      faces.push(face);
      if (!showsPose(poses[i]!, face)) reasons.add('pose_mismatch');
    }
  });
  return { reasons: [...reasons], faces: faces.length === frames.length ? faces : null };
}

/** The largest distance between any frame's face and a photo's face: every frame must match. */
export function worstDistance(frames: readonly DetectedFace[], photo: DetectedFace): number {
  return Math.max(...frames.map((f) => descriptorDistance(f.descriptor, photo.descriptor)));
}
