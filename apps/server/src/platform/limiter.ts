/**
 * Runs at most `concurrency` tasks at once; the others wait in order. For work that
 * occupies threads or memory outside JavaScript (image processing), where a burst of
 * requests should queue instead of competing for the same cores.
 */
export function createLimiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiter, so none can jump the queue.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const waiter = waiting.shift();
      if (waiter) waiter();
      else running--;
    }
  };
}
