import { and, eq, inArray } from 'drizzle-orm';
import { MSG, type TGender, type TOrientation } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { isUniqueViolation } from '@/db/errors';
import { deletedUsers, users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { Conflict } from '@/platform/errors';
import { emailKey } from '@/modules/relationships/email-key';
import { emailHashes, tidyEmail } from './email-hash';
import { generatePaymentCode } from './payment-code.service';
import { generateUsername } from './username.service';

export interface NewAccount {
  email: string;
  passwordHash: string;
  institutionId: string;
  age: number;
  gender: TGender;
  orientation: TOrientation;
  heightInches: number;
  emailVerified: boolean;
  isAdmin?: boolean;
  /** An administrator's notification e-mail. */
  adminEmail?: string | null;
}

const MAX_ATTEMPTS = 8;

/**
 * Inserts the account with a generated username and payment code (a collision on either is
 * retried with new ones). A returning member's deletion records are marked as returned in
 * the same transaction. A concurrent sign-up with the same e-mail answers 409.
 */
export async function createAccount(
  ctx: Pick<AppContext, 'db' | 'clock'> & Partial<Pick<AppContext, 'config'>>,
  account: NewAccount,
  options: { returning: boolean },
): Promise<UserRow> {
  // Stored as typed (sub-address kept, mail goes there); uniqueness holds on its mailbox.
  const email = tidyEmail(account.email);
  for (let attempt = 0; ; attempt++) {
    const now = ctx.clock.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            ...account,
            email,
            // Without the secret at hand (the admin CLI), the next start fills the key in.
            emailKey: ctx.config ? emailKey(ctx.config.jwtSecret, email) : null,
            username: generateUsername(attempt),
            paymentCode: generatePaymentCode(),
            emailVerifiedAt: account.emailVerified ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (options.returning) {
          await tx
            .update(deletedUsers)
            .set({ userHasReturned: true, returnedAt: now })
            .where(and(inArray(deletedUsers.emailHash, emailHashes(email)), eq(deletedUsers.userHasReturned, false)));
        }
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_key') || isUniqueViolation(err, 'users_email_mailbox_key')) {
        throw new Conflict(MSG.emailExists, { code: 'email_taken', errors: { email: MSG.emailExists } });
      }
      if (!isUniqueViolation(err) || attempt + 1 >= MAX_ATTEMPTS) throw err;
    }
  }
}
