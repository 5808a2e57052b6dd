import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDeletionType } from '@quad/contract';
import type { Tx } from '@/db/types';

/**
 * One entry of the member inventory (member-inventory.ts): a kind of record a member owns,
 * written next to the rest of its module's code. "Download my data" exports each entry and
 * account deletion erases each entry, so the two can never disagree.
 */

export type Row = Record<string, unknown>;

/** What account deletion does to an entry: its rows go, or stay without anything naming the member. */
export type Disposition = 'removed' | 'anonymised';

export interface Erasure {
  type: TDeletionType;
  now: Date;
}

/** What erasing an entry leaves to do after the transaction. */
export interface Erased {
  /** Photo files to remove from the store. */
  files?: string[];
  /** Conversation partners to tell the member is gone. */
  partners?: number[];
}

export interface InventoryEntry {
  /** The file in the export, e.g. "messages.json". */
  file: string;
  /** One line for the export's README.txt. */
  about: string;
  onDeletion: Disposition;
  /** The columns through which the entry's rows name the member. */
  holds: AnyPgColumn[];
  /** The member's records, as the export shows them (never admin-only notes). */
  read(db: Tx, userId: number): Promise<Row[]>;
  /** How the export file presents the records (default: the list). */
  present?(rows: Row[]): unknown;
  /** What deletion does, inside its transaction. */
  erase(tx: Tx, userId: number, erasure: Erasure): Promise<Erased> | Promise<void>;
}

/** The member's words in records kept for the administrators are replaced with this. */
export const REMOVED_CONTENT_MARKER = '[removed: account deleted]';

export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
export const single = (rows: Row[]) => rows[0] ?? null;

/** Every row of `table` whose `owner` column is the member, oldest `order` first when given. */
export async function ownedRows<T extends PgTable>(
  db: Tx,
  table: T,
  owner: AnyPgColumn,
  userId: number,
  order?: AnyPgColumn,
): Promise<T['$inferSelect'][]> {
  // Widened, so that drizzle reads the rows as the table's rows without knowing which table.
  const from: PgTable = table;
  const query = db.select().from(from).where(eq(owner, userId));
  return order ? query.orderBy(asc(order)) : query;
}

/** Deletes every row of `table` whose `owner` column is the member. */
export async function removeOwned(tx: Tx, table: PgTable, owner: AnyPgColumn, userId: number) {
  await tx.delete(table).where(eq(owner, userId));
}

type TableEntrySpec<T extends PgTable> = Pick<InventoryEntry, 'file' | 'about' | 'present'> & {
  table: T;
  /** The column naming the member: the entry holds it, reads by it and (when removed) deletes by it. */
  owner: AnyPgColumn;
  /** Rows oldest first by this column; unordered without it. */
  order?: AnyPgColumn;
  /** One row as the export shows it. */
  show(row: T['$inferSelect']): Row;
} & (
    | { onDeletion: 'removed'; erase?: InventoryEntry['erase'] }
    | { onDeletion: 'anonymised'; erase: InventoryEntry['erase'] }
  );

/**
 * An entry that is the rows of one table naming the member through one column. A removed
 * entry's rows are deleted unless it says otherwise; an anonymised entry says what it does.
 */
export function tableEntry<T extends PgTable>({
  table,
  owner,
  order,
  show,
  ...entry
}: TableEntrySpec<T>): InventoryEntry {
  return {
    holds: [owner],
    read: async (db, userId) => (await ownedRows(db, table, owner, userId, order)).map(show),
    erase: (tx, userId) => removeOwned(tx, table, owner, userId),
    ...entry,
  };
}
