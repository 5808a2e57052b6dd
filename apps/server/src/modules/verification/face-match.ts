import type { TSelfieFailureReason, TVerificationPose } from '@quad/contract';
import type { DetectedFace } from '@/platform/face-analyser';
import { showsPose } from './pose';

export function descriptorDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/** The one face of an image, or why there is not exactly one. */
export function soleFace(faces: readonly DetectedFace[]): DetectedFace | 'no_face' | 'several_faces' {
  if (faces.length === 0) return 'no_face';
  if (faces.length > 1) return 'several_faces';
  return faces[0]!;
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
