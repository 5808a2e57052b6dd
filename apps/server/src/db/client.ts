import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs the migrations; on PostgreSQL under an advisory lock so instances can start together. */
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's state, for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the data folder as a tarball, to start other databases from. */
  dump?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Without dataDir the database lives in memory; `template` starts it from a dumped data folder. */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize ?? 20)
    : openPglite(target.dataDir, target.template);
}

/** Embedded PostgreSQL (WebAssembly). In memory without a folder, which tests use. */
async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  try {
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
      ...(template ? { loadDataDir: template } : {}),
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      async migrate(migrationsFolder) {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(drizzlePglite({ client, schema }), { migrationsFolder });
      },
      async ping() {
        await client.query('select 1');
      },
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

const MIGRATION_LOCK_ID = 7_114_211;

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // The driver is loaded only for PostgreSQL, so the embedded database starts without it.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  await db.execute(sql`select 1`);
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate(migrationsFolder) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzlePg({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
