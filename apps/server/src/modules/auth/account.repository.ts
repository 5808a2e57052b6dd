import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { blockedEmails, deletedUsers, users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { emailHashes, normalizeEmail } from './email-hash';

export type DeletedUserRow = typeof deletedUsers.$inferSelect;

/** The live (not deleted) account of this e-mail's mailbox (`alice+x@` finds `alice@`), if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.emailMailbox, normalizeEmail(email)), isNull(users.deletedAt)));
  return row;
}

export async function findLiveUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** Deletion records of this e-mail's mailbox whose owner has not come back, newest first. */
export function pendingDeletions(db: Database, email: string): Promise<DeletedUserRow[]> {
  return db
    .select()
    .from(deletedUsers)
    .where(and(inArray(deletedUsers.emailHash, emailHashes(email)), eq(deletedUsers.userHasReturned, false)))
    .orderBy(desc(deletedUsers.deletedAt), desc(deletedUsers.id));
}

/** Whether the e-mail's mailbox is blocked. */
export async function isEmailBlocked(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blockedEmails.id })
    .from(blockedEmails)
    .where(inArray(blockedEmails.emailHash, emailHashes(email)));
  return row !== undefined;
}
