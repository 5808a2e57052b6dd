/**
 * The one error path: services throw these, the error handler turns them into `{ msg }`
 * with the status. Extra fields (e.g. `is_deleted`, `errors`) travel alongside msg.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(msg: string, extra?: Record<string, unknown>) {
    super(400, msg, extra);
  }
}
export class Unauthorized extends AppError {
  constructor(msg = 'Authentication required', extra?: Record<string, unknown>) {
    super(401, msg, extra);
  }
}
export class Forbidden extends AppError {
  constructor(msg = 'You do not have permission to do that', extra?: Record<string, unknown>) {
    super(403, msg, extra);
  }
}
export class NotFound extends AppError {
  constructor(msg = 'Not found') {
    super(404, msg);
  }
}
export class Conflict extends AppError {
  constructor(msg: string, extra?: Record<string, unknown>) {
    super(409, msg, extra);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(msg: string) {
    super(413, msg);
  }
}
/** Field errors: `errors` maps a field name to its message, as the sign-up form expects. */
export class Unprocessable extends AppError {
  constructor(msg: string, errors: Record<string, string>) {
    super(422, msg, { errors });
  }
}
export class TooManyRequests extends AppError {
  constructor(
    msg: string,
    readonly retryAfterSeconds?: number,
    extra?: Record<string, unknown>,
  ) {
    super(429, msg, extra);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(msg = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, msg);
  }
}
