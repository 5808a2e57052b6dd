import type { FastifyInstance } from 'fastify';

export interface SelfResponse<T> {
  status: number;
  body: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request through the app's whole HTTP pipeline (hooks, guards, validation, serialisation),
 * injected in-process, so a test sees exactly what a browser would get.
 */
export async function selfRequest<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string | null; body?: unknown } = {},
): Promise<SelfResponse<T>> {
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'user-agent': 'quad-selftest',
    },
    ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
  });
  let body: unknown = null;
  try {
    body = res.body ? JSON.parse(res.body) : null;
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body: body as T };
}

/** "POST /api/x answered 500: Internal error" for failure messages. */
export function describeAnswer(method: string, url: string, res: SelfResponse<unknown>): string {
  const msg = (res.body as { msg?: unknown } | null)?.msg;
  return `${method} ${url} answered ${res.status}${typeof msg === 'string' ? `: ${msg}` : ''}`;
}
