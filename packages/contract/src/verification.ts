import { z } from 'zod';

/** The poses a selfie check asks for; two of them, drawn at random, per check. */
export const VERIFICATION_POSES = ['smile', 'turn_left', 'turn_right', 'look_up'] as const;
export const ZVerificationPose = z.enum(VERIFICATION_POSES);
export type TVerificationPose = z.infer<typeof ZVerificationPose>;

/** What the member is asked to do, in the member's own terms (their left, not the screen's). */
export const POSE_INSTRUCTIONS: Record<TVerificationPose, string> = {
  smile: 'Smile at the camera',
  turn_left: 'Turn your head to your left',
  turn_right: 'Turn your head to your right',
  look_up: 'Look up, keeping your face in the frame',
};

export const SELFIE_POSES_PER_CHECK = 2;
/** The multipart field name of each frame (one part per frame, in the order the poses were asked). */
export const SELFIE_FRAME_FIELD = 'frames';
export const SELFIE_FRAME_MAX_MB = 5;
/** A challenge must be answered within this many minutes of being drawn. */
export const SELFIE_CHALLENGE_MINUTES = 10;
/** Failed checks in a day after which the member may ask for a manual review (and may not try again that day). */
export const SELFIE_FAILURES_PER_DAY = 3;
/** Frames sent for a manual review are deleted this many days after they arrive. */
export const REVIEW_FRAMES_RETENTION_DAYS = 7;
/**
 * Largest descriptor distance still taken as the same face (the admin's Media Settings may
 * change it). face-api's authors suggest 0.6; two different women in the library's own sample
 * photos are 0.47 apart, so the default is stricter.
 */
export const FACE_MATCH_THRESHOLD_DEFAULT = 0.45;
export const FACE_MATCH_THRESHOLD_RANGE = { min: 0.2, max: 0.7 } as const;

/** Why a check failed; several may apply. */
export const SELFIE_FAILURE_REASONS = [
  'no_face',
  'several_faces',
  'pose_mismatch',
  'face_mismatch',
  'selfie_reused',
  'photos_unreadable',
] as const;
export type TSelfieFailureReason = (typeof SELFIE_FAILURE_REASONS)[number];

export const SELFIE_FAILURE_TEXT: Record<TSelfieFailureReason, string> = {
  no_face: 'We could not find a face in one of the pictures. Face the light and keep your whole face in the frame.',
  several_faces: 'More than one face was in a picture. Take the selfie alone.',
  pose_mismatch: 'A picture did not show the pose we asked for.',
  face_mismatch: 'The face in the selfie does not match your profile photos closely enough.',
  selfie_reused: 'These pictures were already used for a check. Take new ones.',
  photos_unreadable: 'We could not find exactly one face in your primary photo and another published photo.',
};

/** GET /api/verification: the member's own verification state. */
export const ZVerificationStatus = z.object({
  is_verified: z.boolean(),
  verified_at: z.string().nullable(),
  failures_today: z.number().int(),
  /** Checks left today before the member must wait or ask for a manual review. */
  attempts_left_today: z.number().int(),
  may_request_review: z.boolean(),
  review_pending: z.boolean(),
  /** A primary photo and at least one other published photo are needed. */
  has_photos_to_match: z.boolean(),
});
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

/** POST /api/verification/challenge: the poses to take, and the id to send them back with. */
export const ZSelfieChallenge = z.object({
  challenge_id: z.uuid(),
  poses: z.array(ZVerificationPose),
  expires_at: z.string(),
});
export type TSelfieChallenge = z.infer<typeof ZSelfieChallenge>;

/** The text fields of POST /api/verification/selfie (multipart, beside the `frames` parts). */
export const ZSelfieFields = z.object({ challenge_id: z.uuid({ error: 'Start the check again' }) });

/** POST /api/verification/selfie */
export const ZSelfieResult = z.object({
  msg: z.string(),
  passed: z.boolean(),
  reasons: z.array(z.enum(SELFIE_FAILURE_REASONS)),
  status: ZVerificationStatus,
});
export type TSelfieResult = z.infer<typeof ZSelfieResult>;

/** POST /api/verification/review: the frames are sent again, for an administrator to see. */
export const ZReviewRequestResponse = z.object({ msg: z.string(), status: ZVerificationStatus });

/** GET /api/admin/verification/reviews: pending manual reviews, oldest first. */
export const ZAdminVerificationReview = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  created_at: z.string(),
  /** When the frames are deleted, decided or not. */
  expires_at: z.string(),
  /** The frames as data: URLs (WebP), in the order they were taken. */
  frames: z.array(z.string()),
  /** The member's published photos, primary first, to compare with. */
  photos: z.array(z.string()),
});
export type TAdminVerificationReview = z.infer<typeof ZAdminVerificationReview>;
export const ZAdminVerificationReviews = z.object({ reviews: z.array(ZAdminVerificationReview) });
export type TAdminVerificationReviews = z.infer<typeof ZAdminVerificationReviews>;

export const ZReviewDecisionRequest = z.object({ decision: z.enum(['approve', 'reject']) });
export type TReviewDecisionRequest = z.infer<typeof ZReviewDecisionRequest>;

export const ZRevokeVerificationRequest = z.object({ reason: z.string().trim().min(1).max(500) });
export type TRevokeVerificationRequest = z.infer<typeof ZRevokeVerificationRequest>;
