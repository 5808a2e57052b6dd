import { useState } from 'react';
import { MSG, parseWaitMs } from '@quad/contract/messages';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session';
import { useClock } from '@/lib/use-clock';
import { authApi, isStatus, loginFailure, messageOr, serverMsg } from './auth-api';
import type { AccountDeletedState } from './deletion-return';
import { rememberSuspension } from './sign-in-session';
import { useAuthNavigate } from './use-auth-navigate';
import { rememberVerification, VERIFY_PATH } from './verification-start';

/**
 * Sign-in: idle, submitting, then an error, the deleted-account page, the verification
 * view, or browse (member-app.md section 4).
 */
export function useSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const authNavigate = useAuthNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A 429 names its wait; the button stays disabled until then (in memory: a reload may try again).
  const [retry, setRetry] = useState<{ at: number; since: number } | null>(null);
  const now = useClock(1000, { until: retry?.at ?? null, since: retry?.since });
  const retryInMs = retry === null ? 0 : Math.max(0, retry.at - now);

  async function submit(email: string, password: string) {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await authApi.login({ email: email.trim(), password });
      rememberSuspension(answer);
      signIn(answer.access_token);
      void navigate('/browse', { replace: true });
    } catch (err) {
      setSubmitting(false);
      const failure = loginFailure(err);
      if (failure?.is_deleted) {
        const state: AccountDeletedState = {
          deletion_type: failure.deletion_type,
          deletion_message: failure.deletion_message ?? null,
          can_return_after: failure.can_return_after ?? null,
        };
        void navigate('/account-deleted', { state });
        return;
      }
      if (failure?.requires_verification) {
        rememberVerification(failure.email ?? email, password);
        authNavigate(VERIFY_PATH);
        return;
      }
      if (isStatus(err, 429)) {
        setError(serverMsg(err) ?? MSG.tooManyAttempts);
        const wait = parseWaitMs(serverMsg(err) ?? '');
        const since = Date.now();
        setRetry(wait === null ? null : { at: since + wait, since });
        return;
      }
      setError(messageOr(err, 'An error occurred'));
    }
  }

  return { submit, submitting, error, retryInMs };
}
