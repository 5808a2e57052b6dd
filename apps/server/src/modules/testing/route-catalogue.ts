import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export interface CataloguedRoute {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the catalogue, for the admin permission checks. */
    routeCatalogue: CataloguedRoute[];
  }
}

/**
 * Records each route as it is registered, so the permission suite checks every
 * administrator endpoint that exists, not a list that could fall behind. Register it
 * before the API routes.
 */
export const routeCatalogue = fp(
  async (app: FastifyInstance) => {
    const routes: CataloguedRoute[] = [];
    app.decorate('routeCatalogue', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
      }
    });
  },
  { name: 'quad-route-catalogue' },
);
