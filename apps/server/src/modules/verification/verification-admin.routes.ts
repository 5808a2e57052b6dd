import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminVerificationReviews,
  ZIdParam,
  ZMessageResponse,
  ZReviewDecisionRequest,
  ZRevokeVerificationRequest,
  ZUserIdParam,
} from '@quad/contract';
import { decideReview, listReviews, revokeVerification } from './verification-review.service';

const tags = ['admin', 'verification'];
const security = [{ bearer: [] }];

/** The manual-review queue and revocation, in the admin Users tab. */
export const verificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/verification/reviews',
    { schema: { tags, security, response: { 200: ZAdminVerificationReviews } } },
    async (request) => ({ reviews: await listReviews(app.ctx, request.user.id) }),
  );

  app.post(
    '/admin/verification/reviews/:id',
    { schema: { tags, security, params: ZIdParam, body: ZReviewDecisionRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await decideReview(app.ctx, request.user.id, request.params.id, request.body.decision);
      return { msg: request.body.decision === 'approve' ? 'Member verified.' : 'Review rejected.' };
    },
  );

  app.post(
    '/admin/users/:userId/verification/revoke',
    {
      schema: {
        tags,
        security,
        params: ZUserIdParam,
        body: ZRevokeVerificationRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await revokeVerification(app.ctx, request.user.id, request.params.userId, request.body.reason);
      return { msg: 'Verification revoked.' };
    },
  );
};
