import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZIdParam } from './common';
import {
  ZAdminPaymentResult,
  ZMyPayments,
  ZPaymentClaimRequest,
  ZPaymentClaimResponse,
  ZPaymentInstructions,
  ZPaymentStatusUpdateRequest,
  ZPendingPayments,
  ZRejectPaymentRequest,
  ZVerifyPaymentRequest,
} from './payments';

export const paymentsAdminEndpoints = {
  pending: defineOkEndpoint(API.paymentsAdmin.pending, ZPendingPayments),
  verify: defineOkEndpoint(API.paymentsAdmin.verify, ZAdminPaymentResult, {
    params: ZIdParam,
    body: ZVerifyPaymentRequest,
  }),
  reject: defineOkEndpoint(API.paymentsAdmin.reject, ZAdminPaymentResult, {
    params: ZIdParam,
    body: ZRejectPaymentRequest,
  }),
  setStatus: defineOkEndpoint(API.paymentsAdmin.setStatus, ZAdminPaymentResult, {
    params: ZIdParam,
    body: ZPaymentStatusUpdateRequest,
  }),
};

export const paymentsEndpoints = {
  instructions: defineOkEndpoint(API.payments.instructions, ZPaymentInstructions),
  mine: defineOkEndpoint(API.payments.mine, ZMyPayments),
  claim: defineOkEndpoint(API.payments.claim, ZPaymentClaimResponse, {
    body: ZPaymentClaimRequest,
    errors: ['already_paid'],
  }),
};
