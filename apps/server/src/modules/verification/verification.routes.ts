import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, ZSelfieFields } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { BadRequest } from '@/platform/errors';
import { readSelfieUpload } from './selfie-upload.reader';
import { requestReview } from './verification-review.service';
import { checkSelfie, drawChallenge, verificationStatus } from './verification.service';

const tags = ['verification'];
const security = [{ bearer: [] }];
/** The face models cost real CPU: a member gets this many checks (and review requests) a minute. */
const SELFIE_REQUESTS_PER_MINUTE = 10;

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const forMembers = { preHandler: app.requireMember, schema: { tags, security } };
  await app.register(multipart);
  const limit = app.rateLimit({
    max: SELFIE_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `selfie:${request.user.id}`,
  });

  endpointRoute(app, ENDPOINTS.verification.status, forMembers, async (request) =>
    verificationStatus(app.ctx, request.user.id),
  );

  endpointRoute(app, ENDPOINTS.verification.challenge, forMembers, async (request) =>
    drawChallenge(app.ctx, request.user.id),
  );

  endpointRoute(
    app,
    ENDPOINTS.verification.selfie,
    { onRequest: [app.requireMember, limit], schema: { tags, security, consumes: ['multipart/form-data'] } },
    async (request) => {
      const { frames, fields } = await readSelfieUpload(request);
      const parsed = ZSelfieFields.safeParse(fields);
      if (!parsed.success) {
        throw new BadRequest(parsed.error.issues[0]?.message ?? 'Start the check again', {
          code: 'selfie_challenge_invalid',
        });
      }
      const { passed, reasons } = await checkSelfie(app.ctx, request.user.id, parsed.data.challenge_id, frames);
      return {
        msg: passed ? 'You are verified.' : 'The check did not pass.',
        passed,
        reasons,
        status: await verificationStatus(app.ctx, request.user.id),
      };
    },
  );

  endpointRoute(
    app,
    ENDPOINTS.verification.requestReview,
    { onRequest: [app.requireMember, limit], schema: { tags, security, consumes: ['multipart/form-data'] } },
    async (request) => {
      const { frames } = await readSelfieUpload(request);
      await requestReview(app.ctx, request.user.id, frames);
      return {
        msg: 'An administrator will compare your pictures with your photos.',
        status: await verificationStatus(app.ctx, request.user.id),
      };
    },
  );
};
