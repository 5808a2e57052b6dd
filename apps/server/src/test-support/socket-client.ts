import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '@quad/contract';
import type { TestApp } from './test-app';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Makes the app listen on a free port, unless it already does, and answers its address. */
export async function listeningUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A real socket.io-client connected to the server at this address as the holder of the token. */
export async function connectSocketTo(url: string, token: string): Promise<TestSocket> {
  const socket: TestSocket = connectClient(url, { transports: ['websocket'], reconnection: false, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

/** A real socket.io-client connected as the member; the app starts listening on first use. */
export async function connectSocket(t: TestApp, token: string): Promise<TestSocket> {
  return connectSocketTo(await listeningUrl(t), token);
}

/**
 * Disconnects, then waits until the server has seen the connection end and finished what
 * that started (the member's last activity and the offline announcement), so a test can
 * write over them without racing them.
 */
export async function disconnectAndSettle(t: TestApp, socket: TestSocket): Promise<void> {
  const id = socket.id;
  socket.disconnect();
  while (id !== undefined && t.ctx.io.of('/').sockets.has(id)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await t.ctx.realtime.settled();
}

/** The payload of the next such event on this socket. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    socket.once(event as 'error', ((payload: never) => resolve(payload)) as never);
  });
}

export interface OpenSockets {
  /** Connects with this access token. */
  connect(token: string): Promise<TestSocket>;
  /** Connects as the member on a session of its own, like another device or tab. */
  connectNewSession(member: { id: number }): Promise<TestSocket>;
  /** Sockets opened some other way, disconnected with the rest. */
  keep(...sockets: TestSocket[]): void;
}

/**
 * The realtime sockets a file's tests open, disconnected when each test ends. With
 * `advanceClockMs` the clock then moves on, so that per-minute allowances start full.
 */
export function useSockets(t: TestApp, options: { advanceClockMs?: number } = {}): OpenSockets {
  const open: TestSocket[] = [];
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
    if (options.advanceClockMs) t.clock.advance(options.advanceClockMs);
  });
  const sockets: OpenSockets = {
    async connect(token) {
      const socket = await connectSocket(t, token);
      open.push(socket);
      return socket;
    },
    async connectNewSession(member) {
      const { token } = await t.ctx.sessions.create(member.id);
      return sockets.connect(token);
    },
    keep(...more) {
      open.push(...more);
    },
  };
  return sockets;
}
