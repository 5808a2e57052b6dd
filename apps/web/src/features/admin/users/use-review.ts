import { useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import type { ActionValues } from '../components/action-dialog';
import { useAdminToast } from '../use-admin-toast';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

/**
 * Sends a review of a report or a flag and says how it went. A caution the server returns
 * with the answer (e.g. other reports waiting) is shown as a warning.
 */
export function useReview(kind: 'report' | 'auto-flag' | 'profile-flag') {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  return async (id: number, values: ActionValues): Promise<void> => {
    const suspension = values.action === 'suspend' ? { duration_hours: values.duration_hours } : {};
    const send = () =>
      kind === 'report'
        ? call(API.moderation.reviewReport, {
            params: { id },
            body: {
              action: values.action,
              admin_notes: values.admin_notes,
              moderation_message: values.message,
              ...suspension,
            },
          })
        : call(kind === 'auto-flag' ? API.moderation.reviewAutoFlag : API.moderation.reviewProfileFlag, {
            params: { id },
            body: {
              action: values.action,
              admin_notes: values.admin_notes,
              false_positive: values.false_positive,
              user_message: values.message,
              ...suspension,
            },
          });
    try {
      const answer = await send();
      if (answer.message) toast.warning(answer.message);
      else toast.success(values.action === 'dismiss' ? ADMIN_TEXT.dismissed : answer.msg);
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.actionFailed, error: ADMIN_TEXT.actionFailed }, 'error');
      throw err;
    } finally {
      await refresh();
    }
  };
}
