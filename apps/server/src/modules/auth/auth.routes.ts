import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MSG,
  ZAlreadyVerifiedResponse,
  ZErrorResponse,
  ZFieldErrorResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZLoginFailure,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZReportUnwantedEmailRequest,
  ZResendVerificationRequest,
  ZResendVerificationResponse,
  ZResetPasswordRequest,
  ZUpdatePasswordRequest,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
  ZVerifyResetCodeRequest,
  ZVerifyResetCodeResponse,
} from '@quad/contract';
import { presentSignIn } from './auth.presenter';
import { login } from './login.service';
import { forgotPassword, resetPassword, updatePassword, verifyResetCode } from './password-reset.service';
import { register } from './registration.service';
import { bearerToken } from './token.service';
import { reportUnwantedEmail } from './unwanted-email.service';
import { resendVerification, verifyEmail } from './verification.service';

const tags = ['auth'];
/** Auth forms show the server's message per field: body validation answers 422 with `errors`. */
const config = { fieldErrors: true };
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Sign-up, verification, sign-in, logout, password reset and change, unwanted-email reports. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // A coarse per-address guard over every auth call, on top of the finer rules of each service.
  app.addHook('onRequest', app.rateLimit({ max: app.ctx.config.authRateLimitPerMinute, timeWindow: 60_000 }));

  app.post(
    '/auth/register',
    {
      config,
      schema: {
        tags,
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, 403: ZErrorResponse, 409: ZErrorResponse, 422: ZFieldErrorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await register(app.ctx, request.body)),
  );

  app.post(
    '/auth/verify-email',
    {
      config,
      schema: {
        tags,
        body: ZVerifyEmailRequest,
        response: { 200: ZVerifyEmailResponse, 409: ZAlreadyVerifiedResponse },
      },
    },
    async (request) => ({
      msg: MSG.emailVerified,
      ...presentSignIn(await verifyEmail(app.ctx, request.body, meta(request))),
    }),
  );

  app.post(
    '/auth/resend-verification',
    {
      config,
      schema: {
        tags,
        body: ZResendVerificationRequest,
        response: { 200: ZResendVerificationResponse, 409: ZAlreadyVerifiedResponse },
      },
    },
    async (request) => resendVerification(app.ctx, request.body),
  );

  app.post(
    '/auth/login',
    {
      config,
      schema: {
        tags,
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 401: ZLoginFailure, 403: ZLoginFailure, 429: ZLoginFailure },
      },
    },
    async (request) => presentSignIn(await login(app.ctx, request.body, meta(request))),
  );

  app.post('/auth/logout', { schema: { tags, response: { 200: ZMessageResponse } } }, async (request) => {
    await app.ctx.sessions.logout(bearerToken(request.headers.authorization));
    return { msg: MSG.loggedOut };
  });

  app.post(
    '/auth/forgot-password',
    { config, schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZForgotPasswordResponse } } },
    async (request) => forgotPassword(app.ctx, request.body),
  );

  app.post(
    '/auth/verify-reset-code',
    { config, schema: { tags, body: ZVerifyResetCodeRequest, response: { 200: ZVerifyResetCodeResponse } } },
    async (request) => {
      await verifyResetCode(app.ctx, request.body);
      return { msg: MSG.resetCodeValid, valid: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    { config, schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { msg: MSG.passwordReset };
    },
  );

  app.post(
    '/auth/update-password',
    {
      onRequest: app.requireMember,
      config,
      schema: { tags, security: [{ bearer: [] }], body: ZUpdatePasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await updatePassword(app.ctx, request.user, request.body);
      return { msg: MSG.passwordChanged };
    },
  );

  app.post(
    '/auth/report-unwanted-email',
    { config, schema: { tags, body: ZReportUnwantedEmailRequest, response: { 200: ZMessageResponse } } },
    async (request) => ({ msg: await reportUnwantedEmail(app.ctx, request.body) }),
  );
};
