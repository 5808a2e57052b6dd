import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@quad/contract';
import { SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from '@quad/contract/constants';
import { tokenStore } from '@/api/client';
import { useSession } from './session';

export type QuadSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface SocketValue {
  socket: QuadSocket | null;
  status: SocketStatus;
}

const OFFLINE: SocketValue = { socket: null, status: 'offline' };
const CONNECTING: SocketValue = { socket: null, status: 'connecting' };
/** Exported for component tests, which provide a socket of their own. */
export const SocketContext = createContext<SocketValue>(OFFLINE);

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
        set('reconnecting');
        // A server shutting down (a restart, a deploy) also ends connections this way, and
        // Socket.IO does not retry those by itself. Try again: a session that has really
        // ended is refused (connect_error), and the reconnection stops there.
        if (reason === 'io server disconnect') {
          setTimeout(() => {
            if (!cancelled) s.connect();
          }, SOCKET_RECONNECT_DELAY_MS);
        }
      });
      s.io.on('reconnect_attempt', () => set('reconnecting'));
      s.io.on('reconnect_failed', () => set('disconnected'));
      s.on('connect_error', () => {
        if (!s.active) set('disconnected');
      });
      set('connecting');
    });
    // After the five attempts, try again when the device is back online or the tab is looked at.
    const revive = () => {
      if (socket && !socket.active && document.visibilityState === 'visible') socket.connect();
    };
    window.addEventListener('online', revive);
    document.addEventListener('visibilitychange', revive);
    return () => {
      cancelled = true;
      window.removeEventListener('online', revive);
      document.removeEventListener('visibilitychange', revive);
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
