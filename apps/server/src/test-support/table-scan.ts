import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** Rows of a raw query, on PGlite and on PostgreSQL alike. */
async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result: unknown = await t.ctx.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * The tables with a row whose text form (all its columns) contains the needle,
 * case-insensitively: where a deleted member's e-mail or words could still be read.
 */
export async function tablesContaining(t: TestApp, needle: string): Promise<string[]> {
  const tables = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const [hits] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} r where r::text ilike ${`%${needle}%`}`,
    );
    if (hits!.n > 0) found.push(table_name);
  }
  return found;
}
