/** A handler of one event; it may be async, and the emitter waits for it. */
export type EventHandler<P> = (payload: P) => void | Promise<void>;

/**
 * Typed domain events in one process: a service says what happened (`emit`) and the
 * modules that care (`on`) do their part: clear a cache, tell a member's open pages.
 * Handlers run one after the other in the order they subscribed, and `emit` resolves once
 * all have run, so a request answers after its side effects, as it would calling them
 * itself. A handler's error reaches the emitter.
 */
export class EventBus<Events extends object> {
  private readonly handlers = new Map<keyof Events, EventHandler<never>[]>();

  on<K extends keyof Events>(event: K, handler: EventHandler<Events[K]>): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  async emit<K extends keyof Events>(event: K, payload: Events[K]): Promise<void> {
    for (const handler of (this.handlers.get(event) ?? []) as EventHandler<Events[K]>[]) await handler(payload);
  }
}
