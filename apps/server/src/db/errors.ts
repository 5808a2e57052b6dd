interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * True when the error (or its cause, as drizzle wraps driver errors) is PostgreSQL's
 * unique violation, optionally on the named constraint. Same on PGlite and `pg`.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as PgErrorFields | undefined, depth = 0; e && depth < 4; e = e.cause as PgErrorFields, depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/** PostgreSQL's SQLSTATE of the error (or of its cause, as drizzle wraps driver errors), if any. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as PgErrorFields | undefined, depth = 0; e && depth < 4; e = e.cause as PgErrorFields, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
