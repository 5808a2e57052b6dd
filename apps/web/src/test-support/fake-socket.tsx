import { useState, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import type { ClientToServerEvents, ServerToClientEvents } from '@quad/contract';
import { SocketContext, type QuadSocket, type SocketStatus } from '@/shared/socket';

export interface Emitted {
  event: keyof ClientToServerEvents;
  payload: unknown;
}

type Listener = (...args: unknown[]) => void;
type AckAnswer = (event: keyof ClientToServerEvents, payload: unknown) => Promise<unknown>;

/**
 * Stands in for the server end of the realtime connection in component tests: records what
 * the page emits, answers acknowledged emits with `answerAck`, and delivers server events.
 */
export class FakeSocket {
  connected = true;
  readonly emitted: Emitted[] = [];
  answerAck: AckAnswer = () => new Promise(() => undefined);
  private readonly listeners = new Map<string, Set<Listener>>();
  private setStatus: ((status: SocketStatus) => void) | null = null;

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: keyof ClientToServerEvents, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  timeout() {
    return {
      emitWithAck: (event: keyof ClientToServerEvents, payload: unknown) => {
        this.emitted.push({ event, payload });
        return this.answerAck(event, payload);
      },
    };
  }

  connect() {
    return this;
  }

  /** The server sends an event to this member. */
  serverEmit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
    act(() => {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    });
  }

  /** The connection drops or comes back, as the app's socket provider would report it. */
  setConnection(status: SocketStatus) {
    const was = this.connected;
    this.connected = status === 'connected';
    act(() => {
      this.setStatus?.(status);
      if (was !== this.connected) {
        for (const listener of this.listeners.get(this.connected ? 'connect' : 'disconnect') ?? []) listener();
      }
    });
  }

  sent(event: keyof ClientToServerEvents): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }

  bind(setStatus: (status: SocketStatus) => void) {
    this.setStatus = setStatus;
  }
}

/** Provides the fake socket to the page under test in place of the app's connection. */
export function FakeSocketProvider({ socket, children }: { socket: FakeSocket; children: ReactNode }) {
  const [status, setStatus] = useState<SocketStatus>(socket.connected ? 'connected' : 'reconnecting');
  socket.bind(setStatus);
  return (
    <SocketContext.Provider value={{ socket: socket as unknown as QuadSocket, status }}>
      {children}
    </SocketContext.Provider>
  );
}
