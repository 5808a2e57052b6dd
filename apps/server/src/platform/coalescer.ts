/**
 * Group commit for work that goes to the database item by item (delivery receipts, message
 * screening): the first item starts a flush at once (after the current turn of the event
 * loop, so items arriving together go together); items added while a flush runs wait for it
 * and go in the next one, together. Under load many items share one statement; alone, an
 * item waits for nothing but its own flush. One flush runs at a time.
 */
export class Coalescer<T, R> {
  private queue: { item: T; resolve: (result: R) => void; reject: (err: unknown) => void }[] = [];
  private running: Promise<void> | null = null;

  /**
   * @param flush answers one result per item, in order; a rejection fails every item of the batch.
   * @param maxBatch items per flush at most (a longer queue takes several flushes).
   */
  constructor(
    private readonly flush: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 500,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.running ??= this.drain();
    });
  }

  /** Resolves once every item added so far has been flushed (e.g. before the database closes). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const results = await this.flush(batch.map((b) => b.item));
          batch.forEach((b, i) => b.resolve(results[i]!));
        } catch (err) {
          for (const b of batch) b.reject(err);
        }
      }
    } finally {
      this.running = null;
    }
  }
}
