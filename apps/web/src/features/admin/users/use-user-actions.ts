import { ADMIN_ACTION_MSG, type TReviewAction, type TUserActionResponse } from '@quad/contract';
import { ApiError } from '@/api/client';
import { adminCall, useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import type { ActionValues } from '../components/action-dialog';
import { useAdminToast } from '../use-admin-toast';

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
        adminCall.post<TUserActionResponse>(`/api/admin/users/${userId}/warn`, {
          warning_message: values.message || ADMIN_ACTION_MSG.defaultWarning,
          admin_notes: notes,
        }),
      suspend: () =>
        adminCall.post<TUserActionResponse>(`/api/admin/users/${userId}/suspend`, {
          reason: values.message,
          admin_notes: notes,
          duration_hours: values.duration_hours,
        }),
      delete: () =>
        adminCall.post<TUserActionResponse>(`/api/admin/users/${userId}/delete`, {
          reason: values.message || ADMIN_TEXT.deleteUserDefaultReason,
          admin_notes: notes,
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
      await adminCall.post(`/api/admin/users/${userId}/unsuspend`, {
        admin_notes: adminNotes.trim() || ADMIN_TEXT.unsuspendDefaultNote,
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
