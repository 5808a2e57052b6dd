import { useState } from 'react';
import { CODE_LENGTH } from '@quad/contract/constants';
import { MSG, parseWaitMs } from '@quad/contract/messages';
import { useNavigate } from 'react-router';
import { hasCode } from '@/api/client';
import { useSession } from '@/shared/session';
import { SESSION, session } from '@/lib/storage';
import { authApi, isAlreadyVerified, isStatus, messageOr, serverMsg } from './auth-api';
import { pendingCredentials } from './pending-credentials';
import { clearSignupCounter } from './resend-schedule';
import { rememberSuspension } from './sign-in-session';
import { clearSignupDraft } from './signup-form-state';
import type { Block } from './use-blocked-until';
import { forgetVerification } from './verification-start';

/** Verified, but signing in afterwards failed: the member signs in by hand. */
class LoginAfterVerifyError extends Error {
  constructor() {
    super('Failed to log in after verification');
  }
}

/** The access token after verification: the one verify-email gave, else a sign-in with the typed password. */
async function tokenAfterVerification(email: string, given: string | undefined) {
  if (given) return { access_token: given };
  const password = pendingCredentials.passwordFor(email);
  if (password === null) throw new LoginAfterVerifyError();
  try {
    return await authApi.login({ email, password });
  } catch {
    throw new LoginAfterVerifyError();
  }
}

/**
 * Verify and Sign In: checks the code, signs the new member in and lands on their profile
 * with the new-user flags set. Wrong codes past the limit start the Blocked state.
 */
export function useVerifyEmail(email: string, block: Block, onAlreadyVerified: () => void) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function verify(code: string) {
    const trimmed = code.trim();
    if (trimmed.length !== CODE_LENGTH) return setError(MSG.codeLength);
    if (block.blocked) return;
    setSubmitting(true);
    setError(null);
    try {
      const verified = await authApi.verifyEmail(email, trimmed);
      const answer = await tokenAfterVerification(email, verified.access_token);
      rememberSuspension({ ...verified, ...answer });
      session.set(SESSION.isNewRegistration, 'true');
      clearSignupDraft();
      clearSignupCounter(email);
      forgetVerification();
      signIn(answer.access_token, { newUser: true });
      void navigate('/profile', { replace: true });
    } catch (err) {
      setSubmitting(false);
      if (err instanceof LoginAfterVerifyError) return setError(err.message);
      if (isAlreadyVerified(err)) return onAlreadyVerified();
      const msg = serverMsg(err);
      if (isStatus(err, 429)) {
        const wait = msg ? parseWaitMs(msg) : null;
        if (hasCode(err, 'verification_locked') && wait !== null) return block.block(Date.now() + wait);
        return setError(msg ?? MSG.tooManyVerificationAttempts);
      }
      setError(messageOr(err, MSG.invalidCode));
    }
  }

  return { verify, submitting, error, setError };
}
