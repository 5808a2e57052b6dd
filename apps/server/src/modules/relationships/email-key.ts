import { createHmac } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
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

/** Gives a key to the accounts created before keys existed (run at start; a no-op afterwards). */
export async function fillMissingEmailKeys(db: Database, secret: Uint8Array): Promise<number> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(isNull(users.emailKey), isNotNull(users.email)));
  for (const row of rows) {
    await db
      .update(users)
      .set({ emailKey: emailKey(secret, row.email!) })
      .where(eq(users.id, row.id));
  }
  return rows.length;
}
