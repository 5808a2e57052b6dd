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

/**
 * Runs a statement again when PostgreSQL cancelled it to break a deadlock (two transactions
 * locking the same rows in another order): a cancelled statement changed nothing.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || sqlState(err) !== '40P01') throw err;
    }
  }
}
