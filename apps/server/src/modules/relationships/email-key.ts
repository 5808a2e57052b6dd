import { createHmac } from 'node:crypto';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { users } from '@/db/schema/index';
import { normalizeEmail } from '@/modules/auth/email-hash';

/**
 * The keyed hash (HMAC-SHA256 with the server secret) of a normalised e-mail. A member's
 * own key is stored on their row; the addresses they hide are stored only as such keys, so a
 * database leak alone does not reveal whom anyone hides.
 */
export function emailKey(secret: Uint8Array, email: string): string {
  return createHmac('sha256', secret)
    .update(`hide:${normalizeEmail(email)}`, 'utf8')
    .digest('hex');
}

/** Accounts given their key per statement at start-up. */
const FILL_BATCH = 1_000;

/**
 * Gives a key to the accounts created before keys existed (run at start; a no-op afterwards).
 * A thousand rows a statement, so an upgrade of a large database starts in seconds.
 */
export async function fillMissingEmailKeys(db: Database, secret: Uint8Array, batchSize = FILL_BATCH): Promise<number> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(isNull(users.emailKey), isNotNull(users.email)));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const keyed = sql.join(
      batch.map((row) => sql`(${row.id}::int, ${emailKey(secret, row.email!)})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${users} set "email_key" = "keyed"."key" from (values ${keyed}) as "keyed"("id", "key") where ${users.id} = "keyed"."id"`,
    );
  }
  return rows.length;
}
