import { MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { AppError, Unauthorized } from '@/platform/errors';
import { ADMIN_ROOM, sessionRoom, userRoom, type IoSocket } from '@/platform/realtime';
import { HandshakeFailures, handshakeAddress, SocketRefusal, SocketSlots } from './socket-limits';

type SocketMiddleware = (socket: IoSocket, next: (err?: Error) => void) => void;

/**
 * `io.use(...)`: a connection must carry a valid access token in `auth.token`, checked
 * with its session exactly as for HTTP. The socket joins the member's room, the session's
 * room (so logout ends it) and, for administrators, the admins room. Suspended members
 * connect (they must receive account events); the chat refuses what they may not do.
 * An address whose handshakes keep failing authentication is refused for the rest of the
 * minute, and a member holding SOCKETS_PER_MEMBER_MAX connections is refused another.
 * Every refusal reaches the client as `connect_error` with `data: { msg, code }`.
 */
export function socketAuth(ctx: AppContext): SocketMiddleware {
  const failures = new HandshakeFailures(ctx.config.socketAuthFailuresPerMinute, ctx.clock);
  const slots = new SocketSlots(ctx);
  return (socket, next) => {
    const address = handshakeAddress(socket, ctx.config.trustProxy);
    authenticateSocket(ctx, socket, { address, failures, slots }).then(
      () => next(),
      (err: unknown) => {
        if (err instanceof SocketRefusal) return next(err);
        if (err instanceof Unauthorized) failures.record(address);
        if (err instanceof AppError) return next(new SocketRefusal(err.message, refusalCode(err)));
        ctx.log.error({ err }, 'socket authentication failed');
        next(new SocketRefusal(MSG.internal, 'internal'));
      },
    );
  };
}

interface Guards {
  address: string;
  failures: HandshakeFailures;
  slots: SocketSlots;
}

async function authenticateSocket(ctx: AppContext, socket: IoSocket, guards: Guards): Promise<void> {
  guards.failures.assertAllowed(guards.address);
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : undefined;
  const { user } = await ctx.sessions.authenticate(token);
  socket.data = { userId: user.id, sessionId: user.sessionId, isAdmin: user.isAdmin };
  await guards.slots.admit(user.id, async () => {
    await socket.join([userRoom(user.id), sessionRoom(user.sessionId), ...(user.isAdmin ? [ADMIN_ROOM] : [])]);
  });
  ctx.activity.touch(user.id);
}

/** The refusal's code: the error's own when it has one, else one for its status. */
function refusalCode(err: AppError): string {
  if (typeof err.extra.code === 'string') return err.extra.code;
  return err.statusCode === 401 ? 'not_authenticated' : 'refused';
}
