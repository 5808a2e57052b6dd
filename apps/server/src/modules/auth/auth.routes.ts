import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MSG } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
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

  endpointRoute(app, ENDPOINTS.auth.register, { config, schema: { tags } }, async (request, reply) =>
    reply.status(201).send(await register(app.ctx, request.body)),
  );

  endpointRoute(app, ENDPOINTS.auth.verifyEmail, { config, schema: { tags } }, async (request) => ({
    msg: MSG.emailVerified,
    ...presentSignIn(await verifyEmail(app.ctx, request.body, meta(request))),
  }));

  endpointRoute(app, ENDPOINTS.auth.resendVerification, { config, schema: { tags } }, async (request) =>
    resendVerification(app.ctx, request.body),
  );

  endpointRoute(app, ENDPOINTS.auth.login, { config, schema: { tags } }, async (request) =>
    presentSignIn(await login(app.ctx, request.body, meta(request))),
  );

  endpointRoute(app, ENDPOINTS.auth.logout, { schema: { tags } }, async (request) => {
    await app.ctx.sessions.logout(bearerToken(request.headers.authorization));
    return { msg: MSG.loggedOut };
  });

  endpointRoute(app, ENDPOINTS.auth.forgotPassword, { config, schema: { tags } }, async (request) =>
    forgotPassword(app.ctx, request.body),
  );

  endpointRoute(app, ENDPOINTS.auth.verifyResetCode, { config, schema: { tags } }, async (request) => {
    await verifyResetCode(app.ctx, request.body);
    return { msg: MSG.resetCodeValid, valid: true as const };
  });

  endpointRoute(app, ENDPOINTS.auth.resetPassword, { config, schema: { tags } }, async (request) => {
    await resetPassword(app.ctx, request.body);
    return { msg: MSG.passwordReset };
  });

  endpointRoute(
    app,
    ENDPOINTS.auth.updatePassword,
    { onRequest: app.requireMember, config, schema: { tags, security: [{ bearer: [] }] } },
    async (request) => {
      await updatePassword(app.ctx, request.user, request.body);
      return { msg: MSG.passwordChanged };
    },
  );

  endpointRoute(app, ENDPOINTS.auth.reportUnwantedEmail, { config, schema: { tags } }, async (request) => ({
    msg: await reportUnwantedEmail(app.ctx, request.body),
  }));
};
