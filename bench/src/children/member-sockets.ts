import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';

/** A message as both relays hand it on (the product's receive_message shape). */
export interface RelayedMessage {
  id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  timestamp: string;
  client_id: string | null;
}

/**
 * The relays' Socket.IO: the product's transport options, and a connection that names its
 * member in `auth.userId` and joins that member's room (`user:{id}`). Nothing is checked.
 */
export function memberSockets(server: HttpServer): Server {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });
  io.use((socket, next) => {
    const userId = Number((socket.handshake.auth as { userId?: unknown }).userId);
    if (!Number.isSafeInteger(userId) || userId <= 0) return next(new Error('userId required'));
    socket.data = { userId };
    void socket.join(`user:${userId}`);
    next();
  });
  return io;
}

/** The member a connection accepted by memberSockets belongs to. */
export const memberOf = (socket: { data: unknown }): number => (socket.data as { userId: number }).userId;
