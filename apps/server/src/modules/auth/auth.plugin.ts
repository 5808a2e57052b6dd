import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, REFRESHED_TOKEN_HEADER } from '@quad/contract';
import { Forbidden, Unauthorized } from '@/platform/errors';
import { warmUpPasswordHashing } from './password.service';
import type { AuthUser } from './session.service';
import { bearerToken } from './token.service';

/** A preHandler (or onRequest hook) that authenticates and authorises the request. */
export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Any signed-in member, suspended included (profile, settings, payments). */
    requireMember: AuthGuard;
    /** A signed-in member who is not suspended (browse, chat, reports); 403 otherwise. */
    requireActiveMember: AuthGuard;
    /** An administrator; 403 "You do not have admin access" for members, 401 without a token. */
    requireAdmin: AuthGuard;
  }
  interface FastifyRequest {
    /**
     * The caller, set by requireMember / requireActiveMember / requireAdmin. Reading it on a
     * route without one of them throws 401 rather than letting anyone through.
     */
    user: AuthUser;
  }
}

const kUser = Symbol('authUser');
type WithUser = FastifyRequest & { [kUser]?: AuthUser };

/** How often ended sessions and expired rate counters are cleared away. */
const PURGE_INTERVAL_MS = 60 * 60_000;

async function auth(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', {
    getter(this: WithUser): AuthUser {
      const user = this[kUser];
      if (!user) throw new Unauthorized(MSG.notAuthenticated);
      return user;
    },
    setter(this: WithUser, user: AuthUser) {
      this[kUser] = user;
    },
  });

  const authenticate: AuthGuard = async (request, reply) => {
    const { user, refreshedToken } = await app.ctx.sessions.authenticate(bearerToken(request.headers.authorization));
    request.user = user;
    if (refreshedToken) void reply.header(REFRESHED_TOKEN_HEADER, refreshedToken);
    app.ctx.activity.touch(user.id);
  };

  app.decorate('requireMember', authenticate);
  app.decorate('requireActiveMember', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (request.user.isSuspended)
      throw new Forbidden(MSG.suspendedNotAllowed, { code: 'account_suspended', is_suspended: true });
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (!request.user.isAdmin) throw new Forbidden(MSG.notAdmin);
  });

  // The first sign-in with an unknown e-mail must not be slower than the others.
  app.addHook('onReady', warmUpPasswordHashing);

  const purge = setInterval(() => {
    Promise.all([app.ctx.sessions.purgeEnded(), app.ctx.rateCounters.purgeExpired()]).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of ended sessions and expired counters failed'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}

/** Decorates the app with the auth guards other features put on their routes. */
export const authPlugin = fp(auth, { name: 'quad-auth' });
