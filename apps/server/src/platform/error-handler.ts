import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@quad/contract';
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
     * Body validation failures answer 422 `{ msg, errors: { field: message } }` (the form
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

function isDatabaseDown(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ECONNREFUSED' || code === '57P01' || code === '57P03' || code === '08006' || code === '08001';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests && error.retryAfterSeconds) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({ ...error.extra, msg: error.message });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      if (request.routeOptions.config.fieldErrors && err.validationContext === 'body') {
        const errors = fieldErrors(err.validation);
        return reply.status(422).send({ msg: [...new Set(Object.values(errors))].join('. '), errors });
      }
      return reply.status(400).send({ msg: describeValidation(err.validation, err.validationContext) });
    }
    if (err.validation) {
      return reply.status(400).send({ msg: describeValidation(err.validation, err.validationContext) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit).
      return reply.status(status).send({ msg: clientErrorMessage(err) });
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).send({ msg: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ msg: MSG.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ msg: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

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
