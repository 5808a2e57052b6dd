import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the schema uses, for every embedded database opened on it (the
 * server's, the tests', a tool's that reads the server's folder): pg_trgm for the admin
 * search's trigram indexes. A folder whose schema uses one cannot be written without it.
 */
export const pgliteExtensions = { pg_trgm };
