import { ADMIN_ACTION_MSG, type TReviewAction } from '@quad/contract';
import { ApiError, call } from '@/api/client';
import { useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import type { ActionValues } from '../components/action-dialog';
import { useAdminToast } from '../use-admin-toast';
import { API } from '@quad/contract/routes';

const SUCCESS = { warn: ADMIN_TEXT.userWarned, suspend: ADMIN_TEXT.userSuspended, delete: ADMIN_TEXT.userDeleted };
const NETWORK = {
  warn: ADMIN_TEXT.warnUserError,
  suspend: ADMIN_TEXT.suspendUserError,
  delete: ADMIN_TEXT.deleteUserError,
};

/** Warn, suspend, delete and unsuspend from a user row; each reaches the member at once. */
export function useUserActions(userId: number) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();

  const act = async (values: ActionValues): Promise<void> => {
    const action = values.action as Exclude<TReviewAction, 'dismiss'>;
    const notes = values.admin_notes || undefined;
    const requests = {
      warn: () =>
        call(API.moderation.warn, {
          params: { id: userId },
          body: { warning_message: values.message || ADMIN_ACTION_MSG.defaultWarning, admin_notes: notes },
        }),
      suspend: () =>
        call(API.moderation.suspend, {
          params: { id: userId },
          body: { reason: values.message, admin_notes: notes, duration_hours: values.duration_hours },
        }),
      delete: () =>
        call(API.moderation.deleteMember, {
          params: { id: userId },
          body: { reason: values.message || ADMIN_TEXT.deleteUserDefaultReason, admin_notes: notes },
        }),
    };
    try {
      await requests[action]();
      toast.success(SUCCESS[action]);
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.actionFailed, error: NETWORK[action] }, 'error');
      throw err;
    } finally {
      await refresh();
    }
  };

  const unsuspend = async (adminNotes: string): Promise<void> => {
    try {
      await call(API.moderation.unsuspend, {
        params: { id: userId },
        body: { admin_notes: adminNotes.trim() || ADMIN_TEXT.unsuspendDefaultNote },
      });
      toast.success(ADMIN_TEXT.userUnsuspended);
      await refresh();
    } catch (err) {
      // A refusal by the server is silent (admin-area.md section 8); a lost connection is said.
      if (!(err instanceof ApiError)) toast.error(ADMIN_TEXT.unsuspendUserError);
      throw err;
    }
  };

  return { act, unsuspend };
}
