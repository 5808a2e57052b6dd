import { MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { AppError } from '@/platform/errors';
import { ADMIN_ROOM, sessionRoom, userRoom, type IoSocket } from '@/platform/realtime';

type SocketMiddleware = (socket: IoSocket, next: (err?: Error) => void) => void;

/** The error a refused connection receives (`connect_error`): its message and `data.msg`. */
class SocketAuthError extends Error {
  readonly data: { msg: string };
  constructor(msg: string) {
    super(msg);
    this.data = { msg };
  }
}

/**
 * `io.use(...)`: a connection must carry a valid access token in `auth.token`, checked
 * with its session exactly as for HTTP. The socket joins the member's room, the session's
 * room (so logout ends it) and, for administrators, the admins room. Suspended members
 * connect (they must receive account events); the chat refuses what they may not do.
 */
export function socketAuth(ctx: AppContext): SocketMiddleware {
  return (socket, next) => {
    authenticateSocket(ctx, socket).then(
      () => next(),
      (err: unknown) => {
        if (err instanceof AppError) return next(new SocketAuthError(err.message));
        ctx.log.error({ err }, 'socket authentication failed');
        next(new SocketAuthError(MSG.internal));
      },
    );
  };
}

async function authenticateSocket(ctx: AppContext, socket: IoSocket): Promise<void> {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : undefined;
  const { user } = await ctx.sessions.authenticate(token);
  socket.data = { userId: user.id, sessionId: user.sessionId, isAdmin: user.isAdmin };
  await socket.join([userRoom(user.id), sessionRoom(user.sessionId), ...(user.isAdmin ? [ADMIN_ROOM] : [])]);
  ctx.activity.touch(user.id);
}
