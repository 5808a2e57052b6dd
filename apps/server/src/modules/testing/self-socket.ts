import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import { SkipTest } from './test-suite.types';

export type SelfSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECT_TIMEOUT_MS = 10_000;

/** The port this server listens on; a test needing real sockets is skipped when it does not listen. */
function ownPort(app: FastifyInstance): number {
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') throw new SkipTest('The server is not listening on a TCP port');
  return address.port;
}

/**
 * A real Socket.IO client connected to this server's own port, as a browser would connect.
 * Resolves to the socket, or rejects with the server's refusal message.
 */
export async function connectSelfSocket(app: FastifyInstance, token: string | null): Promise<SelfSocket> {
  const url = `http://127.0.0.1:${ownPort(app)}`;
  // Loaded when a suite first needs it, not at every start of the server.
  const { io: connectClient } = await import('socket.io-client');
  const socket: SelfSocket = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
    auth: token ? { token } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next such event on the socket, or a rejection naming what did not arrive in time. */
export function nextSelfEvent<E extends keyof ServerToClientEvents>(
  socket: SelfSocket,
  event: E,
  timeoutMs = 15_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event as 'error', handler as never);
      reject(new Error(`No ${event} event within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const handler = (payload: never) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event as 'error', handler as never);
  });
}
