import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZIdParam, ZMessageResponse, ZUserIdParam } from './common';
import {
  ZAdminVerificationReviews,
  ZReviewDecisionRequest,
  ZReviewRequestResponse,
  ZRevokeVerificationRequest,
  ZSelfieChallenge,
  ZSelfieResult,
  ZVerificationStatus,
} from './verification';

export const verificationAdminEndpoints = {
  reviews: defineOkEndpoint(API.verificationAdmin.reviews, ZAdminVerificationReviews),
  decide: defineOkEndpoint(API.verificationAdmin.decide, ZMessageResponse, {
    params: ZIdParam,
    body: ZReviewDecisionRequest,
  }),
  revoke: defineOkEndpoint(API.verificationAdmin.revoke, ZMessageResponse, {
    params: ZUserIdParam,
    body: ZRevokeVerificationRequest,
    errors: ['not_verified'],
  }),
};

export const verificationEndpoints = {
  status: defineOkEndpoint(API.verification.status, ZVerificationStatus),
  challenge: defineOkEndpoint(API.verification.challenge, ZSelfieChallenge, {
    errors: ['already_verified', 'verification_photos_needed', 'selfie_attempts_exhausted'],
  }),
  selfie: defineOkEndpoint(API.verification.selfie, ZSelfieResult, {
    errors: ['already_verified', 'verification_photos_needed', 'selfie_attempts_exhausted', 'selfie_challenge_invalid'],
  }),
  requestReview: defineOkEndpoint(API.verification.requestReview, ZReviewRequestResponse, {
    errors: ['manual_review_pending', 'manual_review_not_available'],
  }),
};
