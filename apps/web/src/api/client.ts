import { REFRESHED_TOKEN_HEADER } from '@quad/contract/constants';
import { codeForStatus, isErrorCode, type TErrorCode } from '@quad/contract/error-codes';
import { LOCAL, local } from '@/lib/storage';
import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResult, Route } from '@quad/contract/endpoint';
// Types only: the endpoint objects carry zod schemas, which the first page does not load.
import type { EndpointAt } from '@quad/contract/endpoints';

/**
 * An answer of the API that was not a success, with the server's msg, its stable code (what
 * the client branches on; by status when a proxy answered) and body.
 */
export class ApiError extends Error {
  readonly code: TErrorCode;
  constructor(
    readonly status: number,
    msg: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(msg);
    this.name = 'ApiError';
    this.code = isErrorCode(body.code) ? body.code : codeForStatus(status);
  }
}

/** Whether the error is an API answer with one of these codes. */
export const hasCode = (err: unknown, ...codes: TErrorCode[]): err is ApiError =>
  err instanceof ApiError && codes.includes(err.code);

/** Thrown when the request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super('Network error. Please check your connection and try again.');
    this.name = 'NetworkError';
  }
}

type Listener = (token: string | null) => void;
const tokenListeners = new Set<Listener>();

export const tokenStore = {
  get: (): string | null => local.get(LOCAL.accessToken),
  set(token: string | null): void {
    if (token) local.set(LOCAL.accessToken, token);
    else local.remove(LOCAL.accessToken);
    for (const listener of tokenListeners) listener(token);
  },
  subscribe(listener: Listener): () => void {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A multipart body, sent as it is. */
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Adds the bearer token, stores a refreshed token, and turns failures into ApiError. */
export function authorisedFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = tokenStore.get();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers }).then((res) => {
    const refreshed = res.headers.get(REFRESHED_TOKEN_HEADER);
    if (refreshed && tokenStore.get()) tokenStore.set(refreshed);
    return res;
  });
}

async function send<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method: options.method ?? 'GET', signal: options.signal };
  if (options.form) init.body = options.form;
  else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { 'content-type': 'application/json' };
  }
  let res: Response;
  try {
    res = await authorisedFetch(buildUrl(path, options.query), init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!res.ok) {
    const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const msg = typeof record.msg === 'string' ? record.msg : res.statusText || 'Request failed';
    throw new ApiError(res.status, msg, record);
  }
  return body as T;
}

type Part<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: never }
  : Partial<V> extends V
    ? { [P in K]?: V }
    : { [P in K]: V };
/** What a call of the endpoint at this route takes: its path params, query and body, by its schemas. */
export type CallOptions<R extends Route> = Part<'params', EndpointParams<EndpointAt<R>>> &
  Part<'query', EndpointQuery<EndpointAt<R>>> &
  Part<'body', EndpointBody<EndpointAt<R>>> & { signal?: AbortSignal };
/** The arguments after the route: none when the endpoint needs nothing, else its options. */
export type CallArgs<R extends Route> =
  Partial<CallOptions<R>> extends CallOptions<R> ? [CallOptions<R>?] : [CallOptions<R>];
/** The body of the endpoint's successful answer. */
export type CallResult<R extends Route> = EndpointResult<EndpointAt<R>>;

/** The route's path with each `:name` replaced by its (encoded) value. */
export function pathOf(at: Route, params?: Record<string, string | number>): string {
  return at.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${at.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls an endpoint of the API, named by its route (`API.group.name` of @quad/contract/routes):
 * what it takes and what it answers are the endpoint object's. Failures throw ApiError or NetworkError.
 */
export function call<R extends Route>(at: R, ...[options]: NoInfer<CallArgs<R>>): Promise<CallResult<R>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
    signal?: AbortSignal;
  };
  return send<CallResult<R>>(pathOf(at, params), { method: at.method, query, body, signal });
}

/** Sends a multipart form to an endpoint that reads one (photo upload, selfie frames). */
export function sendForm<R extends Route>(at: R, form: FormData): Promise<CallResult<R>> {
  return send<CallResult<R>>(pathOf(at), { method: at.method, form });
}

/** The server's message of an error, or the given fallback (the specification's wording). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  if (err instanceof NetworkError) return err.message;
  return fallback;
}
