import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body?: unknown;
}

/** A route's answer, fixed or computed from the request body (replies may be slow promises). */
export type StubRoute = StubReply | ((body: unknown, url: URL) => StubReply | Promise<StubReply>);

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with the given routes, keyed "METHOD /path" (query strings ignored).
 * Anything else answers 404 {msg}; the me call answers 401 unless a route gives it.
 * Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, StubRoute>): { calls: StubCall[] } {
  const calls: StubCall[] = [];
  const all: Record<string, StubRoute> = {
    'GET /api/users/me': { status: 401, body: { msg: 'Authentication required' } },
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const route = all[`${method} ${url.pathname}`];
      const reply = !route
        ? { status: 404, body: { msg: 'Not found' } }
        : typeof route === 'function'
          ? await route(body, url)
          : route;
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}
