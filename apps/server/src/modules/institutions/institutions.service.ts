import { asc, eq } from 'drizzle-orm';
import type { TInstitution } from '@quad/contract';
import type { Database } from '@/db/client';
import { institutions } from '@/db/schema/index';

export async function listInstitutions(db: Database): Promise<TInstitution[]> {
  const rows = await db.select().from(institutions).orderBy(asc(institutions.displayOrder), asc(institutions.name));
  return rows.map(presentInstitution);
}

export async function findInstitution(db: Database, id: string): Promise<TInstitution | undefined> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id));
  return row && presentInstitution(row);
}

export function presentInstitution(row: typeof institutions.$inferSelect): TInstitution {
  return { id: row.id, name: row.name, name_abbreviated: row.nameAbbreviated, domains: row.domains };
}
