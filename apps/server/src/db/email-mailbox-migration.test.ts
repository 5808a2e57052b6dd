import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '@/platform/paths';

/** Migration 0008 on a database that already has members: the mailbox column is filled in. */
const files = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const mailboxMigration = files.findIndex((f) => f.includes('email_mailbox'));

async function run(db: PGlite, file: string): Promise<void> {
  const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
}

/** A database migrated up to just before the mailbox column, with members of these e-mails. */
async function before(emails: (string | null)[]): Promise<PGlite> {
  const db = new PGlite();
  for (const file of files.slice(0, mailboxMigration)) await run(db, file);
  await db.exec(`insert into institutions (id, name, name_abbreviated, domains) values ('u', 'U', 'U', '{u.ca}')`);
  for (const [i, email] of emails.entries()) {
    await db.query(
      `insert into users (email, username, institution_id, age, gender, orientation, height_inches)
       values ($1, $2, 'u', 20, 'man', 'gynephilic', 70)`,
      [email, `Member${i}`],
    );
  }
  return db;
}

describe('migration: users.email_mailbox', () => {
  it('folds the existing addresses to their mailbox', async () => {
    expect(mailboxMigration).toBeGreaterThan(0);
    const db = await before(['alice+quad@u.ca', 'bob.smith@u.ca', 'carol+a+b@u.ca', '+tag@u.ca', null]);
    await run(db, files[mailboxMigration]!);
    const { rows } = await db.query<{ email_mailbox: string | null }>('select email_mailbox from users order by id');
    expect(rows.map((r) => r.email_mailbox)).toEqual(['alice@u.ca', 'bob.smith@u.ca', 'carol@u.ca', '+tag@u.ca', null]);
    await db.close();
  });

  it('stops at the unique index when two live accounts already share a mailbox', async () => {
    const db = await before(['dave@u.ca', 'dave+2@u.ca']);
    await expect(run(db, files[mailboxMigration]!)).rejects.toThrow(/users_email_mailbox_key/);
    await db.close();
  });
});
