import { useCallback } from 'react';
import { useRefreshAdminData } from './admin-api';
import { useAdminToast } from './use-admin-toast';

export interface SaveTexts {
  /** Shown when the server's answer carries no msg. */
  success?: string;
  /** The section 8 fallbacks when a failure says nothing. */
  failed: string;
  error: string;
}

/**
 * Sends an admin change the way every admin form does: the server's answer as a success toast
 * and the admin data refetched; or the failure as an error toast, rethrown so that the dialog
 * that asked stays open.
 */
export function useAdminSave(): (call: () => Promise<{ msg?: string }>, texts: SaveTexts) => Promise<void> {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  return useCallback(
    async (call, texts) => {
      let answer: { msg?: string };
      try {
        answer = await call();
      } catch (err) {
        toast.failure(err, texts);
        throw err;
      }
      toast.success(answer.msg || texts.success || '');
      await refresh();
    },
    [toast, refresh],
  );
}
