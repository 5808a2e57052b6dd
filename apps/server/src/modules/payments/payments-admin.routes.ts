import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminPaymentResult,
  ZIdParam,
  ZPaymentStatusUpdateRequest,
  ZPendingPayments,
  ZRejectPaymentRequest,
  ZVerifyPaymentRequest,
} from '@quad/contract';
import { updatePaymentStatus } from './manual-payment.service';
import { rejectPayment, verifyPayment } from './payment-review.service';
import { pendingPayments } from './pending-payments.service';

const tags = ['admin', 'payments'];
const security = [{ bearer: [] }];

/** Payment review for administrators (admin-area.md sections 4 and 7); each decision is recorded. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/payments/pending', { schema: { tags, security, response: { 200: ZPendingPayments } } }, async () =>
    pendingPayments(app.ctx),
  );

  app.post(
    '/admin/payments/:id/verify',
    {
      schema: { tags, security, params: ZIdParam, body: ZVerifyPaymentRequest, response: { 200: ZAdminPaymentResult } },
    },
    async (request) => verifyPayment(app.ctx, request.user.id, request.params.id, request.body),
  );

  app.post(
    '/admin/payments/:id/reject',
    {
      schema: { tags, security, params: ZIdParam, body: ZRejectPaymentRequest, response: { 200: ZAdminPaymentResult } },
    },
    async (request) => rejectPayment(app.ctx, request.user.id, request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/payment-status',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        body: ZPaymentStatusUpdateRequest,
        response: { 200: ZAdminPaymentResult },
      },
    },
    async (request) => updatePaymentStatus(app.ctx, request.user.id, request.params.id, request.body),
  );
};
