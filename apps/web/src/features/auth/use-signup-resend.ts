import { useEffect, useRef, useState } from 'react';
import { RESEND_SUCCESS_MESSAGE_MS } from '@quad/contract/constants';
import { MSG, parseWaitMs } from '@quad/contract/messages';
import { hasCode } from '@/api/client';
import { useClock } from '@/lib/use-clock';
import { authApi, isAlreadyVerified, isStatus, messageOr, serverMsg } from './auth-api';
import { blockedUntilKey } from './blocked-until';
import {
  delaySignupResend,
  readSignupCounter,
  recordSignupResend,
  signupResendStatus,
  type ResendCounter,
} from './resend-schedule';
import { useBlockedUntil, type Block } from './use-blocked-until';

interface SignupResendOptions {
  email: string;
  /** The wrong-code block of the verification view: a resend 429 about wrong codes starts it. */
  verificationBlock: Block;
  onAlreadyVerified(): void;
  onError(message: string | null): void;
}

/**
 * The verification view's resend link: at most 5 resends with waits of 30 s, 60 s, 120 s
 * and 180 s, then a 10-minute block (member-app.md section 9), counted per e-mail in local
 * storage and corrected by the server's own figures.
 */
export function useSignupResend({ email, verificationBlock, onAlreadyVerified, onError }: SignupResendOptions) {
  const [{ counter, since }, setState] = useState(() => ({
    counter: readSignupCounter(email, Date.now()),
    since: Date.now(),
  }));
  const setCounter = (next: ResendCounter | null) => setState({ counter: next, since: Date.now() });
  const resendBlock = useBlockedUntil(blockedUntilKey('resend', email));
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeTimer = useRef<number | undefined>(undefined);
  const now = useClock(1000, { until: counter?.nextAt ?? null, since });
  const status = signupResendStatus(counter, now);

  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  const showNotice = (text: string) => {
    setNotice(text);
    window.clearTimeout(noticeTimer.current);
    noticeTimer.current = window.setTimeout(() => setNotice(null), RESEND_SUCCESS_MESSAGE_MS);
  };

  async function resend() {
    if (sending || resendBlock.blocked || verificationBlock.blocked || status.waitMs > 0) return;
    setSending(true);
    onError(null);
    try {
      const answer = await authApi.resendVerification(email);
      const recorded = recordSignupResend(email, Date.now(), answer);
      setCounter(recorded.counter);
      if (recorded.blockedUntil) resendBlock.block(recorded.blockedUntil);
      showNotice(answer.msg);
    } catch (err) {
      if (isAlreadyVerified(err)) return onAlreadyVerified();
      const msg = serverMsg(err);
      const wait = msg ? parseWaitMs(msg) : null;
      if (isStatus(err, 429) && msg && wait !== null) {
        const until = Date.now() + wait;
        const locked = hasCode(err, 'verification_locked');
        if (locked) verificationBlock.block(until);
        else if (hasCode(err, 'resend_limited')) resendBlock.block(until);
        else setCounter(delaySignupResend(email, until, Date.now()));
        if (!locked) onError(msg);
        return;
      }
      onError(
        isStatus(err, 429) ? (msg ?? MSG.tooManyResendSignup) : messageOr(err, 'Failed to resend verification code'),
      );
    } finally {
      setSending(false);
    }
  }

  return {
    resend,
    sending,
    notice,
    remaining: resendBlock.blocked ? 0 : status.remaining,
    waitMs: status.waitMs,
    blockedMs: resendBlock.remainingMs,
  };
}
