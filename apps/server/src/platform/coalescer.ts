export interface CoalescerOptions {
  /** Items per flush at most (a longer queue takes several flushes). */
  maxBatch?: number;
  /** Flushes running at once at most. */
  concurrency?: number;
  /**
   * How long the first item of a quiet spell waits for company before its flush starts (0:
   * only until the current turn of the event loop ends). For work nobody waits on, a few
   * milliseconds turn many small statements into a few larger ones.
   */
  lingerMs?: number;
}

/**
 * Group commit for work that goes to the database item by item (messages, delivery receipts,
 * message screening): the first item starts a flush at once (after the current turn of the
 * event loop, so items arriving together go together); items added while every allowed flush
 * runs wait and go together in the next one. Under load many items share one statement (and
 * one commit); alone, an item waits for nothing but its own flush (and `lingerMs`).
 */
export class Coalescer<T, R> {
  private queue: { item: T; resolve: (result: R) => void; reject: (err: unknown) => void }[] = [];
  /** Flushing loops running; counted inside the loop, so an item is never left without one. */
  private active = 0;
  private readonly workers = new Set<Promise<void>>();
  private readonly maxBatch: number;
  private readonly concurrency: number;
  private readonly lingerMs: number;

  /** @param flush answers one result per item, in order; a rejection fails every item of the batch. */
  constructor(
    private readonly flush: (items: T[]) => Promise<R[]>,
    options: CoalescerOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.concurrency = options.concurrency ?? 1;
    this.lingerMs = options.lingerMs ?? 0;
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.active < this.concurrency) {
        this.active++;
        const worker = this.drain();
        this.workers.add(worker);
        void worker.then(() => this.workers.delete(worker));
      }
    });
  }

  /** Resolves once every item added so far has been flushed (e.g. before the database closes). */
  async idle(): Promise<void> {
    while (this.workers.size > 0) await Promise.all([...this.workers]);
  }

  private async drain(): Promise<void> {
    try {
      await new Promise((resolve) => (this.lingerMs > 0 ? setTimeout(resolve, this.lingerMs) : setImmediate(resolve)));
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
      // Synchronous with the empty-queue check above: the next add() starts a new loop.
      this.active--;
    }
  }
}
