import type { FastifyInstance } from 'fastify';
import type { Endpoint, TErrorCode } from '@quad/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (set by endpointRoute). */
    endpoint?: Endpoint;
  }
}

/**
 * Codes every endpoint may answer without listing them: the default code of each error
 * status, and the answers of the framework, the rate limiter and a lost database.
 */
export const ANY_ENDPOINT_CODES: readonly TErrorCode[] = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'rate_limited',
  'unavailable',
  'internal',
];

/** Codes every endpoint that needs a signed-in caller may answer too. */
export const SIGNED_IN_CODES: readonly TErrorCode[] = ['session_expired', 'account_deleted'];

/** An error answer whose code its endpoint does not declare. */
export interface UndeclaredErrorAnswer {
  endpoint: string;
  status: number;
  code: string;
}

/** The codes an endpoint may answer: its own list and the ones every endpoint may. */
export function declaredErrorCodes(endpoint: Endpoint, signedIn: boolean): Set<string> {
  return new Set<string>([...ANY_ENDPOINT_CODES, ...(signedIn ? SIGNED_IN_CODES : []), ...(endpoint.errors ?? [])]);
}

function codeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const body = JSON.parse(payload) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Holds the contract's error lists to the real answers: every error answer of an endpoint
 * route whose code the endpoint does not declare is reported. Tests turn it on for every app
 * they build, so an answer the contract does not name fails the test file that caused it.
 */
export function watchErrorContract(app: FastifyInstance, report: (answer: UndeclaredErrorAnswer) => void): void {
  const declared = new WeakMap<Endpoint, Set<string>>();
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || reply.statusCode < 400) return payload;
    let codes = declared.get(endpoint);
    if (!codes) {
      const signedIn = Boolean(request.routeOptions.schema?.security);
      codes = declaredErrorCodes(endpoint, signedIn);
      declared.set(endpoint, codes);
    }
    const code = codeOf(payload);
    if (code && !codes.has(code)) {
      report({ endpoint: `${endpoint.method} ${endpoint.path}`, status: reply.statusCode, code });
    }
    return payload;
  });
}
