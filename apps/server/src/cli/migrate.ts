import { loadConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { prepareDatabase } from '@/db/prepare';
import { databaseTarget } from '@/db/target';
import { runCommand } from './cli-errors';

/** npm run db:migrate: brings the configured database to the current schema and seeds it. */
runCommand(async () => {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await prepareDatabase(database);
    console.log(`Database is up to date (${database.kind}).`);
  } finally {
    await database.close();
  }
});
