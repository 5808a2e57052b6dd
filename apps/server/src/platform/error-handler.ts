import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, MSG } from '@quad/contract';
import { AppError, TooManyRequests } from './errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** "age: Too small: expected number to be >=18" from the first validation issue. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const where = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.params?.issue?.message ?? first.message ?? 'is invalid';
  const scope = context === 'querystring' ? 'query ' : context === 'params' ? 'path ' : '';
  return where
    ? `Invalid ${scope}${where}: ${message}`
    : `Invalid ${scope || 'request '}: ${message}`.replace(' :', ':');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body validation failures answer 422 `{ msg, code, errors: { field: message } }` (the form
     * shows each message under its field) instead of 400 with one message.
     */
    fieldErrors?: boolean;
  }
}

/** The first message for each top-level body field. */
function fieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean)[0] ?? 'body';
    errors[field] ??= issue.message ?? 'is invalid';
  }
  return errors;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** node-postgres reports a lost or unobtainable connection by message only. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/**
 * A lost database connection, however it surfaces: the driver's error or the ORM's
 * wrapper around it (`cause`); SQLSTATE class 08 is "connection exception".
 */
function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests && error.retryAfterSeconds) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({ ...error.extra, msg: error.message, code: error.code });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      if (request.routeOptions.config.fieldErrors && err.validationContext === 'body') {
        const errors = fieldErrors(err.validation);
        const msg = [...new Set(Object.values(errors))].join('. ');
        return reply.status(422).send({ msg, code: 'validation_failed', errors });
      }
      return reply.status(400).send(invalid(err));
    }
    if (err.validation) return reply.status(400).send(invalid(err));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit).
      return reply.status(status).send({ msg: clientErrorMessage(err), code: codeForStatus(status) });
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err }, 'database unavailable');
      const msg = 'The service is temporarily unavailable. Please try again shortly.';
      return reply.status(503).send({ msg, code: 'unavailable' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ msg: MSG.internal, code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    const msg = `No such endpoint: ${request.method} ${request.url.split('?')[0]}`;
    void reply.status(404).send({ msg, code: 'no_such_endpoint' });
  });
}

/**
 * Errors Fastify's router raises before any route or hook runs (a path that is not valid
 * percent-encoding, a path parameter over the length limit): the same `{ msg, code }` shape,
 * instead of Fastify's own body.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const msg = tooLong ? 'The address is too long' : 'The address is not valid';
  void reply.status(status).send({ msg, code: codeForStatus(status) });
};

/** A body, query or path that fails its schema: 400 with the first issue. */
const invalid = (err: FastifyError) => ({
  msg: describeValidation(err.validation ?? [], err.validationContext),
  code: 'validation_failed' as const,
});

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Invalid content length';
    default:
      return err.message && !err.message.includes('\n') ? err.message : 'Invalid request';
  }
}
