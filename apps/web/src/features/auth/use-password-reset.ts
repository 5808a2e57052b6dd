import { useEffect, useState } from 'react';
import {
  CODE_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MIN,
  RESEND_SUCCESS_MESSAGE_MS,
  RESET_REDIRECT_DELAY_MS,
} from '@quad/contract/constants';
import { MSG, parseWaitMs } from '@quad/contract/messages';
import { hasCode } from '@/api/client';
import { authApi, isStatus, messageOr, serverMsg } from './auth-api';
import { blockedUntilKey } from './blocked-until';
import { useAuthNavigate } from './use-auth-navigate';
import { useBlockedUntil } from './use-blocked-until';

/** 0 Enter Email, 1 Verify Code, 2 Reset Password, 3 done (member-app.md section 4). */
export type ResetStep = 0 | 1 | 2 | 3;

export const RESET_FAILED = {
  send: 'Failed to send verification code',
  verify: MSG.invalidOrExpiredCode,
  reset: 'Failed to reset password',
} as const;

/** The new password's message, or null when it may be sent. */
export function newPasswordError(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN) return MSG.passwordTooShortLong;
  if (password !== confirm) return MSG.passwordsDoNotMatch;
  return null;
}

/** The three-step reset: send a code, check it, choose the new password; then sign-in after 3 s. */
export function usePasswordReset() {
  const authNavigate = useAuthNavigate();
  const [step, setStep] = useState<ResetStep>(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new object per message, so the same text sent twice still gets its full 10 s.
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const block = useBlockedUntil(step > 0 ? blockedUntilKey('passwordReset', email) : null);

  useEffect(() => {
    if (notice === null) return;
    const id = window.setTimeout(() => setNotice(null), RESEND_SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(id);
  }, [notice]);

  useEffect(() => {
    if (step !== 3) return;
    const id = window.setTimeout(() => authNavigate('/signin'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [step, authNavigate]);

  /** Runs one call; a 429 about wrong codes starts the Blocked state, anything else shows. */
  async function attempt<T>(
    call: () => Promise<T>,
    fallback: string,
    onFailure?: (err: unknown) => void,
  ): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (err) {
      const msg = serverMsg(err);
      const wait = msg ? parseWaitMs(msg) : null;
      if (hasCode(err, 'verification_locked') && wait !== null) {
        block.block(Date.now() + wait);
      } else if (isStatus(err, 429)) {
        setError(msg ?? MSG.tooManyAttempts);
      } else {
        setError(messageOr(err, fallback));
        onFailure?.(err);
      }
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Sends (or resends) the code; returns the server's message, null when it failed. */
  async function sendCode(): Promise<string | null> {
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(MSG.invalidEmail);
      return null;
    }
    const answer = await attempt(() => authApi.forgotPassword(email.trim()), RESET_FAILED.send);
    if (!answer) return null;
    setStep((s) => (s === 0 ? 1 : s));
    setNotice({ text: answer.msg });
    return answer.msg;
  }

  async function verifyCode() {
    if (code.trim().length !== CODE_LENGTH) return setError(MSG.codeLength);
    const answer = await attempt(() => authApi.verifyResetCode(email.trim(), code.trim()), RESET_FAILED.verify);
    if (answer) {
      setNotice(null);
      setStep(2);
    }
  }

  async function resetPassword(password: string, confirm: string) {
    const invalid = newPasswordError(password, confirm);
    if (invalid) return setError(invalid);
    const done = await attempt(
      () => authApi.resetPassword(email.trim(), code.trim(), password),
      RESET_FAILED.reset,
      (err) => {
        // The code died meanwhile (expired or used up): back to entering one.
        if (hasCode(err, 'code_invalid', 'code_expired')) {
          setCode('');
          setStep(1);
        }
      },
    );
    if (done) setStep(3);
  }

  return {
    step,
    email,
    setEmail,
    code,
    setCode,
    busy,
    error,
    notice: notice?.text ?? null,
    block,
    sendCode,
    verifyCode,
    resetPassword,
  };
}
