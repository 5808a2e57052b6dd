import { eq } from 'drizzle-orm';
import { MSG, type TResendVerificationResponse } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import type { UserRow } from '@/db/types';
import { BadRequest, Conflict, Forbidden } from '@/platform/errors';
import { findUserByEmail, isEmailBlocked } from './account.repository';
import { exposeCode, sendVerificationCode } from './auth-mail.service';
import {
  assertCodeAttemptsLeft,
  limitKeys,
  recordWrongCode,
  takeSignupResend,
  type CodeAttemptKind,
} from './auth-limits';
import type { SignedIn } from './login.service';
import type { SessionMeta } from './session.service';
import { checkCode, consumeCode, retireCodes, type CodePurpose } from './verification-code.service';

const alreadyVerified = () => new Conflict(MSG.alreadyVerified, { code: 'already_verified', already_verified: true });

/**
 * Checks a code for the e-mail's account, counting wrong ones (the 5th locks the e-mail
 * out and retires the live code). Returns the account and the code to consume.
 */
export async function checkCodeFor(
  ctx: AppContext,
  kind: CodeAttemptKind & CodePurpose,
  email: string,
  code: string,
  messages: { invalid: string; expired: string },
  refuse?: (user: UserRow) => void,
): Promise<{ user: UserRow; codeId: number }> {
  await assertCodeAttemptsLeft(ctx, kind, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && refuse) refuse(user);
  const check = user ? await checkCode(ctx, user.id, kind, code) : ({ result: 'invalid' } as const);
  if (check.result === 'valid') return { user: user!, codeId: check.codeId };
  try {
    await recordWrongCode(ctx, kind, email);
  } catch (lockout) {
    if (user) await retireCodes(ctx, user.id, kind);
    throw lockout;
  }
  const expired = check.result === 'expired';
  throw new BadRequest(expired ? messages.expired : messages.invalid, {
    code: expired ? 'code_expired' : 'code_invalid',
  });
}

/** Verifies the sign-up code and signs the member in. */
export async function verifyEmail(
  ctx: AppContext,
  input: { email: string; code: string },
  meta: SessionMeta,
): Promise<SignedIn> {
  const { user, codeId } = await checkCodeFor(
    ctx,
    'verify_email',
    input.email,
    input.code,
    { invalid: MSG.invalidCode, expired: MSG.codeExpired },
    (u) => {
      if (u.emailVerified) throw alreadyVerified();
    },
  );
  const now = ctx.clock.now();
  await ctx.db
    .update(users)
    .set({ emailVerified: true, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
  await consumeCode(ctx, codeId);
  await ctx.rateCounters.clear(
    limitKeys.codeAttempts('verify_email', input.email),
    limitKeys.signupResend(input.email),
  );
  const { token } = await ctx.sessions.create(user.id, meta);
  await ctx.activity.touchNow(user.id);
  return { user: { ...user, emailVerified: true, emailVerifiedAt: now }, token };
}

/**
 * Sends a new sign-up code on the specification's schedule. The schedule is taken for
 * unknown e-mails too, so the answer does not tell whether an account exists.
 */
export async function resendVerification(
  ctx: AppContext,
  input: { email: string },
): Promise<TResendVerificationResponse> {
  if (await isEmailBlocked(ctx.db, input.email)) throw new Forbidden(MSG.emailBlocked, { code: 'email_blocked' });
  const user = await findUserByEmail(ctx.db, input.email);
  if (user?.emailVerified) throw alreadyVerified();
  const allowance = await takeSignupResend(ctx, input.email);
  const code = user ? await sendVerificationCode(ctx, { id: user.id, email: user.email! }) : null;
  return {
    msg: MSG.codeSent,
    resends_remaining: allowance.remaining,
    retry_after_seconds: Math.ceil(allowance.nextWaitMs / 1000),
    ...exposeCode(ctx, code),
  };
}
