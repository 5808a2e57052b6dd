import { isErrorCode, type TErrorCode } from '@quad/contract/error-codes';

/** Extra fields of an error answer; `code` (one of ERROR_CODES) replaces the class's default. */
export type ErrorExtra = Record<string, unknown> & { code?: TErrorCode };

/**
 * The one error path: services throw these, the error handler turns them into
 * `{ msg, code }` with the status. Each class has a default code; a throw site names a
 * specific one in `extra` where a client branches on it or a member would care. Other extra
 * fields (e.g. `is_deleted`, `errors`) travel alongside msg.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly extra: Record<string, unknown>;
  constructor(
    readonly statusCode: number,
    msg: string,
    extra: ErrorExtra = {},
    defaultCode: TErrorCode = 'bad_request',
  ) {
    super(msg);
    this.name = new.target.name;
    const { code, ...rest } = extra;
    this.code = isErrorCode(code) ? code : defaultCode;
    this.extra = rest;
  }
}

export class BadRequest extends AppError {
  constructor(msg: string, extra?: ErrorExtra) {
    super(400, msg, extra, 'bad_request');
  }
}
export class Unauthorized extends AppError {
  constructor(msg = 'Authentication required', extra?: ErrorExtra) {
    super(401, msg, extra, 'unauthorized');
  }
}
export class Forbidden extends AppError {
  constructor(msg = 'You do not have permission to do that', extra?: ErrorExtra) {
    super(403, msg, extra, 'forbidden');
  }
}
export class NotFound extends AppError {
  constructor(msg = 'Not found', extra?: ErrorExtra) {
    super(404, msg, extra, 'not_found');
  }
}
export class Conflict extends AppError {
  constructor(msg: string, extra?: ErrorExtra) {
    super(409, msg, extra, 'conflict');
  }
}
export class PayloadTooLarge extends AppError {
  constructor(msg: string, extra?: ErrorExtra) {
    super(413, msg, extra, 'payload_too_large');
  }
}
/** Field errors: `errors` maps a field name to its message, as the sign-up form expects. */
export class Unprocessable extends AppError {
  constructor(msg: string, errors: Record<string, string>, extra?: ErrorExtra) {
    super(422, msg, { ...extra, errors }, 'validation_failed');
  }
}
export class TooManyRequests extends AppError {
  constructor(
    msg: string,
    readonly retryAfterSeconds?: number,
    extra?: ErrorExtra,
  ) {
    super(429, msg, extra, 'rate_limited');
  }
}
export class ServiceUnavailable extends AppError {
  constructor(msg = 'The service is temporarily unavailable. Please try again shortly.', extra?: ErrorExtra) {
    super(503, msg, extra, 'unavailable');
  }
}
