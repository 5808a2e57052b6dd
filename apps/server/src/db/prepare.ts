import { migrationsDir } from '@/platform/paths';
import type { DatabaseHandle } from './client';
import { seed } from './seed';

/** Brings a database to the current schema and seeds what must exist. Safe to run on every start. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate(migrationsDir);
  await seed(database.db);
}
