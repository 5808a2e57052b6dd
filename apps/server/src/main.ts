import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { databaseTarget } from './db/target';
import { ensureBootstrapAdmin } from './modules/auth/admin-account.service';
import { fillMissingEmailKeys } from './modules/relationships/email-key';
import { describeCliError } from './cli/cli-errors';
import { stopOnSignals } from './platform/graceful-shutdown';

/** Start-up: configuration, database, migrations and seed, the app, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  await prepareDatabase(database);
  await fillMissingEmailKeys(database.db, config.jwtSecret);
  const app = await buildApp({ config, database });
  await bootstrapAdmin(app);

  stopOnSignals({ app, closeDatabase: () => database.close() });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  app.log.info({ url: config.publicUrl, environment: config.env, database: database.kind }, 'Quad is ready');
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: the first administrator, created once. A failure is logged, not fatal. */
async function bootstrapAdmin(app: FastifyInstance): Promise<void> {
  try {
    const outcome = await ensureBootstrapAdmin(app.ctx, app.ctx.config.bootstrapAdmin);
    if (typeof outcome === 'object') app.log.info({ email: outcome.email }, 'administrator created from ADMIN_EMAIL');
  } catch (err) {
    app.log.error(`ADMIN_EMAIL: the administrator could not be created: ${describeCliError(err)}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error('Start-up failed:', err);
  }
  process.exit(1);
});
