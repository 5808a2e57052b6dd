import type { z } from 'zod';
import type { TErrorCode } from './error-codes';

// No zod at run time here: the web's first page names endpoints through routes.ts and this file.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint answers: its method and its full path, with `:name` for each path parameter. */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export const route = <const M extends HttpMethod, const P extends `/api/${string}`>(
  method: M,
  path: P,
): Route<M, P> => ({
  method,
  path,
});

/** What an endpoint takes and answers, by zod schema, and the error codes it may answer. */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Each status answered with a JSON body, success and failure alike. */
  readonly response?: Readonly<Partial<Record<number, z.ZodType>>>;
  /**
   * The codes this endpoint answers beyond the default code of each status: every endpoint
   * may answer bad_request, validation_failed, unauthorized, forbidden, not_found, conflict,
   * payload_too_large, unsupported_media_type, uri_too_long, rate_limited, unavailable and
   * internal, and one that needs a signed-in caller session_expired and account_deleted too.
   * Server tests fail on an answer whose code is in neither (`platform/error-contract.ts`).
   */
  readonly errors?: readonly TErrorCode[];
}

/** One endpoint of the API: method, path, params, query, body, responses and error codes. */
export type Endpoint = Route & EndpointSchemas;

/** Declares an endpoint at a route of routes.ts, which keeps method and path free of zod. */
export const defineEndpoint = <const R extends Route, const S extends EndpointSchemas>(at: R, schemas: S): R & S => ({
  ...at,
  ...schemas,
});

/**
 * Declares an endpoint whose one answer with a body is a 200 with `ok`, as most are; params,
 * query, body and errors as for defineEndpoint.
 */
export function defineOkEndpoint<const R extends Route, const Ok extends z.ZodType>(at: R, ok: Ok): R & OkOnly<Ok>;
export function defineOkEndpoint<
  const R extends Route,
  const Ok extends z.ZodType,
  const S extends Omit<EndpointSchemas, 'response'>,
>(at: R, ok: Ok, schemas: S): R & S & OkOnly<Ok>;
export function defineOkEndpoint(at: Route, ok: z.ZodType, schemas: Omit<EndpointSchemas, 'response'> = {}) {
  return { ...at, ...schemas, response: { 200: ok } };
}

interface OkOnly<Ok extends z.ZodType> {
  readonly response: { readonly 200: Ok };
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The path parameters a caller fills in (numbers and strings alike end up in the URL). */
export type EndpointParams<E> = E extends { params: infer P extends z.ZodType }
  ? { [K in keyof z.output<P>]: string | number }
  : undefined;
export type EndpointQuery<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type EndpointBody<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** The body of a successful answer. */
export type EndpointResult<E> = E extends { response: infer R }
  ? { [S in keyof R]: S extends SuccessStatus ? (R[S] extends z.ZodType ? z.output<R[S]> : never) : never }[keyof R]
  : unknown;
