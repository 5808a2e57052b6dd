import type { AppContext } from '@/app-context';
import { announcePresence, connectionCount, isConnected } from './presence.service';

/**
 * Online and offline, as conversation partners see them: a member's first connection
 * announces them online; when their last connection (on any instance) ends, their last
 * activity is written and they are announced offline. A server shutting down announces
 * nothing: its members reconnect elsewhere.
 */
export function registerPresence(ctx: AppContext): void {
  ctx.io.on('connection', (socket) => {
    const userId = socket.data.userId;
    const failed = (err: unknown) => ctx.log.warn({ err, userId }, 'presence not announced');
    ctx.realtime
      .track(
        connectionCount(ctx, userId).then((count) => (count === 1 ? announcePresence(ctx, userId, true) : undefined)),
      )
      .catch(failed);
    socket.on('disconnect', () => {
      if (ctx.realtime.closing) return;
      ctx.realtime
        .track(isConnected(ctx, userId).then((still) => (still ? undefined : announcePresence(ctx, userId, false))))
        .catch(failed);
    });
  });
}
