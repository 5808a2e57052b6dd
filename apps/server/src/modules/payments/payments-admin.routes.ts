import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { updatePaymentStatus } from './manual-payment.service';
import { rejectPayment, verifyPayment } from './payment-review.service';
import { pendingPayments } from './pending-payments.service';

const tags = ['admin', 'payments'];
const security = [{ bearer: [] }];

/** Payment review for administrators (admin-area.md sections 4 and 7); each decision is recorded. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  endpointRoute(app, ENDPOINTS.paymentsAdmin.pending, { schema: { tags, security } }, async () =>
    pendingPayments(app.ctx),
  );

  endpointRoute(app, ENDPOINTS.paymentsAdmin.verify, { schema: { tags, security } }, async (request) =>
    verifyPayment(app.ctx, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.paymentsAdmin.reject, { schema: { tags, security } }, async (request) =>
    rejectPayment(app.ctx, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, ENDPOINTS.paymentsAdmin.setStatus, { schema: { tags, security } }, async (request) =>
    updatePaymentStatus(app.ctx, request.user.id, request.params.id, request.body),
  );
};
