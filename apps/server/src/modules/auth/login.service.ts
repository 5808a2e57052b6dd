import { eq } from 'drizzle-orm';
import { MSG, type TLoginRequest } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { Forbidden, Unauthorized } from '@/platform/errors';
import { findUserByEmail, pendingDeletions, type DeletedUserRow } from './account.repository';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './auth-limits';
import { normalizeEmail } from './email-hash';
import { hashIsOutdated, hashPassword, verifyPassword } from './password.service';
import type { SessionMeta } from './session.service';

/** A new session: the member as stored and the first access token. */
export interface SignedIn {
  user: UserRow;
  token: string;
}

/**
 * Sign-in. Unknown e-mails and wrong passwords cost one argon2 verification each and get
 * the same answer; repeated failures back off per account and address, per account and
 * per address. Suspended members get a token (they may use profile, settings, payments).
 */
export async function login(
  ctx: AppContext,
  input: TLoginRequest,
  meta: SessionMeta & { ip: string },
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  await assertSignInAllowed(ctx, email, meta.ip);
  const user = await findUserByEmail(ctx.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    if (!user) {
      const [deletion] = await pendingDeletions(ctx.db, email);
      if (deletion) throw deletedAccountError(deletion);
    }
    await recordSignInFailure(ctx, email, meta.ip);
    throw new Unauthorized(MSG.invalidCredentials, { code: 'invalid_credentials' });
  }
  await clearSignInFailures(ctx, email, meta.ip);
  if (!user.emailVerified) {
    throw new Forbidden(MSG.verifyBeforeSignIn, {
      code: 'verification_required',
      requires_verification: true,
      email: user.email,
    });
  }
  if (hashIsOutdated(user.passwordHash!)) {
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  const { token } = await ctx.sessions.create(user.id, meta);
  await ctx.activity.touchNow(user.id);
  return { user, token };
}

/** 403 with what the Account Deleted page shows: type, message and when the e-mail may return. */
function deletedAccountError(deletion: DeletedUserRow): Forbidden {
  const canReturnAfter = deletion.returnAllowed
    ? (deletion.returnAllowedAt ?? deletion.deletedAt)
    : deletion.deletionType === 'user_requested'
      ? deletion.canReturnAfter
      : null;
  return new Forbidden(MSG.accountDeleted, {
    code: 'account_deleted',
    is_deleted: true,
    deletion_type: deletion.deletionType,
    deletion_message:
      deletion.deletionType === 'admin_deleted'
        ? (deletion.reason ?? MSG.adminDeletionDefault)
        : MSG.userRequestedDeletion,
    can_return_after: canReturnAfter?.toISOString() ?? null,
  });
}
