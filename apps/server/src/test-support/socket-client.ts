import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@quad/contract';
import type { TestApp } from './test-app';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io-client connected as the member; the app starts listening on first use. */
export async function connectSocket(t: TestApp, token: string): Promise<TestSocket> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const socket: TestSocket = connectClient(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
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
