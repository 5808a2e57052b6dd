import { useState } from 'react';
import { MSG, parseWaitMs } from '@quad/contract/messages';
import { hasCode } from '@/api/client';
import { authApi, fieldErrors, isAlreadyVerified, isStatus, messageOr, serverMsg } from './auth-api';
import { blockedUntilKey, storeBlockedUntil } from './blocked-until';
import { joinMessages } from './field-messages';
import { delaySignupResend, recordSignupResend } from './resend-schedule';
import { toRegisterRequest, type SignupForm } from './signup-form-state';
import { useAuthNavigate } from './use-auth-navigate';
import { rememberVerification, VERIFY_PATH } from './verification-start';

const REGISTER_FAILED = 'An error occurred during account creation';
const RESEND_FAILED = 'Failed to resend verification code';

/**
 * Registration (member-app.md sections 4 and 8). A 409 email_taken asks for a new code
 * instead: a verified account gets the Account Already Verified notice, an unverified one
 * its verification view.
 */
export function useRegister(onAlreadyVerified: (email: string) => void) {
  const authNavigate = useAuthNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const openVerification = (email: string, password: string) => {
    rememberVerification(email, password);
    authNavigate(VERIFY_PATH);
  };

  async function resendForExisting(email: string, password: string) {
    const now = Date.now();
    try {
      recordSignupResend(email, now, await authApi.resendVerification(email));
      openVerification(email, password);
    } catch (err) {
      if (isAlreadyVerified(err)) return onAlreadyVerified(email);
      const msg = serverMsg(err);
      const wait = msg ? parseWaitMs(msg) : null;
      if (isStatus(err, 429) && wait !== null) {
        // A code went out recently: the verification view can take it, and waits before resending.
        if (hasCode(err, 'resend_limited')) storeBlockedUntil(blockedUntilKey('resend', email), now + wait);
        else delaySignupResend(email, now + wait, now);
        return openVerification(email, password);
      }
      setError(messageOr(err, RESEND_FAILED));
    }
  }

  async function submit(form: SignupForm) {
    const body = toRegisterRequest(form);
    setSubmitting(true);
    setError(null);
    setFields({});
    try {
      await authApi.register(body);
      openVerification(body.email, body.password);
    } catch (err) {
      const msg = serverMsg(err);
      const perField = fieldErrors(err);
      if (hasCode(err, 'email_taken')) {
        await resendForExisting(body.email, body.password);
      } else if ((isStatus(err, 422) || isStatus(err, 403)) && Object.keys(perField).length > 0) {
        setFields(perField);
        setError(joinMessages(Object.values(perField)));
      } else if (isStatus(err, 429)) {
        setError(msg ?? MSG.tooManyAttempts);
      } else {
        setError(messageOr(err, REGISTER_FAILED));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const clearFieldError = (field: string) =>
    setFields((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  return { submit, submitting, error, fieldErrors: fields, clearFieldError };
}
