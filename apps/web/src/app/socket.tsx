import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@quad/contract';
import { SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from '@quad/contract/constants';
import { tokenStore } from '@/api/client';
import { useSession } from './session';

export type QuadSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

interface SocketValue {
  socket: QuadSocket | null;
  status: SocketStatus;
}

const OFFLINE: SocketValue = { socket: null, status: 'offline' };
const CONNECTING: SocketValue = { socket: null, status: 'connecting' };
const SocketContext = createContext<SocketValue>(OFFLINE);

/**
 * One realtime connection per signed-in tab: websocket first, then long-polling, five
 * reconnection attempts a second apart (member-app.md section 7). Each (re)connection
 * presents the current access token. socket.io-client loads only for signed-in members.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const signedIn = token !== null;
  const [value, setValue] = useState<SocketValue>(OFFLINE);

  useEffect(() => {
    if (!signedIn) return;
    let socket: QuadSocket | null = null;
    let cancelled = false;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const s: QuadSocket = io({
        path: '/socket.io',
        transports: ['websocket', 'polling'],
        reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
        reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
        auth: (cb) => cb({ token: tokenStore.get() }),
      });
      socket = s;
      const set = (status: SocketStatus) => setValue({ socket: s, status });
      s.on('connect', () => {
        set('connected');
        s.emit('join_notifications');
      });
      s.on('disconnect', (reason) => {
        // The server ended this session (logout, deletion): do not try again.
        set(reason === 'io server disconnect' ? 'disconnected' : 'reconnecting');
      });
      s.io.on('reconnect_attempt', () => set('reconnecting'));
      s.io.on('reconnect_failed', () => set('disconnected'));
      s.on('connect_error', () => {
        if (!s.active) set('disconnected');
      });
      set('connecting');
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
      setValue(OFFLINE);
    };
  }, [signedIn]);

  const current = !signedIn ? OFFLINE : value.status === 'offline' ? CONNECTING : value;
  return <SocketContext.Provider value={current}>{children}</SocketContext.Provider>;
}

export const useSocket = (): SocketValue => useContext(SocketContext);

/** Subscribes to a server event for as long as the component is mounted. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const { socket } = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as ServerToClientEvents[E];
    // socket.io-client's typed `on` does not narrow a generic event name.
    (socket.on as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    return () => {
      (socket.off as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    };
  }, [socket, event]);
}
