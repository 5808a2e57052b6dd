import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { claimPayment, myPayments, paymentInstructions } from './payments.service';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** The member's Payments screen: instructions, own history, "I have sent it". Suspended members too. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const forMembers = { onRequest: app.requireMember, schema: { tags, security } };
  endpointRoute(app, ENDPOINTS.payments.instructions, forMembers, async (request) =>
    paymentInstructions(app.ctx, request.user.id),
  );

  endpointRoute(app, ENDPOINTS.payments.mine, forMembers, async (request) => myPayments(app.ctx, request.user.id));

  endpointRoute(app, ENDPOINTS.payments.claim, forMembers, async (request) =>
    claimPayment(app.ctx, request.user.id, request.body),
  );
};
