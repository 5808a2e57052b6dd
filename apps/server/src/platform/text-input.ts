import type { FastifyInstance } from 'fastify';
import { BadRequest } from './errors';

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode';
export const NULL_BODY_MESSAGE = 'Request body must be a JSON object';

/**
 * True when a string in the value (at any depth) holds a NUL character or an unpaired
 * surrogate: PostgreSQL cannot store either in a text column, so such input would fail
 * deep in a query instead of at the door. Iterative, since bodies may nest deeply.
 */
/** With the u flag a surrogate pair is one code point, so only an unpaired one is Cs. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses, with 400 { msg }, any request whose body, query or path carries such text, and a
 * JSON body that is literally `null`. Fastify hands a missing body to the schemas as null
 * too, so routes whose body is optional read null as "no body"; a `null` actually sent
 * (request.body is undefined without a body) is bad input like any other non-object.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === null) throw new BadRequest(NULL_BODY_MESSAGE);
    if (hasUnstorableText(request.query) || hasUnstorableText(request.params) || hasUnstorableText(request.body)) {
      throw new BadRequest(UNSTORABLE_TEXT_MESSAGE);
    }
  });
}
