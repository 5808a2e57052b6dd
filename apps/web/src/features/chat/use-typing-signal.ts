import { useCallback, useEffect, useRef } from 'react';
import { TYPING_STOP_MS } from '@quad/contract/constants';
import type { QuadSocket } from '@/shared/socket';

/** While typing goes on, the start is repeated this often so the other side's indicator stays. */
export const TYPING_REFRESH_MS = 5_000;

/**
 * Tells the other member that the caller is typing: typing_start on input, typing_stop
 * after two seconds without input, on send, and when the chat closes.
 */
export function useTypingSignal(socket: QuadSocket | null, otherId: number) {
  const startedAt = useRef<number | null>(null);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (startedAt.current === null) return;
    startedAt.current = null;
    socket?.emit('typing_stop', { recipient_id: otherId });
  }, [socket, otherId]);

  const onInput = useCallback(() => {
    const now = Date.now();
    if (startedAt.current === null || now - startedAt.current >= TYPING_REFRESH_MS) {
      startedAt.current = now;
      socket?.emit('typing_start', { recipient_id: otherId });
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_STOP_MS);
  }, [socket, otherId, stop]);

  useEffect(() => stop, [stop]);
  return { onInput, stop };
}
