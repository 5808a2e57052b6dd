import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '@/app-context';

/**
 * Something a module keeps for one app: a batch queue, a cache. The module declares it
 * beside the service that uses it; its plugin (`modulePlugin`) creates it when the app is
 * built and drains it when the app closes. Nothing is shared between two apps in one
 * process, and nothing outside the module needs to know it exists.
 */
export interface ModuleState<T> {
  readonly name: string;
  create(ctx: AppContext): T;
  /** Resolves once the work handed over so far is done (before the database closes). */
  drain?(state: T): Promise<void>;
  /** This app's instance; throws when the module's plugin was not registered. */
  of(ctx: AppContext): T;
}

export function moduleState<T>(definition: Omit<ModuleState<T>, 'of'>): ModuleState<T> {
  const state: ModuleState<T> = { ...definition, of: (ctx) => ctx.state.get(state) };
  return state;
}

/** The module states of one app, keyed by their definitions. */
export class AppState {
  private readonly values = new Map<ModuleState<unknown>, unknown>();

  provide<T>(state: ModuleState<T>, value: T): void {
    if (this.values.has(state)) throw new Error(`${state.name} is provided twice`);
    this.values.set(state, value);
  }

  get<T>(state: ModuleState<T>): T {
    if (!this.values.has(state)) throw new Error(`${state.name} is missing: register its module's plugin`);
    return this.values.get(state) as T;
  }
}

export interface ModulePluginOptions {
  /**
   * Modules this one hands work to. They must be registered first, and then close after it:
   * Fastify runs onClose hooks in the reverse order of registration, so work this module
   * drains into them on close is still taken.
   */
  dependencies?: string[];
}

/**
 * A module's plugin: provides its states to `ctx.state` and, on close, drains them one after
 * the other in the order given.
 */
export function modulePlugin(
  name: string,
  states: readonly ModuleState<unknown>[],
  options: ModulePluginOptions = {},
): FastifyPluginAsync {
  async function register(app: FastifyInstance): Promise<void> {
    const created = states.map((state) => {
      const value = state.create(app.ctx);
      app.ctx.state.provide(state, value);
      return { state, value };
    });
    app.addHook('onClose', async () => {
      for (const { state, value } of created) await state.drain?.(value);
    });
  }
  return fp(register, { name, dependencies: options.dependencies ?? [] });
}
