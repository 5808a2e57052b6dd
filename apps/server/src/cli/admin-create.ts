import { parseArgs } from 'node:util';
import type { TCreateAdminRequest } from '@quad/contract';
import { loadConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { prepareDatabase } from '@/db/prepare';
import { databaseTarget } from '@/db/target';
import { systemClock } from '@/platform/clock';
import { createAdminAccount } from '@/modules/auth/admin-account.service';
import { CliUsageError, runCommand } from './cli-errors';

const USAGE = `Creates a verified administrator account.

Usage: npm run admin:create -- --email E --password P [--institution ucalgary]
         [--notification-email N] [--gender MAN|WOMAN|NONBINARY]
         [--orientation ANDROPHILIC|GYNEPHILIC|AMBIPHILIC] [--age 30] [--height 70]

Uses DATA_DIR (embedded database) or DATABASE_URL, like the server. With the embedded
database, stop the server first: only one process may open its folder.`;

/** The request the options describe, or null for --help. */
function parseRequest(argv: string[]): TCreateAdminRequest | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      institution: { type: 'string', default: 'ucalgary' },
      'notification-email': { type: 'string' },
      gender: { type: 'string' },
      orientation: { type: 'string' },
      age: { type: 'string' },
      height: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  if (!values.email || !values.password) throw new CliUsageError(`--email and --password are required.\n\n${USAGE}`);
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  return {
    email: values.email,
    password: values.password,
    institution_id: values.institution,
    notification_email: values['notification-email'],
    gender: values.gender?.toUpperCase() as TCreateAdminRequest['gender'],
    orientation: values.orientation?.toUpperCase() as TCreateAdminRequest['orientation'],
    age: number(values.age),
    height_inches: number(values.height),
  };
}

runCommand(async () => {
  let request: TCreateAdminRequest | null;
  try {
    request = parseRequest(process.argv.slice(2));
  } catch (err) {
    // Unknown options and missing values come from parseArgs with a clear message.
    throw err instanceof CliUsageError ? err : new CliUsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
  if (!request) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await prepareDatabase(database);
    const admin = await createAdminAccount({ db: database.db, clock: systemClock }, request);
    console.log(`Administrator created: ${admin.email} (username ${admin.username}, id ${admin.id}).`);
  } finally {
    await database.close();
  }
});
