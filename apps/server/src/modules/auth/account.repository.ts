import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { blockedEmails, deletedUsers, users } from '@/db/schema/index';
import { emailHash, normalizeEmail } from './email-hash';

export type UserRow = typeof users.$inferSelect;
export type DeletedUserRow = typeof deletedUsers.$inferSelect;

/** The live (not deleted) account with this e-mail, if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt)));
  return row;
}

export async function findLiveUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** Deletion records of this e-mail whose owner has not come back, newest first. */
export function pendingDeletions(db: Database, email: string): Promise<DeletedUserRow[]> {
  return db
    .select()
    .from(deletedUsers)
    .where(and(eq(deletedUsers.emailHash, emailHash(email)), eq(deletedUsers.userHasReturned, false)))
    .orderBy(desc(deletedUsers.deletedAt), desc(deletedUsers.id));
}

export async function isEmailBlocked(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blockedEmails.id })
    .from(blockedEmails)
    .where(eq(blockedEmails.emailHash, emailHash(email)));
  return row !== undefined;
}
