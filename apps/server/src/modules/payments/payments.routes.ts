import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMyPayments, ZPaymentClaimRequest, ZPaymentClaimResponse, ZPaymentInstructions } from '@quad/contract';
import { claimPayment, myPayments, paymentInstructions } from './payments.service';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** The member's Payments screen: instructions, own history, "I have sent it". Suspended members too. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment-instructions',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: ZPaymentInstructions } } },
    async (request) => paymentInstructions(app.ctx, request.user.id),
  );

  app.get(
    '/payments',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: ZMyPayments } } },
    async (request) => myPayments(app.ctx, request.user.id),
  );

  app.post(
    '/payments/claim',
    {
      onRequest: app.requireMember,
      schema: { tags, security, body: ZPaymentClaimRequest, response: { 200: ZPaymentClaimResponse } },
    },
    async (request) => claimPayment(app.ctx, request.user.id, request.body),
  );
};
