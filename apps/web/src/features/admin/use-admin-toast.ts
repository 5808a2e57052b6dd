import { useMemo } from 'react';
import { ADMIN_TOAST_MS } from '@quad/contract/constants';
import { ApiError } from '@/api/client';
import { useToast } from '@/shared/toast';

/** The text of a failed call: the server's msg (or error) when it gave one, else the fallbacks. */
export function failureText(
  err: unknown,
  fallbacks: { failed: string; error: string },
  field: 'msg' | 'error' = 'msg',
): string {
  if (err instanceof ApiError) {
    const preferred = err.body[field];
    const msg = err.body.msg;
    if (typeof preferred === 'string' && preferred) return preferred;
    if (typeof msg === 'string' && msg) return msg;
    return fallbacks.failed;
  }
  return fallbacks.error;
}

export interface AdminToast {
  success(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /** A failure toast for err, with the section 8 fallbacks when the server said nothing. */
  failure(err: unknown, fallbacks: { failed: string; error: string }, field?: 'msg' | 'error'): void;
}

/** Toasts of the admin area, which hide after 5 seconds. */
export function useAdminToast(): AdminToast {
  const show = useToast();
  return useMemo(() => {
    const toast = (severity: 'success' | 'warning' | 'error') => (message: string) =>
      show(message, { severity, duration: ADMIN_TOAST_MS });
    const error = toast('error');
    return {
      success: toast('success'),
      warning: toast('warning'),
      error,
      failure: (err, fallbacks, field) => error(failureText(err, fallbacks, field)),
    };
  }, [show]);
}
