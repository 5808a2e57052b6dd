import path from 'node:path';
import type { Config } from '@/config';
import type { DatabaseTarget } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR/pglite. */
export const databaseTarget = (config: Config): DatabaseTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
