import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { institutions, users } from '@/db/schema/index';
import { migrationsDir } from '@/platform/paths';
import { jpeg } from '../sample-image';
import { SkipTest, check, type TestSuiteDefinition } from '../test-suite.types';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** Is the deployment's plumbing working: database, schema, storage, mail, image moderation. */
export const platformHealthSuite: TestSuiteDefinition = {
  id: 'platform-health',
  name: 'Platform health',
  description:
    'Checks the database answers, every migration is applied, photo storage is writable, the mail transport is ready and the image moderation model loads.',
  category: 'Platform',
  isDestructive: false,
  productionSafe: true,
  tests: [
    {
      name: 'Database answers queries',
      async run({ ctx, log }) {
        await ctx.database.ping();
        const [row] = await ctx.db.select({ n: count() }).from(users);
        const [inst] = await ctx.db.select({ n: count() }).from(institutions);
        check(inst && inst.n > 0, 'No institutions in the database: the seed did not run');
        await log('INFO', `Database (${ctx.database.kind}) holds ${row?.n ?? 0} accounts and ${inst.n} institutions`);
      },
    },
    {
      name: 'Every migration is applied',
      async run({ ctx, log }) {
        const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
        const latest = journal.entries.at(-1);
        check(latest, 'The migration journal is empty');
        const result: unknown = await ctx.db.execute(
          sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
        );
        // PGlite and node-postgres both answer { rows }.
        const row = (result as { rows: { applied: number; newest: string | null }[] }).rows[0];
        check(row, 'The migrations table is empty');
        check(
          Number(row.newest ?? 0) >= latest.when,
          `The latest migration ${latest.tag} is not applied (${row.applied} of ${journal.entries.length} applied)`,
        );
        await log('INFO', `${row.applied} migrations applied, the latest is ${latest.tag}`);
      },
    },
    {
      name: 'Photo storage is writable',
      async run({ ctx }) {
        const name = ctx.photos.newName('probe');
        const data = Buffer.from(`quad self-test ${new Date().toISOString()}`);
        try {
          await ctx.photos.put(name, data);
          const back = await ctx.photos.read(name);
          check(back?.equals(data), 'A file written to photo storage did not read back the same');
        } finally {
          await ctx.photos.delete(name);
        }
        check((await ctx.photos.read(name)) === null, 'A file deleted from photo storage is still there');
      },
    },
    {
      name: 'Mail transport is ready',
      async run({ ctx, log }) {
        await ctx.mailer.verify();
        await log(
          'INFO',
          ctx.config.smtpUrl ? 'SMTP server accepted the connection' : 'Mail is written to the outbox folder',
        );
      },
    },
    {
      name: 'Image moderation model loads and classifies',
      async run({ ctx, log }) {
        const moderator = ctx.imageModerator;
        if (!moderator) throw new SkipTest('Image moderation is switched off (IMAGE_MODERATION=off)');
        const result = await moderator.classify(await jpeg());
        check(result.explicit >= 0 && result.explicit <= 1, `Implausible explicit score ${result.explicit}`);
        await log(
          'INFO',
          `${moderator.name}: a plain test picture is "${result.topClass}" (explicit ${result.explicit.toFixed(3)}, ${Math.round(result.durationMs)} ms)`,
        );
      },
    },
    {
      name: 'Settings load with valid values',
      async run({ ctx }) {
        const settings = await ctx.settings.all();
        check(settings.payment_currency.length > 0, 'Payment currency is empty');
        check(settings.autoflag_threshold_score > 0, 'The auto-flag threshold is not positive');
      },
    },
  ],
};
