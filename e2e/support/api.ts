import type { RunningServer } from './server';

/**
 * One JSON call to the server's API, as a test's set-up makes it (an administrator
 * verifying a payment, a member's token); a refusal fails with the server's log attached.
 */
export async function apiCall<T>(
  server: RunningServer,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}\n${server.output()}`);
  return json;
}
