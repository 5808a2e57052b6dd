import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The longest a stop takes, whatever clients remain: then the process exits regardless. */
export const SHUTDOWN_LIMIT_MS = 10_000;
/**
 * How long requests already running get to finish. Then every connection still open (a
 * request whose body never ends, a socket that does not close) is cut, which leaves the rest
 * of the limit for writing the last messages and closing the database.
 */
export const DRAIN_LIMIT_MS = 5_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  closeDatabase(): Promise<void>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM and SIGINT stop the server: sockets close (clients reconnect elsewhere), HTTP
 * drains for at most DRAIN_LIMIT_MS, the last writes are flushed, the database closes and
 * the process exits 0; if any of that hangs, it exits 1 at SHUTDOWN_LIMIT_MS. A second
 * signal changes nothing (`npm start` in a terminal may deliver one twice).
 */
export function stopOnSignals({ app, closeDatabase, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info({ signal, connections: connections.size }, 'shutting down');
    const limit = setTimeout(() => {
      app.log.error(`shutdown did not finish within ${SHUTDOWN_LIMIT_MS} ms; exiting anyway`);
      exit(1);
    }, SHUTDOWN_LIMIT_MS);
    const drain = setTimeout(() => {
      app.log.warn({ connections: connections.size }, `cutting the connections still open after ${DRAIN_LIMIT_MS} ms`);
      for (const socket of connections) socket.destroy();
    }, DRAIN_LIMIT_MS);
    // Neither timer keeps a process alive that has nothing left to do.
    limit.unref();
    drain.unref();
    app
      .close()
      .then(() => clearTimeout(drain))
      .then(closeDatabase)
      .then(() => {
        clearTimeout(limit);
        app.log.info({ shutdown_ms: Date.now() - started }, 'stopped');
        exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
