import type { Database } from './client';
import type { users } from './schema/index';

/**
 * Where a query runs: a transaction, or the database itself when the caller needs none.
 * Helpers that take one join the caller's transaction instead of opening their own.
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** A member or administrator as the `users` table holds them. */
export type UserRow = typeof users.$inferSelect;
