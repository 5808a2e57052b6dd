import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { decideReview, listReviews, revokeVerification } from './verification-review.service';

const tags = ['admin', 'verification'];
const security = [{ bearer: [] }];

/** The manual-review queue and revocation, in the admin Users tab. */
export const verificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  endpointRoute(app, ENDPOINTS.verificationAdmin.reviews, { schema: { tags, security } }, async (request) => ({
    reviews: await listReviews(app.ctx, request.user.id),
  }));

  endpointRoute(app, ENDPOINTS.verificationAdmin.decide, { schema: { tags, security } }, async (request) => {
    await decideReview(app.ctx, request.user.id, request.params.id, request.body.decision);
    return { msg: request.body.decision === 'approve' ? 'Member verified.' : 'Review rejected.' };
  });

  endpointRoute(app, ENDPOINTS.verificationAdmin.revoke, { schema: { tags, security } }, async (request) => {
    await revokeVerification(app.ctx, request.user.id, request.params.userId, request.body.reason);
    return { msg: 'Verification revoked.' };
  });
};
