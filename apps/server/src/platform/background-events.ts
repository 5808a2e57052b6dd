import type { FastifyBaseLogger } from 'fastify';
import type { messages } from '@/db/schema/index';

/**
 * What happened, for the features that follow up on it in the background (push, e-mail)
 * without the source knowing them or waiting for them. Side effects a request must finish
 * before it answers are domain events (src/domain-events.ts) instead.
 */
export interface BackgroundEventMap {
  /** A new message was stored (once, on the instance that stored it). */
  message_stored: { message: typeof messages.$inferSelect };
}

type Handler<E extends keyof BackgroundEventMap> = (payload: BackgroundEventMap[E]) => Promise<void>;

/**
 * Typed in-process background events. Handlers run after the emitter has moved on; one that fails
 * is logged and never affects the action or the other handlers. Shutdown waits for them.
 */
export class BackgroundEvents {
  private readonly handlers = new Map<keyof BackgroundEventMap, Handler<keyof BackgroundEventMap>[]>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  on<E extends keyof BackgroundEventMap>(event: E, handler: Handler<E>): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler as Handler<keyof BackgroundEventMap>]);
  }

  emit<E extends keyof BackgroundEventMap>(event: E, payload: BackgroundEventMap[E]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      const run = handler(payload).catch((err: unknown) =>
        this.log.warn({ err, event }, 'background event handler failed'),
      );
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
  }

  /** Resolves when every handler started so far has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
