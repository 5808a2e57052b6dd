import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { prepareDatabase } from '@/db/prepare';

/**
 * Where a measure's server keeps its data: a fresh embedded database in a temporary data
 * folder, or, with DATABASE_URL, a fresh PostgreSQL database created next to the given one
 * (and dropped afterwards), so the bench never touches real data. Both start as copies of
 * one database migrated and seeded once per run.
 */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  /** Opens it from the bench process (the embedded one only while no server runs on it). */
  open(): Promise<DatabaseHandle>;
  /** PostgreSQL only: becomes a copy of the template database `name`. */
  replaceFrom(name: string): Promise<void>;
  /** PostgreSQL only: kept as the template database `name`, with `comment` to find it by. */
  saveAs(name: string, comment: string): Promise<void>;
  remove(): Promise<void>;
}

/** "PostgreSQL 16.4" or "PGlite …", for the output. */
export async function describeDatabase(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) return 'PGlite (embedded PostgreSQL in WebAssembly), DATABASE_URL not set';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return `PostgreSQL ${rows[0]?.v ?? ''} (DATABASE_URL)`;
  } finally {
    await client.end();
  }
}

/** Runs one statement on the server of DATABASE_URL (creating and dropping databases). */
export async function onServer<T extends pg.QueryResultRow = pg.QueryResultRow>(
  query: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(query, values)).rows;
  } finally {
    await client.end();
  }
}

/** The server's databases whose names start with `prefix`. */
export async function listDatabases(prefix: string): Promise<string[]> {
  const rows = await onServer<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1) order by datname`,
    [prefix],
  );
  return rows.map((r) => r.datname);
}

/** The comment a database was saved with, or undefined when there is no such database. */
export async function databaseComment(name: string): Promise<string | undefined> {
  const rows = await onServer<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
    [name],
  );
  return rows[0]?.comment ?? undefined;
}

const urlOf = (name: string): string => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

const openTarget = (dataDir: string, databaseUrl: string | undefined) =>
  openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl, poolSize: 8 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );

let template: Promise<{ dataDir: string; name: string | undefined }> | undefined;

function preparedTemplate(): Promise<{ dataDir: string; name: string | undefined }> {
  template ??= (async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-bench-template-'));
    let name: string | undefined;
    if (process.env.DATABASE_URL) {
      name = `quad_bench_template_${process.pid}`;
      await onServer(`drop database if exists ${name}`);
      await onServer(`create database ${name}`);
    }
    const handle = await openTarget(dataDir, name && urlOf(name));
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
    return { dataDir, name };
  })();
  return template;
}

/** Removes the run's template database; the runner calls it at the end. */
export async function removeTemplate(): Promise<void> {
  if (!template) return;
  const { dataDir, name } = await template;
  template = undefined;
  rmSync(dataDir, { recursive: true, force: true });
  if (name) await onServer(`drop database if exists ${name} with (force)`).catch(() => {});
}

let sequence = 0;

/** A migrated and seeded database of its own; `prepare: false` gives an empty one (first start-up). */
export async function createBenchDatabase(label: string, options: { prepare?: boolean } = {}): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `quad-bench-${label}-`));
  const prepared = options.prepare !== false ? await preparedTemplate() : undefined;
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (process.env.DATABASE_URL) {
    name = `quad_bench_${label.replace(/\W/g, '_')}_${process.pid}_${++sequence}`;
    await onServer(`drop database if exists ${name}`);
    await onServer(`create database ${name}${prepared?.name ? ` template ${prepared.name}` : ''}`);
    databaseUrl = urlOf(name);
  } else if (prepared) {
    cpSync(prepared.dataDir, dataDir, { recursive: true });
  }
  return {
    kind: databaseUrl ? 'postgres' : 'pglite',
    dataDir,
    databaseUrl,
    open: () => openTarget(dataDir, databaseUrl),
    async replaceFrom(template) {
      if (!name) throw new Error('template databases need PostgreSQL (DATABASE_URL)');
      await onServer(`drop database if exists ${name} with (force)`);
      await onServer(`create database ${name} template ${template}`);
    },
    async saveAs(template, comment) {
      if (!name) throw new Error('template databases need PostgreSQL (DATABASE_URL)');
      await onServer(`drop database if exists ${template}`);
      await onServer(`create database ${template} template ${name}`);
      await onServer(`comment on database ${template} is ${pg.escapeLiteral(comment)}`);
    },
    async remove() {
      if (name) await onServer(`drop database if exists ${name} with (force)`).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
