import type { FastifyBaseLogger } from 'fastify';
import type { messages } from '@/db/schema/index';

/** What happened, for the features that follow up on it (push, e-mail) without the source knowing them. */
export interface DomainEventMap {
  /** A new message was stored (once, on the instance that stored it). */
  message_stored: { message: typeof messages.$inferSelect };
}

type Handler<E extends keyof DomainEventMap> = (payload: DomainEventMap[E]) => Promise<void>;

/**
 * Typed in-process domain events. Handlers run after the emitter has moved on; one that fails
 * is logged and never affects the action or the other handlers. Shutdown waits for them.
 */
export class DomainEvents {
  private readonly handlers = new Map<keyof DomainEventMap, Handler<keyof DomainEventMap>[]>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  on<E extends keyof DomainEventMap>(event: E, handler: Handler<E>): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler as Handler<keyof DomainEventMap>]);
  }

  emit<E extends keyof DomainEventMap>(event: E, payload: DomainEventMap[E]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      const run = handler(payload).catch((err: unknown) =>
        this.log.warn({ err, event }, 'domain event handler failed'),
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
