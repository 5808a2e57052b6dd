import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsDir } from '@/platform/paths';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { prepareDatabase } from '@/db/prepare';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default;
 * with TEST_DB=postgres, a new database on the DATABASE_URL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return openDatabase({ kind: 'pglite', template: await pgliteTemplate() });
  }
  const name = `quad_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 10 });
  await prepareDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let template: Promise<Blob> | undefined;

/**
 * Creating and migrating an embedded database costs seconds; starting one from a dump of
 * a prepared one costs a fraction. The dump is cached on disk, keyed by the migrations.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(migrationsDir, file);
      if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
    }
    hash.update(readFileSync(new URL('../db/seed.ts', import.meta.url)));
    const cached = path.join(os.tmpdir(), `quad-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(cached)) return new Blob([readFileSync(cached)]);
    const database = await openDatabase({ kind: 'pglite' });
    await prepareDatabase(database);
    const blob = await database.dump!();
    await database.close();
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, cached);
    return blob;
  })();
  return template;
}
