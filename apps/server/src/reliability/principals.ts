import { eq } from 'drizzle-orm';
import { users } from '@/db/schema/index';
import { createAccount } from '@/modules/auth/account-creation.service';
import { hashPassword } from '@/modules/auth/password.service';
import { uniqueEmail, type TestMember } from '@/test-support/accounts';
import type { TestApp } from '@/test-support/test-app';

export const PRINCIPAL_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

/**
 * A verified member with a session, like createMember, but sharing one password hash so
 * that tests needing hundreds of members do not spend a second of argon2 on each.
 */
export async function quickMember(
  t: TestApp,
  options: { isAdmin?: boolean; suspended?: boolean; institutionId?: string } = {},
): Promise<TestMember> {
  passwordHash ??= hashPassword(PRINCIPAL_PASSWORD);
  const email = uniqueEmail();
  const user = await createAccount(
    t.ctx,
    {
      email,
      passwordHash: await passwordHash,
      institutionId: options.institutionId ?? 'ucalgary',
      age: 25,
      gender: 'woman',
      orientation: 'androphilic',
      heightInches: 66,
      emailVerified: true,
      isAdmin: options.isAdmin ?? false,
    },
    { returning: false },
  );
  if (options.suspended) {
    await t.ctx.db
      .update(users)
      .set({ isSuspended: true, suspensionReason: 'Spam', suspendedAt: t.clock.now() })
      .where(eq(users.id, user.id));
  }
  const { token } = await t.ctx.sessions.create(user.id);
  return { id: user.id, email, password: PRINCIPAL_PASSWORD, username: user.username, token };
}

/** A fresh session of the member, e.g. to replace one that a logout under test ended. */
export async function freshToken(t: TestApp, userId: number): Promise<string> {
  return (await t.ctx.sessions.create(userId)).token;
}
