import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  SOCKET_MAX_PAYLOAD_BYTES,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@quad/contract';
import { isAllowedOrigin } from './socket-origin';

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The room every connection of one member joins; events for a member go to this room. */
export const userRoom = (userId: number): string => `user:${userId}`;
export const ADMIN_ROOM = 'admins';
/** The room of one signed-in device's connections, so logout can end exactly those. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/** Typed emits to members. With the Redis adapter they reach every instance. */
export class Realtime {
  /** Set while the server shuts down: connections end, but their members did not leave. */
  closing = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  /**
   * Work that talks to other instances (through Redis) after a connection event; shutdown
   * waits for it before closing Redis, so none of it is cut off half-way.
   */
  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /** Resolves when the tracked work has settled. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  constructor(readonly io: IoServer) {}

  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...args: EventArgs<E>): void {
    this.io.to(userRoom(userId)).emit(event, ...args);
  }

  toUsers<E extends keyof ServerToClientEvents>(userIds: number[], event: E, ...args: EventArgs<E>): void {
    if (userIds.length === 0) return;
    this.io.to(userIds.map(userRoom)).emit(event, ...args);
  }

  toAdmins<E extends keyof ServerToClientEvents>(event: E, ...args: EventArgs<E>): void {
    this.io.to(ADMIN_ROOM).emit(event, ...args);
  }

  /**
   * Which of these members have a connection open now, on any instance: the rooms are asked
   * at once (one round trip through Redis with several instances). An instance that does not
   * answer in time leaves the answer to this instance's own connections.
   */
  async connectedAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rooms = userIds.map(userRoom);
    const sockets = await this.io
      .in(rooms)
      .fetchSockets()
      .catch(() => this.io.local.in(rooms).fetchSockets());
    const wanted = new Set(userIds);
    return new Set(sockets.map((s) => s.data.userId).filter((id) => wanted.has(id)));
  }

  /**
   * Every socket of the member, on every instance. A server-side disconnect (not a transport
   * close): events emitted just before still arrive, and the client does not reconnect.
   */
  disconnectUser(userId: number): void {
    this.io.in(userRoom(userId)).disconnectSockets(false);
  }

  /** The sockets of one session (e.g. after logout), on every instance. */
  disconnectSession(sessionId: string): void {
    this.io.in(sessionRoom(sessionId)).disconnectSockets(false);
  }
}

export interface RealtimeOptions {
  httpServer: HttpServer;
  allowedOrigins: string[];
  trustProxy: boolean;
  redisUrl: string | undefined;
}

export interface RealtimeHandle {
  io: IoServer;
  realtime: Realtime;
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server. A browser may connect from the page's own origin or a
 * configured one (isAllowedOrigin); with REDIS_URL the Redis adapter carries rooms and emits
 * between instances.
 */
export function createRealtime({ httpServer, allowedOrigins, trustProxy, redisUrl }: RealtimeOptions): RealtimeHandle {
  const io: IoServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req, allowedOrigins, trustProxy)),
  });
  const clients: Redis[] = [];
  if (redisUrl) {
    // Loaded only when configured: a single instance starts without the Redis client.
    const load = createRequire(import.meta.url);
    const { Redis: RedisClient } = load('ioredis') as typeof import('ioredis');
    const { createAdapter } = load('@socket.io/redis-adapter') as typeof import('@socket.io/redis-adapter');
    const pub = new RedisClient(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    pub.on('error', () => {});
    sub.on('error', () => {});
    clients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  const realtime = new Realtime(io);
  return {
    io,
    realtime,
    async close() {
      realtime.closing = true;
      await realtime.settled();
      // io.close() ends every connection at the transport, as a crash or a network cut
      // would: clients reconnect (to this instance once restarted, or to another). Telling
      // them "disconnected by the server" instead would stop their reconnection for good.
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
