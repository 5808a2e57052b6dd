import { eq } from 'drizzle-orm';
import {
  MSG,
  tooManySignInsMessage,
  type TForgotPasswordResponse,
  type TResetPasswordRequest,
  type TUpdatePasswordRequest,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { assertNotBlocked, recordFailure } from '@/platform/rate-counters';
import { BadRequest, NotFound } from '@/platform/errors';
import { findLiveUser, findUserByEmail, isEmailBlocked } from './account.repository';
import { exposeCode, notifyPasswordChanged, sendResetCode } from './auth-mail.service';
import { limitKeys, PASSWORD_CHECK_POLICY, takeResetSend } from './auth-limits';
import { hashPassword, verifyPassword } from './password.service';
import type { AuthUser } from './session.service';
import { consumeCode } from './verification-code.service';
import { checkCodeFor } from './verification.service';

const RESET_MESSAGES = { invalid: MSG.invalidOrExpiredCode, expired: MSG.invalidOrExpiredCode };

/**
 * Starts a reset: the same answer whether or not the account exists (the send schedule
 * applies to every e-mail); blocked e-mails get no mail.
 */
export async function forgotPassword(ctx: AppContext, input: { email: string }): Promise<TForgotPasswordResponse> {
  await takeResetSend(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || (await isEmailBlocked(ctx.db, input.email))) return { msg: MSG.resetCodeSent };
  const code = await sendResetCode(ctx, { id: user.id, email: user.email! });
  return { msg: MSG.resetCodeSent, ...exposeCode(ctx, code) };
}

/** Step 2 of the reset: checks the code without using it up. */
export async function verifyResetCode(ctx: AppContext, input: { email: string; code: string }): Promise<void> {
  await checkCodeFor(ctx, 'reset_password', input.email, input.code, RESET_MESSAGES);
}

/**
 * Sets the new password and ends every session of the account. Receiving the code proves
 * the inbox, so an unverified account becomes verified.
 */
export async function resetPassword(ctx: AppContext, input: TResetPasswordRequest): Promise<void> {
  const { user, codeId } = await checkCodeFor(ctx, 'reset_password', input.email, input.code, RESET_MESSAGES);
  const now = ctx.clock.now();
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.new_password),
      emailVerified: true,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await consumeCode(ctx, codeId);
  await ctx.sessions.revokeAllForUser(user.id);
  await ctx.rateCounters.clear(
    limitKeys.codeAttempts('reset_password', input.email),
    limitKeys.resetSend(input.email),
    limitKeys.loginAccount(input.email),
  );
  await notifyPasswordChanged(ctx, user.email!);
}

/** Change password in Settings: the current one must be right; other devices are signed out. */
export async function updatePassword(ctx: AppContext, caller: AuthUser, input: TUpdatePasswordRequest): Promise<void> {
  const key = limitKeys.passwordCheck(caller.id);
  await assertNotBlocked(ctx.rateCounters, key, tooManySignInsMessage, 'sign_in_locked');
  const user = await findLiveUser(ctx.db, caller.id);
  if (!user) throw new NotFound();
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    await recordFailure(ctx.rateCounters, key, PASSWORD_CHECK_POLICY);
    throw new BadRequest(MSG.currentPasswordWrong, { code: 'current_password_wrong' });
  }
  await ctx.rateCounters.clear(key);
  if (input.new_password === input.current_password) throw new BadRequest(MSG.samePassword);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.new_password), updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id));
  await ctx.sessions.revokeAllForUser(user.id, { except: caller.sessionId });
  await notifyPasswordChanged(ctx, user.email!);
}
